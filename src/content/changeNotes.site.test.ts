/**
 * Change notes as the build shows them, read from the pending-translation sample (`npm run build:pending-sample`,
 * src/translations/tools/buildPendingSample.mjs), whose article has a note of 20 November 2025 in both languages: under
 * the French article's title, its "Last updated" day, and "What's new".
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from 'vitest';
import {PENDING_SAMPLE} from '@site/src/translations/tools/index.mjs';
import {parseHtml} from '@site/src/testing/builtPages';

const SAMPLE = path.resolve(import.meta.dirname, '../..', PENDING_SAMPLE.outDir);
const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim();

function samplePage(route: string): Document {
  const file = path.join(SAMPLE, 'fr', `${route}.html`);
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: run npm run build:pending-sample first.`);
  }
  return parseHtml(fs.readFileSync(file, 'utf8'));
}

const LATEST = `Mis à jour le 20 novembre 2025 : ${PENDING_SAMPLE.changeNote.fr}`;

test("the French article shows its note under its title, every note behind « Voir toutes les mises à jour », and the note's day as its last update", () => {
  const article = samplePage(`docs/${PENDING_SAMPLE.article}`).querySelector('[data-auth-gate] article')!;
  const titleThenNote = article.querySelectorAll('h1, details');
  expect(Array.from(titleThenNote, (element) => element.tagName.toLowerCase())).toEqual(['h1', 'details']);
  expect(text(article.querySelector('details')?.previousElementSibling)).toBe(LATEST);
  expect(text(article.querySelector('details summary'))).toBe('Voir toutes les mises à jour');
  expect(article.querySelector('time[itemprop="dateModified"]')?.getAttribute('datetime')).toBe(
    `${PENDING_SAMPLE.englishUpdatedOn}T00:00:00.000Z`,
  );
});

test('« Nouveautés » lists the note with its article', () => {
  const main = samplePage('whats-new').querySelector('main')!;
  expect(text(main.querySelector('h1'))).toBe('Nouveautés');
  const entry = main.querySelector('li');
  expect(entry?.querySelector('h2 a')?.getAttribute('href')).toBe(`/fr/docs/${PENDING_SAMPLE.article}`);
  expect(text(entry?.querySelector('p'))).toBe(`20 novembre 2025 : ${PENDING_SAMPLE.changeNote.fr}`);
});
