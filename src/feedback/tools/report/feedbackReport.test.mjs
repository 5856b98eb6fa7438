/**
 * The feedback report: what owners read, from what the collector received, and its Azure Monitor twin in step.
 * Run with `node --test scripts/`.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {describe, test} from 'node:test';

import {ROOT} from '../../../shared/node/root.mjs';
import {EVENTS} from '../collector/config.mjs';
import {ATTENTION_COLUMNS, needsAttention, projectArticles, URGENCY} from './attention.mjs';
import {attentionQuery, SECTIONS} from './queries.mjs';
import {resultColumns} from './kusto.mjs';
import {formatReport, TEACH_THE_SEARCH, withUnmatchedWords} from './feedbackReport.mjs';
import {summarize} from './summary.mjs';
import {WORKBOOK_FILE, workbookText} from './workbook.mjs';

let clock = 0;
/**
 * @param {string} baseType
 * @param {string} name
 * @param {Record<string, string>} properties
 */
function received(baseType, name, properties) {
  clock += 1;
  return {
    receivedAt: new Date(Date.UTC(2026, 10, 25, 12, 0, clock)).toISOString(),
    envelope: {data: {baseType, baseData: {name, properties}}},
  };
}
/**
 * @param {string} page
 * @param {string} language
 */
const view = (page, language) => received('PageviewData', `${language === 'fr' ? '/fr' : ''}${page}`, {page, language});
/**
 * @param {string} name
 * @param {Record<string, string>} properties
 */
const event = (name, properties) => received('EventData', name, properties);

const A = '/docs/get-help/troubleshooting';
const B = '/docs/how-to-use-modes/translation-mode';
const RECORDS = [
  view(A, 'en'),
  view(A, 'fr'),
  view(A, 'fr'),
  view(B, 'en'),
  event(EVENTS.helpful, {page: A, language: 'fr', answer: 'no'}),
  event(EVENTS.feedbackDetails, {page: A, language: 'fr', reason: 'hard-to-understand', comment: 'Trop long [name]'}),
  event(EVENTS.helpful, {page: A, language: 'en', answer: 'yes'}),
  event(EVENTS.helpful, {page: B, language: 'en', answer: 'yes'}),
  event(EVENTS.feedbackDetails, {
    page: B,
    language: 'en',
    reason: 'other',
    comment: '<img src=x onerror=alert(1)>\u001b[31mred',
  }),
  event(EVENTS.search, {language: 'en', outcome: 'no-results', query: 'vpn'}),
  event(EVENTS.search, {language: 'fr', outcome: 'no-results', query: 'rvp'}),
  event(EVENTS.search, {language: 'en', outcome: 'no-results', query: 'vpn'}),
  event(EVENTS.search, {language: 'en', outcome: 'no-hit-opened', query: 'history', hits: '4'}),
  event(EVENTS.searchNextArticle, {language: 'en', outcome: 'no-results', query: 'vpn', article: A}),
  event(EVENTS.searchNextArticle, {language: 'en', outcome: 'no-results', query: 'vpn', article: B}),
  event(EVENTS.searchNextArticle, {language: 'en', outcome: 'no-results', query: 'vpn', article: B}),
  event(EVENTS.searchNextArticle, {language: 'fr', outcome: 'no-results', query: 'vpn', article: A}),
  event(EVENTS.searchNextArticle, {language: 'en', outcome: 'no-hit-opened', query: 'history', article: A}),
  event(EVENTS.search, {language: 'en', outcome: 'hit-opened', query: 'modes', hits: '3', position: '1'}),
  event(EVENTS.search, {language: 'en', outcome: 'hit-opened', query: 'modes', hits: '3', position: '2'}),
];

