/**
 * What the search plugin's web worker does with a reader's question, added by our patch of it
 * (patches/@easyops-cn+docusaurus-search-local+0.55.3.patch, see patches/README.md): the steps the saved index names
 * (accent folding, related terms), the plugin's query builder given the reader's words as the index knows them
 * (./smartQueries.js), the pages that answer ranked by article (./pageRanking.js), each with its passages
 * (./passages.js).
 *
 * The worker hands over what it has (its lunr, the plugin's constants, query builder and document types): nothing
 * here imports the plugin's files.
 */
const {registerFoldAccents} = require('../shared/lunr/foldAccents');
const {registerRelatedTerms} = require('../shared/lunr/relatedTerms');
// The authors' related terms, as the build read them (../plugin.ts).
const {createSmartQueries, LONG_WORD, shortened} = require('./smartQueries');
const {readerTokens, wrappingWords} = require('./queryTokens');
const {rankPages, STRENGTH} = require('./pageRanking');
const {passagesOfPage, questionEvidence} = require('./passages');
const {cuesOf, headingAsksCue} = require('./questionCues');
const {indexPartsReader} = require('./indexPartsReader');
const {DOCUMENT_KIND, pageIdOf} = require('../shared/documentKinds');

/**
 * Pages ranked again once their documents are fetched (the keywords' questions told apart from the curated keywords,
 * ./passages.js), beyond those asked for.
 */
const RERANKED_BEYOND_LIMIT = 4;

/** The first page leads clearly (../shared/boxOptions.js shows two of its passages) when it scores this many times the next. */
const LEAD = 1.5;

/** What a page's title asking the reader's kind of question adds to it, in weights of an average word of the question. */
const TITLE_CUE = 4;

/**
 * A word the index does not hold is looked up within one typo when its stem is this long at least: a stem of 2 or 3
 * letters is then some other short word (« sais », stem « sai », found « si »; "pay" found "day", "way" and "say").
 */
const SHORTEST_APPROXIMATE = 4;

/** How much a word that wraps the question (./queryTokens.js) counts, against one that says what it is about. */
const WRAPPING_WEIGHT = 0.25;

/**
 * @typedef {import('./indexPartsReader').WrappedIndex} WrappedIndex
 * @typedef {import('./pageRanking').RankedHit} RankedHit
 */

/**
 * The share of the reader's words a page holds, each weighed by how rare it is (a word no page holds, the rarest) and
 * by how it was found (a near miss counts half: "pay" is not "day"). Under half, the search found little that fits.
 * @param {string[]} words
 * @param {Map<string, number>} found the strength each word was found with on the page
 * @param {Map<string, number>} rarity
 */
function coverageOf(words, found, rarity) {
  if (words.length === 0) return 1;
  const weightOf = (/** @type {string} */ word) => rarity.get(word) ?? 1;
  const asked = words.reduce((sum, word) => sum + weightOf(word), 0);
  return words.reduce((sum, word) => sum + weightOf(word) * (found.get(word) ?? 0), 0) / asked;
}

/**
 * @param {object} plugin what the plugin's worker has
 * @param {typeof import('lunr')} plugin.lunr the worker's lunr (with the plugin's languages)
 * @param {string[]} plugin.language the search's languages (the plugin's `language` option)
 * @param {string[]} plugin.removeDefaultStopWordFilter the plugin's option of that name
 * @param {import('./smartQueries').SmartQueries} plugin.smartQueries the plugin's query builder
 * @param {{Title: number}} plugin.SearchDocumentType the plugin's kinds of document
 * @param {Record<string, string[][]>} [plugin.relatedTerms] the authors' related terms (the build's, unless given)
 */
