/**
 * The search's own steps (src/search), one by one. The whole search is measured on the build by
 * `npm run eval:search`; these tests say which step broke, and run before the build.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
const lunr = require('lunr');
require('lunr-languages/lunr.stemmer.support.js')(lunr);
require('lunr-languages/lunr.fr.js')(lunr);
const {fold, registerFoldAccents} = require('../../lunr/foldAccents.js');
const {SYNONYMS, synonymTable, registerSynonyms} = require('../../lunr/synonyms.js');
const {readerTokens} = require('../../worker/queryTokens.js');
const {rankByPage} = require('../../worker/pageRanking.js');

registerFoldAccents(lunr);
const steps = registerSynonyms(lunr);

test('accents and French elisions are folded', () => {
  assert.equal(fold("l'historique"), 'historique');
  assert.equal(fold('sécurité'), 'securite');
  assert.equal(fold('qu’est'), 'est');
});

test("the reader's words: punctuation, contractions, elisions, French question words", () => {
  assert.deepEqual(readerTokens(["can't", 'sign', 'in']), ['can', 'not', 'sign', 'in']);
  assert.deepEqual(readerTokens(['cant', 'log', 'in']), ['log', 'in']);
  assert.deepEqual(readerTokens(['won’t', 'load']), ['will', 'not', 'load']);
  assert.deepEqual(readerTokens(["chatgnb's", 'history?']), ['chatgnb', 'history']);
  assert.deepEqual(readerTokens(['what', 'is', 'chatgnb?']), ['what', 'is', 'chatgnb']);
  assert.deepEqual(readerTokens(["c'est", 'quoi', 'un', 'mode']), ['est', 'un', 'mode']);
  assert.deepEqual(readerTokens(['comment', 'ecrire', 'un', 'prompt']), ['ecrire', 'un', 'prompt']);
  // Alone, a question word is what the reader looks for.
  assert.deepEqual(readerTokens(['comment']), ['comment']);
  assert.deepEqual(readerTokens(['chat', 'chat']), ['chat']);
  assert.deepEqual(readerTokens(["aujourd'hui"]), ["aujourd'hui"]);
});

test('odd input leaves no word, or a short one, and never throws', () => {
  for (const token of ['*', '~', '^', '+', '-', ':', '"', "'", '<script>', '%e0%a4%a', '()[]{}', '\\']) {
    assert.ok(Array.isArray(readerTokens([token])), token);
  }
  assert.deepEqual(readerTokens(['*', '~', '^']), []);
  assert.deepEqual(readerTokens(['<script>alert(1)</script>']), ['script>alert(1)</script']);
  assert.equal(readerTokens(['é'.repeat(300)])[0].length, 30);
});

/** @param {string} word */
const stopWord = (word) => !lunr.stopWordFilter(word) || !lunr.fr.stopWordFilter(fold(word));

test('synonym groups: single words, no stop word, no word in two groups', () => {
  for (const [locale, groups] of Object.entries(SYNONYMS)) {
    for (const word of groups.flat()) {
      assert.match(word, /^[\p{L}]+$/u, `${locale}: "${word}" is not a single word`);
      assert.ok(!stopWord(word), `${locale}: "${word}" is a stop word: the index never holds it`);
    }
    assert.doesNotThrow(() => synonymTable(lunr, locale));
  }
});

test('a synonym is indexed and searched as its group’s first word, in every form', () => {
  /**
   * @param {string} locale
   * @param {string} text
   */
  const run = (locale, text) => {
    const pipeline = new lunr.Pipeline();
    pipeline.add(lunr.Pipeline.registeredFunctions.foldAccents, lunr.stemmer, lunr.fr.stemmer, steps[locale]);
    return pipeline.runString(text).join(' ');
  };
  assert.equal(run('en', 'logging'), run('en', 'sign'));
  assert.equal(run('en', 'erased'), run('en', 'delete'));
  assert.equal(run('fr', 'effacées'), run('fr', 'supprimer'));
  assert.equal(run('fr', 'courriels'), run('fr', 'email'));
  // Each language keeps to its own list.
  assert.notEqual(run('en', 'effacer'), run('en', 'delete'));
});

test('a question is ranked by the article that holds its words, not by the one section that has them all', () => {
  /**
   * @param {number} i
   * @param {string} t
   */
  const title = (i, t) => ({document: {i, t, u: `/docs/${i}`}, type: 0, page: false, metadata: {}});
  /**
   * @param {number} type
   * @param {number} i
   * @param {number} p
   * @param {string} t
   */
  const part = (type, i, p, t) => ({document: {i, t, p, u: `/docs/${p}`}, type, page: {i: p}, metadata: {}});
  const managing = title(1, 'Managing your chat history');
  const deleteHeading = part(1, 11, 1, 'Delete a chat');
  const startSection = part(4, 21, 2, 'Delete old chats from your history in the side panel.');
  const evidence = [
    {...managing, word: 'chat', strength: 1},
    {...managing, word: 'history', strength: 1},
    {...deleteHeading, word: 'delete', strength: 1},
    {...deleteHeading, word: 'chat', strength: 1},
    ...['delete', 'chat', 'history'].map((word) => ({...startSection, word, strength: 1})),
    {...title(3, 'Search your chat history'), word: 'history', strength: 1},
  ];
  // The plugin's own hits: the one section with all three words.
  const results = [{...startSection, tokens: ['delete', 'chat', 'history'], score: 1}];
  const hits = rankByPage({words: ['delete', 'chat', 'history'], evidence, results, pageCount: 20, limit: 8});
  assert.equal(hits[0].document.i, 1, 'the article whose title and heading hold the words comes first');
  assert.deepEqual(hits.map((hit) => hit.document.i).sort(), [1, 21, 3]);
  // Nothing lost, nothing twice, never more than asked.
  assert.equal(rankByPage({words: ['a', 'b'], evidence: [], results, pageCount: 20, limit: 8}).length, 1);
  assert.equal(rankByPage({words: ['delete', 'chat'], evidence, results, pageCount: 20, limit: 1}).length, 1);
});
