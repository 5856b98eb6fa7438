import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {frontMatterKeys, headingOutline} from '../../../../content/tools/index.mjs';
import {parseFrontMatter, REVIEW_FIELDS} from '../../../../shared/frontMatter.mjs';
import {EN_DOCS_DIR, FR_DOCS_DIR, listMdx} from '../../../../translations/tools/index.mjs';
import {generateArticles} from './generate.mjs';
import {CATEGORIES} from './vocabulary.mjs';

import {ROOT} from '../../../../shared/node/root.mjs';
const generated = generateArticles({count: 40, seed: 'test'});
const articles = generated.files.filter((file) => file.path.endsWith('.mdx'));
const english = articles.filter((file) => file.path.startsWith(`${EN_DOCS_DIR}/`));
/** @typedef {{path: string, contents: string}} File */
/** @param {File} file */
const frenchOf = (file) =>
  articles.find((other) => other.path === file.path.replace(`${EN_DOCS_DIR}/`, `${FR_DOCS_DIR}/`));

test('the same seed gives the same files; another seed, others', () => {
  assert.deepEqual(generateArticles({count: 40, seed: 'test'}), generated);
  assert.notDeepEqual(generateArticles({count: 40, seed: 'another'}).files, generated.files);
});

test('a smaller run gives the first articles of a larger one', () => {
  const smaller = generateArticles({count: 10, seed: 'test'}).files.filter((file) => !file.path.endsWith('index.mdx'));
  for (const file of smaller) {
    assert.deepEqual(
      file,
      generated.files.find((other) => other.path === file.path),
    );
  }
});

test('every article is in both languages, with the same front matter fields and the same heading ids', () => {
  assert.equal(english.length * 2, articles.length);
  for (const file of english) {
    const french = frenchOf(file);
    assert.ok(french, `${file.path} has no French version`);
    assert.deepEqual(frontMatterKeys(french.contents), frontMatterKeys(file.contents, REVIEW_FIELDS));
    const outline = headingOutline(file.contents);
    assert.ok(outline.length >= 3, `${file.path} has headings`);
    assert.ok(!outline.some((heading) => heading.endsWith('(no id)')), `${file.path}: every heading has an id`);
    assert.deepEqual(headingOutline(french.contents), outline, `${french.path}: the same ids as the English`);
  }
});

test('the French is in French words, the English in English ones', () => {
  // Link targets and heading ids are file names and ids, the same (English) in both languages.
  /** @param {File} file */
  const text = (file) => file.contents.replace(/\]\([^)]*\)|\{#[\w-]+\}/g, ' ').toLowerCase();
  /** @param {File[]} files */
  const words = (files) => files.flatMap((file) => text(file).match(/\p{L}+/gu));
  /**
   * @param {(string | null)[]} list
   * @param {string} word
   */
  const share = (list, word) => list.filter((w) => w === word).length / list.length;
  const french = words(articles.filter((file) => file.path.startsWith(`${FR_DOCS_DIR}/`)));
  const englishWords = words(english);
  assert.ok(share(french, 'the') === 0 && share(french, 'le') > 0.01);
  assert.ok(share(englishWords, 'le') === 0 && share(englishWords, 'the') > 0.02);
});

/** The checkout's own articles: in the bench's copy, not those it added (its categories' folders). */
/** @param {string} file */
const isRealArticle = (file) => !CATEGORIES.some((category) => file.startsWith(`${category.dir}/`));

test('no sentence of the real articles is in the synthetic ones', () => {
  const realSentences = [EN_DOCS_DIR, FR_DOCS_DIR].flatMap((dir) =>
    listMdx(path.join(ROOT, dir))
      .filter(isRealArticle)
      .flatMap((file) =>
        // The prose: not the headings, imports, admonition markers, components or code.
        parseFrontMatter(fs.readFileSync(path.join(ROOT, dir, file), 'utf8'))
          .body.replace(/```[\s\S]*?```/g, '')
          .split('\n')
          .filter((line) => !/^\s*(#|import |:::|<|\|)/.test(line))
          .flatMap((line) => line.split(/(?<=[.!?])\s+/))
          .map((sentence) => sentence.replace(/^[-*\d.\s]+|\*\*/g, '').trim())
          .filter((sentence) => sentence.split(/\s+/).length >= 4),
      ),
  );
  assert.ok(realSentences.length > 500);
  const synthetic = articles.map((file) => file.contents.replace(/\*\*/g, '')).join('\n');
  assert.deepEqual(
    realSentences.filter((sentence) => synthetic.includes(sentence)),
    [],
  );
});
