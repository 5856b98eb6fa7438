#!/usr/bin/env node
/**
 * `npm run feedback:report`: what readers told the help centre, from the local collector's file (`npm start` and the
 * tests send there; src/feedback/tools/collector). First what needs attention, most urgent first (./attention.mjs:
 * reviews overdue, translations not current, answers of No, articles not read, searches that found nothing). Then
 * per article: views in each language, answers to "Was this page helpful?",
 * the reasons and comments; then the searches that found nothing and those where no hit was opened, most frequent
 * first, each with the words no article has and the articles readers opened next. The same sections for production are Azure Monitor queries (./queries.mjs, ./feedbackWorkbook.json).
 *
 * Usage: npm run feedback:report [-- --file .local-insights/received.jsonl] [-- --json]
 */
import {parseArgs} from 'node:util';
import {ROOT} from '../../../shared/node/root.mjs';
import {LOCAL_COLLECTOR_FILE} from '../collector/config.mjs';
import {ATTENTION_COLUMNS, needsAttention, projectArticles} from './attention.mjs';
import {ATTENTION_TITLE, SECTIONS} from './queries.mjs';
import {readReceived, summarize} from './summary.mjs';
import {unmatchedWordsOfBuild} from '../../../search/tools/index.mjs';
import path from 'node:path';

/**
 * Readers' text as plain text on a terminal: no control characters (escape sequences), one line.
 * @param {unknown} value
 */
export function plain(value) {
  return String(value ?? '').replace(/[\p{Cc}\p{Cf}]+/gu, ' ');
}

/**
 * @param {Record<string, unknown>[]} rows
 * @param {string[][]} columns [key, label] of each column
 */
function table(rows, columns) {
  if (rows.length === 0) return '  (none)';
  const cells = rows.map((row) => columns.map(([key]) => (row[key] === null ? '–' : plain(row[key]))));
  const widths = columns.map(([, label], index) => Math.max(label.length, ...cells.map((line) => line[index].length)));
  /** @param {string[]} values */
  const line = (values) => `  ${values.map((value, index) => value.padEnd(widths[index])).join('  ')}`.trimEnd();
  return [
    line(columns.map(([, label]) => label)),
    line(widths.map((width) => '-'.repeat(width))),
    ...cells.map(line),
  ].join('\n');
}

/** @type {Record<string, string[][]>} */
const COLUMNS = {
  articles: [
    ['page', 'Article'],
    ['viewsEn', 'Views (en)'],
    ['viewsFr', 'Views (fr)'],
    ['yes', 'Yes'],
    ['no', 'No'],
    ['shareYes', '% yes'],
  ],
  reasons: [
    ['page', 'Article'],
    ['reason', 'Reason'],
    ['count', 'Count'],
  ],
  comments: [
    ['timestamp', 'Received'],
    ['page', 'Article'],
    ['language', 'Lang.'],
    ['reason', 'Reason'],
    ['comment', 'Comment'],
  ],
  noResults: [
    ['query', 'Query'],
    ['language', 'Lang.'],
    ['count', 'Count'],
    ['unmatched', 'Words no article has'],
    ['openedNext', 'Article opened next (readers)'],
  ],
  noHitOpened: [
    ['query', 'Query'],
    ['language', 'Lang.'],
    ['count', 'Count'],
    ['unmatched', 'Words no article has'],
    ['openedNext', 'Article opened next (readers)'],
  ],
  hitsOpened: [
    ['query', 'Query'],
    ['language', 'Lang.'],
    ['count', 'Count'],
    ['averagePosition', 'Avg. position'],
  ],
};

/** What an author does with a search that found nothing, or little. */
export const TEACH_THE_SEARCH =
  'To teach the search a word above, add it to the related terms (docs/_related-terms.md, or the French one) or a ' +
  'question to the article that answers (`questions`), often the article readers opened next: CONTRIBUTING.md, ' +
  '"When a reader cannot find something".';

/**
 * The searches that found nothing or had no hit opened, each with the reader's words that no article holds (in the
 * built index of its language; null when the site is not built).
 * @param {ReturnType<typeof summarize>} summary
 * @param {Record<string, ((query: string) => string[]) | null>} finders by language
 */
export function withUnmatchedWords(summary, finders) {
  /** @param {{query: string, language: string}} row */
  const unmatched = (row) => finders[row.language]?.(row.query).join(', ') ?? null;
  return {
    ...summary,
    noResults: summary.noResults.map((row) => ({...row, unmatched: unmatched(row)})),
    noHitOpened: summary.noHitOpened.map((row) => ({...row, unmatched: unmatched(row)})),
  };
}

/**
 * @param {ReturnType<typeof summarize>} summary
 * @param {string} file
 * @param {Record<string, unknown>[]} attention
 */
export function formatReport(summary, file, attention) {
  /** @type {Record<string, Record<string, unknown>[]>} */
  const sections = summary;
  return [
    `Readers' feedback received by the local collector (${file})`,
    `\n${ATTENTION_TITLE}\n${table(attention, ATTENTION_COLUMNS)}`,
    ...Object.entries(SECTIONS).map(([id, {title}]) => `\n${title}\n${table(sections[id], COLUMNS[id])}`),
    `\n${TEACH_THE_SEARCH}`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const {values} = parseArgs({
    options: {file: {type: 'string', default: LOCAL_COLLECTOR_FILE}, json: {type: 'boolean'}},
  });
  const records = readReceived(values.file);
  const summary = withUnmatchedWords(summarize(records), {
    en: unmatchedWordsOfBuild(path.join(ROOT, 'build')),
    fr: unmatchedWordsOfBuild(path.join(ROOT, 'build', 'fr')),
  });
  const attention = needsAttention(projectArticles(ROOT), summary);
  console.log(
    values.json
      ? JSON.stringify({needsAttention: attention, ...summary}, null, 2)
      : formatReport(summary, values.file, attention),
  );
  if (records.length === 0) {
    console.log(
      '\nNothing received yet: run `npm start`, read, answer "Was this page helpful?" and search, then run this again.',
    );
  }
}
