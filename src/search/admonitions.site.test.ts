/**
 * An admonition's label ("tip", « astuce », or its own title) is not a sentence of the article: the index leaves it
 * out (./plugin.ts, ADMONITION_LABEL), so a passage never reads "tip Keep a copy of your prompts…". The selector
 * names the theme's module class: when no built admonition matches it any more, this check says so.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseHTML} from 'linkedom';
import {describe, expect, test} from 'vitest';
import {LOCALES} from '@site/src/shared/testFacts/site';
import {BUILD} from '../testing/builtPages';
import {ADMONITION_LABEL} from './plugin';
import {readWholeSearchIndex} from './tools/index.mjs';

/** The built articles of a locale (not the other locale's folder). */
function builtArticles(dir: string): string[] {
  const docs = path.join(dir, 'docs');
  return fs
    .readdirSync(docs, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(docs, file));
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.each(LOCALES)('%s', (locale) => {
  const dir = path.join(BUILD, locale === 'fr' ? 'fr' : '');
  const labels = new Set<string>();
  for (const file of builtArticles(dir)) {
    const {document} = parseHTML(fs.readFileSync(file, 'utf8'));
    for (const label of document.querySelectorAll(ADMONITION_LABEL)) labels.add(label.textContent.trim());
  }
  const sections = readWholeSearchIndex(dir)[4].documents.map((document) => document.t);

  test("the articles' admonitions have labels the index leaves out", () => {
    expect([...labels].length, `no element matches ${ADMONITION_LABEL}: has the theme renamed it?`).toBeGreaterThan(0);
  });

  test('no indexed section reads an admonition label as text', () => {
    const glued = sections.filter((text) =>
      [...labels].some((label) => new RegExp(`(^| )${escaped(label)} \\p{Lu}`, 'u').test(text)),
    );
    expect(glued.map((text) => text.slice(0, 80))).toEqual([]);
  });
});
