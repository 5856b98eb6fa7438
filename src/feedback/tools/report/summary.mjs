/**
 * The feedback report's sections (./queries.mjs holds the same as Azure Monitor queries), computed from what the
 * local collector received (src/feedback/tools/collector: one JSON line per item).
 */
import fs from 'node:fs';
import {EVENTS} from '../collector/config.mjs';

/**
 * @typedef {{receivedAt?: string, envelope?: {data?: {baseType?: string, baseData?: {name?: string,
 *   properties?: Record<string, string>}}}}} Received a line of the collector's file
 * @typedef {{receivedAt?: string, type?: string, name?: string, properties: Record<string, string>}} Item
 * @typedef {{page: string | undefined, viewsEn: number, viewsFr: number, yes: number, no: number, shareYes: number | null}}
 *   ArticleRow
 */

/**
 * The items of the collector's file; lines that are not JSON are skipped.
 * @param {string} file
 * @returns {Received[]}
 */
export function readReceived(file) {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      try {
        return [JSON.parse(line)];
      } catch {
        return [];
      }
    });
}

/**
 * @template {Record<string, string>} F
 * @param {Item[]} items
 * @param {(item: Item) => {id: string, fields: F}} keyOf
 * @returns {(F & {count: number})[]}
 */
function countBy(items, keyOf) {
  /** @type {Map<string, F & {count: number}>} */
  const counts = new Map();
  for (const item of items) {
    const key = keyOf(item);
    const entry = counts.get(key.id) ?? {...key.fields, count: 0};
    entry.count += 1;
    counts.set(key.id, entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count);
}

/**
 * Each search with the articles readers opened next (src/feedback/nextArticle.ts), most often first: "a (2), b (1)".
 * @template {{query: string, language: string}} R
 * @param {R[]} rows
 * @param {{query: string, language: string, article: string, count: number}[]} next most often first
 */
function withOpenedNext(rows, next) {
  return rows.map((row) => ({
    ...row,
    openedNext: next
      .filter(({query, language}) => query === row.query && language === row.language)
      .map(({article, count}) => `${article} (${count})`)
      .join(', '),
  }));
}

/**
 * The sections of the report, each sorted most frequent first.
 * @param {Received[]} records
 */
export function summarize(records) {
  const items = records.map(({receivedAt, envelope}) => ({
    receivedAt,
    type: envelope?.data?.baseType,
    name: envelope?.data?.baseData?.name,
    properties: envelope?.data?.baseData?.properties ?? {},
  }));
  /** @param {string} name */
  const events = (name) => items.filter((item) => item.type === 'EventData' && item.name === name);
  /** @type {Map<string | undefined, ArticleRow>} */
  const articles = new Map();
  /** @param {string | undefined} page */
  const article = (page) => {
    if (!articles.has(page)) articles.set(page, {page, viewsEn: 0, viewsFr: 0, yes: 0, no: 0, shareYes: null});
    return /** @type {ArticleRow} */ (articles.get(page));
  };
  for (const view of items.filter((item) => item.type === 'PageviewData')) {
    const row = article(view.properties.page ?? view.name);
    if (view.properties.language === 'fr') row.viewsFr += 1;
    else row.viewsEn += 1;
  }
  for (const {properties} of events(EVENTS.helpful)) {
    const row = article(properties.page);
    if (properties.answer === 'yes') row.yes += 1;
    if (properties.answer === 'no') row.no += 1;
  }
  for (const row of articles.values()) {
    row.shareYes = row.yes + row.no > 0 ? Math.round((100 * row.yes) / (row.yes + row.no)) : null;
  }
  const details = events(EVENTS.feedbackDetails);
  /** @param {string} outcome */
  const searches = (outcome) => events(EVENTS.search).filter((item) => item.properties.outcome === outcome);
  /** @param {Item} item */
  const byQuery = ({properties}) => ({
    id: `${properties.language}\u0000${properties.query}`,
    fields: {query: properties.query, language: properties.language},
  });
  /** @param {string} outcome */
  const nextArticles = (outcome) =>
    countBy(
      events(EVENTS.searchNextArticle).filter((item) => item.properties.outcome === outcome),
      (/** @type {Item} */ {properties}) => ({
        id: `${properties.language}\u0000${properties.query}\u0000${properties.article}`,
        fields: {query: properties.query, language: properties.language, article: properties.article},
      }),
    );
  const hitsOpened = countBy(searches('hit-opened'), byQuery).map((row) => {
    const positions = searches('hit-opened')
      .filter(({properties}) => properties.query === row.query && properties.language === row.language)
      .map(({properties}) => Number(properties.position));
    return {...row, averagePosition: Math.round((10 * positions.reduce((a, b) => a + b, 0)) / positions.length) / 10};
  });
  return {
    articles: [...articles.values()].sort((a, b) => b.viewsEn + b.viewsFr - (a.viewsEn + a.viewsFr) || b.no - a.no),
    reasons: countBy(details, (/** @type {Item} */ {properties}) => ({
      id: `${properties.page}\u0000${properties.reason}`,
      fields: {page: properties.page, reason: properties.reason},
    })),
    comments: details
      .filter(({properties}) => properties.comment)
      .map(({receivedAt, properties}) => ({
        timestamp: receivedAt,
        page: properties.page,
        language: properties.language,
        reason: properties.reason,
        comment: properties.comment,
      }))
      .sort((a, b) => String(b.timestamp).localeCompare(String(a.timestamp))),
    noResults: withOpenedNext(countBy(searches('no-results'), byQuery), nextArticles('no-results')),
    noHitOpened: withOpenedNext(countBy(searches('no-hit-opened'), byQuery), nextArticles('no-hit-opened')),
    hitsOpened,
  };
}
