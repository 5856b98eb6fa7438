/**
 * "Was this page helpful?" is part of every built article and category page (no shift when it appears), is not
 * indexed for search (it would be a hit on every page), and the pages may send readers' feedback to the local
 * collector's origin, and nowhere else new. The journeys are in the browser (e2e/feedback.spec.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {docs, localePath, LOCALES} from '@site/src/shared/testFacts/site';
import {FEEDBACK_TEXT} from '@site/src/shared/testFacts/feedbackTexts';
import {BUILD, page, text} from '../testing/builtPages';
import {readWholeSearchIndex} from '../search/tools/index.mjs';
import {LOCAL_COLLECTOR_PORT} from './tools/index.mjs';

describe.each(LOCALES)('%s', (locale) => {
  test.each(docs(locale).map((doc) => doc.route))('%s asks whether it helped, with Yes and No', (route) => {
    const document = page(localePath(locale, route));
    const feedback = document.querySelector('article .page-feedback');
    const {question, yes, no} = FEEDBACK_TEXT[locale];
    expect(text(feedback?.querySelector('h2'))).toBe(question);
    expect([...(feedback?.querySelectorAll('button') ?? [])].map((button) => text(button))).toEqual([yes, no]);
  });

  test('search does not index the question (only the privacy article, which quotes it)', () => {
    const index = readWholeSearchIndex(path.join(BUILD, locale === 'fr' ? 'fr' : ''));
    const quoting = index
      .flatMap(({documents}) => documents)
      .filter((doc) => doc.t.includes(FEEDBACK_TEXT[locale].question));
    expect(quoting.map((doc) => doc.u)).toEqual([localePath(locale, '/docs/about-chatgnb/privacy-and-security')]);
  });
});

// The build's collector port is the one the tests run with (LOCAL_COLLECTOR_PORT, or the default).
test('the host lets the pages send to the local collector, the one origin added for feedback', () => {
  const config = JSON.parse(fs.readFileSync(path.join(BUILD, 'staticwebapp.config.json'), 'utf8'));
  const connect = /connect-src ([^;]*)/.exec(config.globalHeaders['Content-Security-Policy'])![1]!.split(' ');
  expect(connect).toContain(`http://127.0.0.1:${LOCAL_COLLECTOR_PORT}`);
  expect(connect.filter((source: string) => source.includes(String(LOCAL_COLLECTOR_PORT)))).toHaveLength(1);
});
