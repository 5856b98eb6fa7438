/**
 * What the search plugin's web worker does with a reader's question, added by our patch of it
 * (patches/@easyops-cn+docusaurus-search-local+0.55.3.patch, see patches/README.md): the steps the saved index names
 * (accent folding, synonyms), the plugin's query builder given the reader's words as the index knows them
 * (./smartQueries.js), and a question of two words or more ranked by article (./pageRanking.js).
 *
 * The worker hands over what it has (its lunr, the plugin's constants, query builder and document types): nothing
 * here imports the plugin's files.
 */
const {registerFoldAccents} = require('../lunr/foldAccents');
const {registerSynonyms} = require('../lunr/synonyms');
const {createSmartQueries, LONG_WORD, shortened} = require('./smartQueries');
const {readerTokens} = require('./queryTokens');
const {rankByPage, STRENGTH} = require('./pageRanking');
const {createChunkedIndex} = require('./partialIndex');

/**
 * @typedef {import('./partialIndex').WrappedIndex} WrappedIndex
 * @typedef {import('./pageRanking').RankedHit} RankedHit
 */

/**
 * @param {object} plugin what the plugin's worker has
 * @param {typeof import('lunr')} plugin.lunr the worker's lunr (with the plugin's languages)
 * @param {string[]} plugin.language the search's languages (the plugin's `language` option)
 * @param {string[]} plugin.removeDefaultStopWordFilter the plugin's option of that name
 * @param {import('./smartQueries').SmartQueries} plugin.smartQueries the plugin's query builder
 * @param {{Title: number}} plugin.SearchDocumentType the plugin's kinds of document
 */
function readerSearch({lunr, language, removeDefaultStopWordFilter, smartQueries, SearchDocumentType}) {
  // The saved index names these steps: lunr must know them to load it.
  registerFoldAccents(lunr);
  registerSynonyms(lunr);
  const queries = createSmartQueries({lunr, language, removeDefaultStopWordFilter, smartQueries});

  const chunkedIndex = createChunkedIndex(lunr);
  /**
   * The document of a hit or of a hit's page: fetched, or a stand-in (./partialIndex.js).
   * @param {WrappedIndex} wrappedIndex
   * @param {string | number | undefined} id
   */
  const documentById = (wrappedIndex, id) =>
    /** @type {import('./partialIndex').WorkerDocument} */ (wrappedIndex.documents.get(id));

  /**
   * A hit in the plugin's shape (its `page` is the page title's document, for all but titles).
   * @param {WrappedIndex[]} wrappedIndexes
   * @param {WrappedIndex} wrappedIndex
   * @param {import('lunr').Index.Result} result
   * @param {{word: string, strength: number}} fields
   */
  function hit(wrappedIndexes, wrappedIndex, result, fields) {
    const document = documentById(wrappedIndex, result.ref);
    return {
      document,
      type: wrappedIndex.type,
      page: wrappedIndex.type !== SearchDocumentType.Title && documentById(wrappedIndexes[0], document.p),
      metadata: result.matchData.metadata,
      ...fields,
    };
  }

  /**
   * Every document that holds one of `words`, once per word: exactly; as a prefix for the last word if the reader
   * may still be typing it; within a typo (as in ./smartQueries.js) for a word found neither way.
   * @param {WrappedIndex[]} wrappedIndexes
   * @param {string[]} words
   * @param {boolean} lastMayBeTyped
   */
  function gatherEvidence(wrappedIndexes, words, lastMayBeTyped) {
    /** @type {import('./pageRanking').Evidence[]} */
    const evidence = [];
    // `term` is looked up; the page ranking counts what it finds as the reader's `word`.
    /**
     * @param {string} term
     * @param {Omit<import('lunr').Query.Clause, 'term'>} options
     * @param {number} strength
     */
    const lookUp = (term, options, strength, word = term) => {
      let found = false;
      for (const wrappedIndex of wrappedIndexes) {
        const matches = wrappedIndex.index.query((query) => {
          query.term(term, {presence: lunr.Query.presence.REQUIRED, ...options});
        });
        for (const result of matches) {
          found = true;
          evidence.push(hit(wrappedIndexes, wrappedIndex, result, {word, strength}));
        }
      }
      return found;
    };
    words.forEach((word, i) => {
      let found = lookUp(word, {}, STRENGTH.exact);
      if (lastMayBeTyped && i === words.length - 1) {
        found = lookUp(word, {wildcard: lunr.Query.wildcard.TRAILING}, STRENGTH.prefix) || found;
      }
      if (!found && word.length > 1) {
        found = lookUp(word, {editDistance: 1}, STRENGTH.approximate);
      }
      if (!found && word.length >= LONG_WORD) {
        lookUp(shortened(word), {editDistance: 1}, STRENGTH.approximate, word);
      }
    });
    return evidence;
  }

  return {
    /** The index at `indexUrl` (the plugin's address for it): its dictionary, the rest as searches need it. */
    fetchIndexes: chunkedIndex.fetchIndexes,

    /** Runs the plugin's `search` of the loaded indexes once every part of the index it reads is fetched. */
    search: chunkedIndex.search,

    /** The plugin's query builder, on the reader's words, followed by queries for typos in long words. */
    smartQueries: queries.smartQueries,

    /**
     * The plugin's hits for `input`, ranked by article when the question has two words or more.
     * @param {WrappedIndex[]} wrappedIndexes
     * @param {string[]} rawTokens
     * @param {string} input
     * @param {RankedHit[]} results
     * @param {number} limit
     */
    rankByPage(wrappedIndexes, rawTokens, input, results, limit) {
      const words = queries.withoutStopWords(readerTokens(rawTokens));
      if (words.length < 2) {
        return results;
      }
      return rankByPage({
        words,
        evidence: gatherEvidence(wrappedIndexes, words, !/[\s\p{P}]$/u.test(input)),
        results,
        pageCount: wrappedIndexes[0].documents.length,
        limit,
      });
    },
  };
}

module.exports = {readerSearch};
