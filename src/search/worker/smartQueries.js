/**
 * The search plugin's query builder, given the reader's words as the index knows them (./queryTokens.js), and
 * followed by queries for typos in long words.
 *
 * The plugin's worker runs these queries in order, and stops once it has enough hits, so
 * the plugin's own queries come first; ours only fill the rest. The plugin's typo tolerance
 * (`fuzzyMatchingDistance`, 1) applies to the stemmed word, and a slip near the end also defeats the stemmer:
 * "translaton" is two edits from the stem "translat", "histroy" two from "histor". Two edits in lunr cost too much
 * for a keystroke (about 60 ms for a 10-letter word, 250 ms for 26 letters) and reach unrelated words; so, for
 * words of LONG_WORD letters or more, the same query with the word's last letter dropped and one edit
 * ("translato" → "translat", "histro" → "histor").
 *
 * (A question whose words are not all in one section is the worker's business: it ranks pages by the words they
 * hold anywhere, ./readerSearch.js and ./pageRanking.js.)
 */
const {readerTokens} = require('./queryTokens');

/** From this length, a word gets the typo queries below (and the same look-up in ./readerSearch.js). */
const LONG_WORD = 7;

/**
 * @typedef {{value: string, presence: number, wildcard: number, editDistance?: number}} QueryTerm
 * @typedef {{tokens: string[], term: QueryTerm[]}} SmartQuery a query of the plugin's worker
 * @typedef {(words: string[], zhDictionary: string[]) => SmartQuery[]} SmartQueries
 */

/**
 * Words that only join a sentence, missing from lunr-languages' list (its `stopWordFilter`): the reader's « si »
 * (« si je vide mon cache ») was marked in every passage that holds one.
 * @type {Record<string, Set<string>>}
 */
const MORE_STOP_WORDS = {fr: new Set(['si', 'ni'])};

/**
 * A long word's last letter dropped, to be matched within one edit.
 * @param {string} word
 */
const shortened = (word) => word.slice(0, -1);

/**
 * A language lunr-languages registered on lunr (`lunr.fr`), if it did.
 * @param {object} lunr
 * @param {string} lang
 */
const registeredLanguage = (lunr, lang) =>
  /** @type {Record<string, import('lunr').LanguageSupport | undefined>} */ (lunr)[lang];

/**
 * The query builder, given what the plugin's worker has (./readerSearch.js): its lunr, its `language` and
 * `removeDefaultStopWordFilter` options, and its own query builder (`smartQueries`).
 * @param {{lunr: typeof import('lunr'), language: string[], removeDefaultStopWordFilter: string[],
 *   smartQueries: SmartQueries}} plugin
 */
function createSmartQueries({lunr, language, removeDefaultStopWordFilter, smartQueries: pluginSmartQueries}) {
  /**
   * The words that are not stop words, with the same stop word filters as the plugin.
   * @param {string[]} words
   */
  function withoutStopWords(words) {
    const filters = language
      .filter((lang) => !removeDefaultStopWordFilter.includes(lang))
      .map((lang) => (lang === 'en' ? lunr.stopWordFilter : registeredLanguage(lunr, lang)?.stopWordFilter))
      .filter((filter) => filter !== undefined);
    const more = language.flatMap((lang) => [...(MORE_STOP_WORDS[lang] ?? [])]);
    return words.filter((word) => filters.every((keep) => keep(word)) && !more.includes(word));
  }

  /**
   * The query requiring all `words`, long ones shortened and within one edit. (No prefix variant for a word still
   * being typed: lunr ignores a trailing wildcard on a term with an edit distance.)
   * @param {string[]} words
   * @returns {SmartQuery}
   */
  function typoQuery(words) {
    return {
      tokens: words,
      term: words.map((word) => {
        const long = word.length >= LONG_WORD;
        return {
          value: long ? shortened(word) : word,
          presence: lunr.Query.presence.REQUIRED,
          wildcard: lunr.Query.wildcard.NONE,
          editDistance: long ? 1 : undefined,
        };
      }),
    };
  }

  /**
   * @param {string[]} tokens
   * @param {string[]} zhDictionary
   */
  function smartQueries(tokens, zhDictionary) {
    const words = readerTokens(tokens);
    if (words.length === 0) {
      // Only punctuation or stop-word contractions: no query (a lunr query without a term matches every page).
      return [];
    }
    const refined = withoutStopWords(words);
    const typos = refined.some((word) => word.length >= LONG_WORD) ? [typoQuery(refined)] : [];
    return pluginSmartQueries(words, zhDictionary).concat(typos);
  }

  return {smartQueries, withoutStopWords};
}

module.exports = {createSmartQueries, LONG_WORD, shortened};