describe('feedback report', () => {
  const summary = summarize(RECORDS);

  test('per article: views in each language, yes and no, and the share of yes, most read first', () => {
    assert.deepEqual(summary.articles, [
      {page: A, viewsEn: 1, viewsFr: 2, yes: 1, no: 1, shareYes: 50},
      {page: B, viewsEn: 1, viewsFr: 0, yes: 1, no: 0, shareYes: 100},
    ]);
  });

  test('the reasons and the comments, newest first', () => {
    assert.deepEqual(
      summary.reasons.map(({page, reason, count}) => [page, reason, count]),
      [
        [A, 'hard-to-understand', 1],
        [B, 'other', 1],
      ],
    );
    assert.deepEqual(
      summary.comments.map(({comment}) => comment),
      ['<img src=x onerror=alert(1)>\u001b[31mred', 'Trop long [name]'],
    );
  });

  test('searches that found nothing and those without a hit opened, most frequent first, per language', () => {
    assert.deepEqual(summary.noResults, [
      {query: 'vpn', language: 'en', count: 2, openedNext: `${B} (2), ${A} (1)`},
      {query: 'rvp', language: 'fr', count: 1, openedNext: ''},
    ]);
    assert.deepEqual(summary.noHitOpened, [{query: 'history', language: 'en', count: 1, openedNext: `${A} (1)`}]);
    assert.deepEqual(summary.hitsOpened, [{query: 'modes', language: 'en', count: 2, averagePosition: 1.5}]);
  });

  test('each search that found nothing, or whose hits none was opened, names the words no article holds', () => {
    const taught = withUnmatchedWords(summary, {en: (query) => (query === 'vpn' ? ['vpn'] : []), fr: null});
    assert.deepEqual(
      taught.noResults.map(({query, unmatched}) => [query, unmatched]),
      [
        ['vpn', 'vpn'],
        ['rvp', null],
      ],
    );
    assert.deepEqual(taught.noHitOpened[0].unmatched, '');
    const text = formatReport(taught, 'received.jsonl', []);
    assert.match(
      text,
      /Searches that found nothing\n {2}Query +Lang\. +Count +Words no article has +Article opened next \(readers\)\n.*\n {2}vpn +en +2 +vpn +\/docs\/how-to-use-modes\/translation-mode \(2\), \/docs\/get-help\/troubleshooting \(1\)\n/,
    );
    assert.ok(text.endsWith(TEACH_THE_SEARCH));
  });

  test('prints the needs-attention list first', () => {
    const text = formatReport(summary, 'received.jsonl', needsAttention(ARTICLES, summary, TODAY));
    assert.match(text, /Needs attention, most urgent first\n {2}Needs attention +Article +Owner/);
    assert.ok(text.indexOf('Most readers answered No') < text.indexOf('Articles: views'));
  });

  test('prints readers’ text as text: no terminal escape sequence gets through, HTML stays visible as typed', () => {
    const text = formatReport(summary, 'received.jsonl', []);
    assert.ok(!text.includes('\u001b'), 'an escape character reached the terminal');
    assert.match(text, /<img src=x onerror=alert\(1\)> \[31mred/);
    for (const {title} of Object.values(SECTIONS)) assert.match(text, new RegExp(title.replace(/[()"?]/g, '.')));
  });

  test('the Azure Monitor queries cover the same sections, with the event names the site sends', () => {
    assert.deepEqual(Object.keys(SECTIONS).sort(), Object.keys(summary).sort());
    const queries = Object.values(SECTIONS)
      .map(({query}) => query)
      .join('\n');
    for (const name of [EVENTS.helpful, EVENTS.feedbackDetails, EVENTS.search, EVENTS.searchNextArticle]) {
      assert.match(queries, new RegExp(name));
    }
  });

  test('the searches’ queries give the same columns as the report: the articles readers opened next too', () => {
    for (const id of /** @type {const} */ (['noResults', 'noHitOpened'])) {
      assert.deepEqual(resultColumns(SECTIONS[id].query), Object.keys(summary[id][0]));
    }
  });

  test('the workbook template is the one the queries make (npm run feedback:workbook)', () => {
    assert.equal(
      fs.readFileSync(WORKBOOK_FILE, 'utf8'),
      workbookText(),
      'insights/feedbackWorkbook.json is out of date: run npm run feedback:workbook',
    );
  });
});

const TODAY = '2026-11-25';
const C = '/docs/category/get-help';
const D = '/docs/about-chatgnb/terms-of-use';
/**
 * @param {string} page
 * @param {Partial<ReturnType<typeof projectArticles>[number]>} fields
 */
const article = (page, fields) => ({
  page,
  article: page.replace('/docs/', ''),
  owner: 'ChatGNB service team',
  lastReviewed: '2026-10-01',
  reviewIntervalDays: 180,
  translation: 'current',
  ...fields,
});
const ARTICLES = [
  article(A, {}),
  article(B, {lastReviewed: '2026-05-01', translation: 'pending'}),
  article(C, {lastReviewed: '2026-01-01', reviewIntervalDays: 30}),
  article(D, {}),
];

describe('needs attention', () => {
  const summary = summarize([
    ...RECORDS,
    view(C, 'en'),
    view(C, 'en'),
    event(EVENTS.helpful, {page: C, language: 'en', answer: 'no'}),
    event(EVENTS.helpful, {page: C, language: 'en', answer: 'yes'}),
    event(EVENTS.helpful, {page: B, language: 'fr', answer: 'no'}),
    event(EVENTS.helpful, {page: B, language: 'fr', answer: 'no'}),
  ]);
  const list = needsAttention(ARTICLES, summary, TODAY);

  test('most urgent first: most say No, searches that found nothing, French not current, overdue, some say No, unread', () => {
    assert.deepEqual(
      list.map(({urgency, article, query}) => [urgency, article ?? query]),
      [
        ['Most readers answered No', 'how-to-use-modes/translation-mode'],
        ['A search found nothing', 'vpn'],
        ['A search found nothing', 'rvp'],
        ['Review overdue', 'category/get-help'],
        ['Some readers answered No', 'get-help/troubleshooting'],
        ['Not read in the period', 'about-chatgnb/terms-of-use'],
      ],
    );
  });

  test('per article: its owner, review due and days overdue, French, views in the period, No with its share', () => {
    assert.deepEqual(list[0], {
      urgency: 'Most readers answered No',
      article: 'how-to-use-modes/translation-mode',
      owner: 'ChatGNB service team',
      reviewDue: '2026-10-28',
      daysOverdue: 28,
      translation: 'pending',
      viewsInPeriod: 1,
      no: 2,
      shareNo: 67,
      query: null,
      language: null,
      searches: null,
    });
    assert.deepEqual(list[1], {
      ...Object.fromEntries(ATTENTION_COLUMNS.map(([key]) => [key, null])),
      urgency: 'A search found nothing',
      query: 'vpn',
      language: 'en',
      searches: 2,
    });
    assert.deepEqual([list[3].daysOverdue, list[3].no, list[3].shareNo, list[3].viewsInPeriod], [298, 1, 50, 2]);
    assert.equal(list[5].viewsInPeriod, 0);
  });

  test('an article reviewed in time, translated, read and found helpful is not listed', () => {
    const ok = article(A, {});
    const onlyYes = summarize([view(A, 'en'), event(EVENTS.helpful, {page: A, language: 'en', answer: 'yes'})]);
    assert.deepEqual(needsAttention([ok], onlyYes, TODAY), []);
  });

  test('the workbook’s query computes the same list: its columns, its reasons in the same order, the same articles', () => {
    const query = attentionQuery(ARTICLES);
    assert.deepEqual(resultColumns(query), Object.keys(list[0]));
    const labels = [...query.matchAll(/rank == (\d), "([^"]+)"/g)].map(([, rank, label]) => [Number(rank), label]);
    assert.deepEqual(
      labels,
      URGENCY.map(({label}, index) => [index + 1, label]),
    );
    for (const a of ARTICLES) {
      assert.ok(
        query.includes(
          `"${a.page}", "${a.article}", "${a.owner}", datetime(${a.lastReviewed}), ${a.reviewIntervalDays}, "${a.translation}",`,
        ),
        `${a.article} is not in the query's datatable`,
      );
    }
  });

  test('the project’s articles: every one, its page as the site reports it, owner, review and French', () => {
    const articles = projectArticles(ROOT);
    assert.ok(articles.length >= 20);
    const getHelp = articles.find(({article}) => article === 'get-help/index');
    assert.equal(getHelp?.page, '/docs/category/get-help');
    assert.equal(articles.find(({article}) => article === 'get-help/troubleshooting')?.page, A);
    for (const a of articles) {
      assert.equal(a.owner, 'ChatGNB service team');
      assert.match(a.lastReviewed ?? '', /^\d{4}-\d{2}-\d{2}$/);
      assert.ok(['current', 'pending', 'unmarked', 'invalid', 'missing'].includes(a.translation));
    }
  });
});
