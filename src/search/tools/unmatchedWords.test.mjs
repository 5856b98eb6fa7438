/**
 * Readers teach the search: the words of a search that no article holds (./unmatchedWords.mjs, listed by the owners'
 * report), and what an author's related term does with them.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {unmatchedWords} from './unmatchedWords.mjs';

const require = createRequire(import.meta.url);
const lunr = require('lunr');
require('lunr-languages/lunr.stemmer.support.js')(lunr);
require('lunr-languages/lunr.fr.js')(lunr);
const {registerFoldAccents} = require('../shared/lunr/foldAccents.js');
const {relatedTermsTable} = require('../shared/lunr/relatedTerms.js');

const foldAccents = registerFoldAccents(lunr);
const ARTICLES = [
  {id: 'managing', text: 'Delete a chat: open its menu and select Delete. Deleted chats cannot be recovered.'},
  {id: 'prompts', text: 'A good prompt says what you want, for whom and in what form.'},
];

/**
 * The articles indexed as the site indexes them, with the authors' related terms `groups`; and what a reader's
 * search finds, and the words of it no article holds.
 * @param {string[][]} groups
 */
function siteWith(groups) {
  /** @type {Map<string, string> | null} */
  let table = null;
  /** @param {import('lunr').Token} token */
  const relatedTerms = (token) => {
    table ??= relatedTermsTable(lunr, groups);
    const canonical = table.get(token.toString());
    return canonical === undefined ? token : token.update(() => canonical);
  };
  /** @type {import('lunr').PipelineFunction[]} */
  const steps = [foldAccents, lunr.stemmer, lunr.fr.stemmer, relatedTerms];
  const stopWords = /** @type {import('lunr').PipelineFunction} */ (/** @type {unknown} */ (lunr.stopWordFilter));
  const index = lunr(function () {
    this.pipeline._stack = [stopWords, ...steps];
    this.searchPipeline._stack = [...steps];
    this.ref('id');
    this.field('text');
    for (const article of ARTICLES) this.add(article);
  });
  const searchPipeline = new lunr.Pipeline();
  searchPipeline.add(...steps);
  const {invertedIndex} = /** @type {{invertedIndex: object}} */ (/** @type {unknown} */ (index));
  const terms = new Set(Object.keys(invertedIndex));
  return {
    /** @param {string} query */
    found: (query) =>
      index
        .query((/** @type {import('lunr').Query} */ q) => {
          for (const word of query.split(/\s+/)) q.term(word, {});
        })
        .map((/** @type {{ref: string}} */ result) => result.ref),
    /** @param {string} query */
    unmatched: (query) => unmatchedWords(query, terms, (word) => searchPipeline.runString(word)),
  };
}

test('a search lists the words no article holds, in any form, leaving out stop words and the words around a question', () => {
  const site = siteWith([['delete', 'remove']]);
  assert.deepEqual(site.unmatched('how do I purge my old chats?'), ['purge', 'old']);
  assert.deepEqual(site.unmatched('deleting chats'), []);
  assert.deepEqual(site.unmatched('removed chats'), [], 'a related term is a word the articles hold');
  assert.deepEqual(site.unmatched('the'), []);
});

test("an author's related term for a word readers typed makes that search find the article", () => {
  const before = siteWith([['delete', 'remove']]);
  assert.deepEqual(before.unmatched('purged'), ['purged']);
  assert.deepEqual(before.found('purged'), []);
  const after = siteWith([['delete', 'remove', 'purge']]);
  assert.deepEqual(after.unmatched('purged'), []);
  assert.deepEqual(after.found('purged'), ['managing']);
});
