/**
 * The feedback report: what owners read, from what the collector received, and its Azure Monitor twin in step.
 * Run with `node --test scripts/`.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {describe, test} from 'node:test';
import {EVENTS} from '../collector/config.mjs';
import {SECTIONS} from './queries.mjs';
import {formatReport} from './report.mjs';
import {summarize} from './summary.mjs';
import {WORKBOOK_FILE, workbookText} from './workbook.mjs';

let clock = 0;
function received(baseType, name, properties) {
  clock += 1;
  return {
    receivedAt: new Date(Date.UTC(2026, 10, 25, 12, 0, clock)).toISOString(),
    envelope: {data: {baseType, baseData: {name, properties}}},
  };
}
const view = (page, language) => received('PageviewData', `${language === 'fr' ? '/fr' : ''}${page}`, {page, language});
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
      {query: 'vpn', language: 'en', count: 2},
      {query: 'rvp', language: 'fr', count: 1},
    ]);
    assert.deepEqual(summary.noHitOpened, [{query: 'history', language: 'en', count: 1}]);
    assert.deepEqual(summary.hitsOpened, [{query: 'modes', language: 'en', count: 2, averagePosition: 1.5}]);
  });

  test('prints readers’ text as text: no terminal escape sequence gets through, HTML stays visible as typed', () => {
    const text = formatReport(summary, 'received.jsonl');
    assert.ok(!text.includes('\u001b'), 'an escape character reached the terminal');
    assert.match(text, /<img src=x onerror=alert\(1\)> \[31mred/);
    for (const {title} of Object.values(SECTIONS)) assert.match(text, new RegExp(title.replace(/[()"?]/g, '.')));
  });

  test('the Azure Monitor queries cover the same sections, with the event names the site sends', () => {
    assert.deepEqual(Object.keys(SECTIONS).sort(), Object.keys(summary).sort());
    const queries = Object.values(SECTIONS)
      .map(({query}) => query)
      .join('\n');
    for (const name of [EVENTS.helpful, EVENTS.feedbackDetails, EVENTS.search]) assert.match(queries, new RegExp(name));
  });

  test('the workbook template is the one the queries make (npm run feedback:workbook)', () => {
    assert.equal(
      fs.readFileSync(WORKBOOK_FILE, 'utf8'),
      workbookText(),
      'insights/feedback-workbook.json is out of date: run npm run feedback:workbook',
    );
  });
});
