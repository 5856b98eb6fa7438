/**
 * The search plugin's web worker (@easyops-cn/docusaurus-search-local 0.55.3, dist/client/client/theme/worker.js,
 * MIT), with one addition: a question of two words or more is also ranked by article (./pageRanking.js).
 *
 * The browser bundle loads this file in place of the plugin's worker (an alias, ./index.js). Everything else is
 * the plugin's: how the index is fetched and loaded, the tokenizer, the query builder (through ./smartQueries.js),
 * the loop that runs the queries, and the sorting of the hits. Compare with the plugin's file when upgrading it.
 */
const Comlink = require('comlink');
const lunr = require('lunr');
const {
  searchIndexUrl,
  language,
} = require('@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants.js');
const {tokenize} = require('@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize.js');
const {SearchDocumentType} = require('@easyops-cn/docusaurus-search-local/dist/client/shared/interfaces.js');
const {
  sortSearchResults,
} = require('@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults.js');
const {
  processTreeStatusOfSearchResults,
} = require('@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults.js');
const {smartQueries, withoutStopWords, LONG_WORD, shortened} = require('./smartQueries');
const {readerTokens} = require('./queryTokens');
const {rankByPage, STRENGTH} = require('./pageRanking');

const cache = new Map();

/** Each index's documents by id (the plugin looks them up with `documents.find` for every hit). */
const documentsById = new WeakMap();
function documentById(wrappedIndex, id) {
  let byId = documentsById.get(wrappedIndex);
  if (!byId) {
    byId = new Map(wrappedIndex.documents.map((doc) => [String(doc.i), doc]));
    documentsById.set(wrappedIndex, byId);
  }
  return byId.get(String(id));
}

/** A hit in the plugin's shape (its `page` is the page title's document, for all but titles). */
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

/** The plugin's query loop: each query against each index, in order, until `limit` hits. */
function runQueries(wrappedIndexes, queries, limit) {
  const results = [];
  search: for (const {term, tokens} of queries) {
    for (const wrappedIndex of wrappedIndexes) {
      results.push(
        ...wrappedIndex.index
          .query((query) => {
            for (const item of term) {
              query.term(item.value, {
                wildcard: item.wildcard,
                presence: item.presence,
                ...(item.editDistance ? {editDistance: item.editDistance} : null),
              });
            }
          })
          .slice(0, limit)
          // Remove duplicated results.
          .filter((result) => !results.some((item) => item.document.i.toString() === result.ref))
          .slice(0, limit - results.length)
          .map((result) => hit(wrappedIndexes, wrappedIndex, result, {tokens, score: result.score})),
      );
      if (results.length >= limit) {
        break search;
      }
    }
  }
  return results;
}

/**
 * Every document that holds one of `words`, once per word: exactly; as a prefix for the last word if the reader
 * may still be typing it; within a typo (as in ./smartQueries.js) for a word found neither way.
 */
function gatherEvidence(wrappedIndexes, words, lastMayBeTyped) {
  const evidence = [];
  // `term` is looked up; the page ranking counts what it finds as the reader's `word`.
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

class SearchWorker {
  async fetchIndexes(baseUrl, searchContext) {
    await this.lowLevelFetchIndexes(baseUrl, searchContext);
  }

  async lowLevelFetchIndexes(baseUrl, searchContext) {
    const cacheKey = `${baseUrl}${searchContext}`;
    let promise = cache.get(cacheKey);
    if (!promise) {
      promise = legacyFetchIndexes(baseUrl, searchContext);
      cache.set(cacheKey, promise);
    }
    return promise;
  }

  async search(baseUrl, searchContext, input, limit) {
    const rawTokens = tokenize(input, language);
    if (rawTokens.length === 0) {
      return [];
    }
    const {wrappedIndexes, zhDictionary} = await this.lowLevelFetchIndexes(baseUrl, searchContext);
    let results = runQueries(wrappedIndexes, smartQueries(rawTokens, zhDictionary), limit);
    const words = withoutStopWords(readerTokens(rawTokens));
    if (words.length >= 2) {
      results = rankByPage({
        words,
        evidence: gatherEvidence(wrappedIndexes, words, !/[\s\p{P}]$/u.test(input)),
        results,
        pageCount: wrappedIndexes[0].documents.length,
        limit,
      });
    }
    sortSearchResults(results);
    processTreeStatusOfSearchResults(results);
    return results;
  }
}

async function legacyFetchIndexes(baseUrl, searchContext) {
  const url = `${baseUrl}${searchIndexUrl.replace('{dir}', searchContext ? `-${searchContext.replace(/\//g, '-')}` : '')}`;
  // Catch potential attacks.
  const fullUrl = new URL(url, location.origin);
  if (fullUrl.origin !== location.origin) {
    throw new Error('Unexpected version url');
  }
  const json = await (await fetch(url)).json();
  const wrappedIndexes = json.map(({documents, index}, type) => ({
    type,
    documents,
    index: lunr.Index.load(index),
  }));
  const zhDictionary = json.reduce((acc, item) => {
    for (const tuple of item.index.invertedIndex) {
      if (/\p{Unified_Ideograph}/u.test(tuple[0][0])) {
        acc.add(tuple[0]);
      }
    }
    return acc;
  }, new Set());
  return {
    wrappedIndexes,
    zhDictionary: Array.from(zhDictionary),
  };
}

Comlink.expose(SearchWorker);
