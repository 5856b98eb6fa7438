/**
 * A French article published while its translation is being revised (PUBLISH_PENDING_TRANSLATIONS) says so at the
 * top, in French and in English, with a link to the English page. Read from the sample build
 * (`npm run build:pending-sample`, src/translations/tools/buildPendingSample.mjs): the French site built the normal way
 * after one English sentence of the article changed, on 20 November 2025, and its French did not.
 * Where the notice shows, and axe on it, are checked in a browser (e2e/translation-notice.spec.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from 'vitest';
import {PENDING_SAMPLE} from '@site/src/shared/testFacts/pendingSample.mjs';
import {docs, localePath} from '@site/src/shared/testFacts/site';
import {parseHtml} from '@site/src/testing/builtPages';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SAMPLE = path.join(ROOT, PENDING_SAMPLE.outDir);
const ARTICLE = `/docs/${PENDING_SAMPLE.article}`;
const NOTICE = {
  name: 'Traduction en cours de révision',
  french:
    'La version anglaise de cette page a été mise à jour le 20 novembre 2025; la présente traduction est en cours de révision. Consulter la version anglaise',
  english:
    'The English version of this page was updated on November 20, 2025; this translation is being revised. Read the English version',
};

function sampleHtml(route: string): string {
  const file = path.join(SAMPLE, `${localePath('fr', route)}.html`);
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: run npm run build:pending-sample first.`);
  }
  return fs.readFileSync(file, 'utf8');
}

const samplePage = (route: string): Document => parseHtml(sampleHtml(route));
const NOTICE_SELECTOR = `section[aria-label="${NOTICE.name}"]`;
const notices = (document: Document) => document.querySelectorAll(NOTICE_SELECTOR);
/** The notice's mark in the page's HTML, without parsing it (on a large site, every French page is read). */
const hasNoticeMark = (html: string) => html.includes(`aria-label="${NOTICE.name}"`);
const text = (element: Element) => element.textContent!.replace(/\s+/g, ' ').trim();

test('the pending article says so before its title, in French and in English, linking to the English page', () => {
  const document = samplePage(ARTICLE);
  expect(notices(document)).toHaveLength(1);
  const notice = notices(document)[0]!;
  const [french, english] = Array.from(notice.querySelectorAll('p'));
  expect([french!.getAttribute('lang'), text(french!)]).toEqual(['fr-CA', NOTICE.french]);
  expect([english!.getAttribute('lang'), text(english!)]).toEqual(['en-CA', NOTICE.english]);
  for (const link of notice.querySelectorAll('a')) {
    expect([link.getAttribute('href'), link.getAttribute('hreflang')]).toEqual([ARTICLE, 'en-CA']);
  }
  // Before the title: the first of the two in document order.
  const noticeThenTitle = document.querySelectorAll(
    `section[aria-label="${NOTICE.name}"], [data-auth-gate] article h1`,
  );
  expect(Array.from(noticeThenTitle).map((element) => element.tagName.toLowerCase())).toEqual(['section', 'h1']);
  // The English page the links lead to is one of the site's (the sample holds the French site only).
  expect(fs.existsSync(path.join(ROOT, 'build', `${ARTICLE}.html`))).toBe(true);
});

test('its articles whose translation is current show no notice', () => {
  // The mark is how the pending article's HTML holds its notice: the search below can find one.
  expect(hasNoticeMark(sampleHtml(ARTICLE))).toBe(true);
  const others = docs('fr').filter(({route}) => route !== ARTICLE);
  expect(others.length).toBeGreaterThan(0);
  expect(others.filter(({route}) => hasNoticeMark(sampleHtml(route))).map(({route}) => route)).toEqual([]);
});