function readerSearch({
  lunr,
  language,
  removeDefaultStopWordFilter,
  smartQueries,
  SearchDocumentType,
  relatedTerms = require('@chatgnb/related-terms.json'),
}) {
  // The saved index names these steps: lunr must know them to load it.
  registerFoldAccents(lunr);
  registerRelatedTerms(lunr, relatedTerms);
  const queries = createSmartQueries({lunr, language, removeDefaultStopWordFilter, smartQueries});

  const indexParts = indexPartsReader(lunr);
  /**
   * The document of a hit or of a hit's page: fetched, or a stand-in (./indexPartsReader.js).
   * @param {WrappedIndex} wrappedIndex
   * @param {string | number | undefined} id
   */
  const documentById = (wrappedIndex, id) =>
    /** @type {import('./indexPartsReader').WorkerDocument} */ (wrappedIndex.documents.get(id));

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
      page:
        wrappedIndex.type !== SearchDocumentType.Title && documentById(wrappedIndexes[DOCUMENT_KIND.title], document.p),
      // lunr's match data: term → field → what the index keeps of it (`position`, for this index).
      metadata: /** @type {import('./pageRanking').Evidence['metadata']} */ (result.matchData.metadata),
      ...fields,
    };
  }

  /**
   * A word as the index looks it up (its search pipeline: stemmed, accents folded).
   * @param {WrappedIndex} wrappedIndex
   * @param {string} word
   */
  const stemOf = (wrappedIndex, word) =>
    /** @type {{pipeline: import('lunr').Pipeline}} */ (/** @type {unknown} */ (wrappedIndex.index)).pipeline.runString(
      word,
    )[0] ?? '';

  /**
   * Every document that holds one of `words`, once per word: exactly; as a prefix for the last word if the reader
   * may still be typing it; within a typo (as in ./smartQueries.js) for a word found neither way.
   * @param {WrappedIndex[]} wrappedIndexes
   * @param {string[]} words
   * @param {boolean} lastMayBeTyped
   * @param {number} [weight] how much the words count (WRAPPING_WEIGHT for words that wrap the question)
   */
  function gatherEvidence(wrappedIndexes, words, lastMayBeTyped, weight = 1) {
    /** @type {import('./pageRanking').Evidence[]} */
    const evidence = [];
    // `term` is looked up; the page ranking counts what it finds as the reader's `word`.
    /**
     * @param {string} term
     * @param {Omit<import('lunr').Query.Clause, 'term'>} options
     * @param {number} strengthOfWord how it was found (STRENGTH)
     */
    const lookUp = (term, options, strengthOfWord, word = term) => {
      const strength = strengthOfWord * weight;
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
      const stem = stemOf(wrappedIndexes[0], word);
      // A word cut short ("info", « modif ») is the start of the article's word.
      if (!found && stem.length >= SHORTEST_APPROXIMATE) {
        found = lookUp(word, {wildcard: lunr.Query.wildcard.TRAILING}, STRENGTH.prefix);
      }
      if (!found && stem.length >= SHORTEST_APPROXIMATE) {
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
    fetchIndexes: indexParts.fetchIndexes,

    /** Runs the plugin's `search` of the loaded indexes once every part of the index it reads is fetched. */
    search: indexParts.search,

    /** The plugin's query builder, on the reader's words, followed by queries for typos in long words. */
    smartQueries: queries.smartQueries,

    /**
     * The answer to `input`: its first `limit` pages, best first, each with the passages that answer (./passages.js).
     * Until the pages' documents are fetched, their titles stand in (./indexPartsReader.js fetches them and asks again).
     * @param {WrappedIndex[]} wrappedIndexes
     * @param {string[]} rawTokens
     * @param {string} input
     * @param {RankedHit[]} results the plugin's hits
     * @param {number} limit
     * @returns {import('./passages').Answer[]}
     */
    answers(wrappedIndexes, rawTokens, input, results, limit) {
      const words = queries.withoutStopWords(readerTokens(rawTokens));
      const wrapping = queries.withoutStopWords(wrappingWords(rawTokens));
      const lastMayBeTyped = !/[\s\p{P}]$/u.test(input);
      const asked = {
        words: [...words, ...wrapping],
        evidence: [
          ...gatherEvidence(wrappedIndexes, words, lastMayBeTyped && wrapping.length === 0),
          ...gatherEvidence(wrappedIndexes, wrapping, false, WRAPPING_WEIGHT),
        ],
        results,
        pageCount: wrappedIndexes[DOCUMENT_KIND.title].documents.length,
      };
      const candidates = rankPages(asked).pages.slice(0, limit + RERANKED_BEYOND_LIMIT);
      const pageDocument = (/** @type {number} */ id) =>
        /** @type {import('./passages').IndexDocument} */ (documentById(wrappedIndexes[DOCUMENT_KIND.title], id));
      if (!candidates.every(({id}) => typeof pageDocument(id).t === 'string')) {
        // Stand-ins: ./indexPartsReader.js fetches these pages' documents and asks again.
        return candidates.map(({id}) => ({
          document: pageDocument(id),
          page: pageDocument(id),
          title: '',
          url: '',
          coverage: 0,
          passages: [],
        }));
      }
      const inCandidates = new Set(candidates.map(({id}) => id));
      const cues = cuesOf(input);
      const {pages, rarity} = rankPages({
        ...asked,
        evidence: questionEvidence(
          wrappedIndexes,
          asked.evidence.filter((item) => inCandidates.has(pageIdOf(item.document, item.type))),
        ),
      });
      // A page whose title asks the reader's kind of question ("What is ChatGNB?" for « c'est quoi chatgnb »)
      // and holds one of the reader's words in it answers first among its equals.
      const titleAsks = (/** @type {{id: number, evidence: {type: number}[]}} */ page) =>
        headingAsksCue(cues, pageDocument(page.id).t) &&
        page.evidence.some((item) => item.type === DOCUMENT_KIND.title);
      const meanWeight = [...rarity.values()].reduce((sum, weight) => sum + weight, 0) / Math.max(1, rarity.size);
      if (words.length >= 2 && pages.some(titleAsks)) {
        for (const page of pages) if (titleAsks(page)) page.score += TITLE_CUE * meanWeight;
        pages.sort((a, b) => b.score - a.score);
      }
      const [first, second] = pages;
      const leads = Boolean(first && (!second || first.score >= LEAD * second.score));
      return pages.slice(0, limit).map(({id, evidence}, n) => {
        const page = pageDocument(id);
        /** @type {Map<string, number>} */
        const found = new Map();
        for (const item of evidence) found.set(item.word, Math.max(found.get(item.word) ?? 0, item.strength));
        return {
          document: page,
          page,
          title: page.t,
          url: page.u,
          coverage: coverageOf(words, found, rarity),
          leads: n === 0 && leads,
          passages: passagesOfPage({
            cues,
            wrappedIndexes: wrappedIndexes,
            page,
            evidence,
            rarity,
          }),
        };
      });
    },
  };
}

module.exports = {readerSearch};
