/**
 * The reader's words as the worker looks them up (./readerSearch.js), on a small index built as the site's is: a word
 * cut short finds the article's word; a short one the index does not hold finds no other short word; French words
 * that only join a sentence are not marked as the reader's.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
// The related terms the site's build hands the worker (../plugin.ts): none here, so that only the rules answer.
const RELATED_TERMS = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'reader-search-')), 'related-terms.json');
fs.writeFileSync(RELATED_TERMS, '{}');
const Module = /** @type {any} */ (require('node:module'));
const resolve = Module._resolveFilename;
Module._resolveFilename = function resolveRelatedTerms(
  /** @type {string} */ request,
  /** @type {unknown[]} */ ...rest
) {
  return request === '@chatgnb/related-terms.json' ? RELATED_TERMS : resolve.call(this, request, ...rest);
};
const lunr = require('lunr');
require('lunr-languages/lunr.stemmer.support.js')(lunr);
require('lunr-languages/lunr.fr.js')(lunr);
const {readerSearch} = require('./readerSearch.js');

/** The plugin's document types, in the order of its indexes (../worker/passages.js, `TYPE`). */
const TYPES = 5;

/**
 * One page, its text one section, indexed as the plugin does (a lunr index a type, `t` with positions).
 * @param {'en' | 'fr'} locale
 * @param {string} text
 */
function site(locale, text) {
  const page = {i: 1, t: 'Help', u: '/docs/help'};
  const section = {i: 2, t: text, u: '/docs/help', h: '#help', p: 1};
  const docsOfType = [[page], [], [], [], [section]];
  return docsOfType.slice(0, TYPES).map((docs, type) => {
    const index = lunr(function build() {
      if (locale === 'fr') this.use(/** @type {any} */ (lunr).fr);
      this.ref('i');
      this.field('t');
      this.metadataWhitelist = ['position'];
      for (const doc of docs) this.add(doc);
    });
    const byId = new Map(docs.map((doc) => [String(doc.i), doc]));
    return {
      type,
      index,
      postings: {},
      documents: {length: docs.length, byId, get: (/** @type {string} */ id) => byId.get(String(id))},
    };
  });
}

/**
 * The words marked in the page's passages, for a question.
 * @param {'en' | 'fr'} locale
 * @param {string} text
 * @param {string} question
 */
function marked(locale, text, question) {
  const search = readerSearch({
    lunr,
    language: [locale],
    removeDefaultStopWordFilter: [],
    smartQueries: () => [],
    SearchDocumentType: {Title: 0},
  });
  const answers = search.answers(/** @type {any} */ (site(locale, text)), question.split(' '), `${question} `, [], 8);
  return answers.flatMap((answer) =>
    answer.passages.flatMap((passage) => passage.text.filter((run) => run.marked).map((run) => run.text)),
  );
}

test('a word cut short finds the word it starts', () => {
  assert.deepEqual(marked('en', 'Never enter personal information about clients.', 'personal info'), [
    'personal',
    'information',
  ]);
});

test('a short word the index does not hold finds no other short word within a typo', () => {
  assert.deepEqual(marked('en', 'Delete old chats once a day.', 'next pay'), []);
  assert.deepEqual(marked('fr', 'Si la page reste blanche, rechargez-la.', 'je sais'), []);
});

test('a longer word still finds the word it is a typo of', () => {
  assert.deepEqual(marked('en', 'Your past chats are in the side panel.', 'side pannel'), ['side', 'panel.']);
});

test('« si », which only joins a sentence, is not marked as the reader’s word', () => {
  assert.deepEqual(marked('fr', 'Si vous videz le cache vos conversations restent.', 'si je vide le cache'), [
    'videz',
    'cache',
  ]);
});
