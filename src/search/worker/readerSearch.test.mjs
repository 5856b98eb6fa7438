/**
 * The reader's words as the worker looks them up (./readerSearch.js), on a small index built as the site's is: a word
 * cut short finds the article's word; a short one the index does not hold finds no other short word; French words
 * that only join a sentence are not marked as the reader's.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
const lunr = require('lunr');
require('lunr-languages/lunr.stemmer.support.js')(lunr);
require('lunr-languages/lunr.fr.js')(lunr);
const {readerSearch} = require('./readerSearch.js');
const {DOCUMENT_KIND} = require('../shared/documentKinds.js');

/**
 * One page, its text one section, indexed as the plugin does (a lunr index a type, `t` with positions).
 * @param {'en' | 'fr'} locale
 * @param {string} text
 */
function site(locale, text) {
  const page = {i: 1, t: 'Help', u: '/docs/help'};
  const section = {i: 2, t: text, u: '/docs/help', h: '#help', p: 1};
  /** @type {Record<number, {i: number, t: string, u: string}[]>} */
  const docsOfKind = {[DOCUMENT_KIND.title]: [page], [DOCUMENT_KIND.content]: [section]};
  return [
    DOCUMENT_KIND.title,
    DOCUMENT_KIND.heading,
    DOCUMENT_KIND.description,
    DOCUMENT_KIND.keywords,
    DOCUMENT_KIND.content,
  ].map((type) => {
    const docs = docsOfKind[type] ?? [];
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
    SearchDocumentType: {Title: DOCUMENT_KIND.title},
    // None, so that only the rules answer.
    relatedTerms: {},
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
