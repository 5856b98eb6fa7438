/**
 * Orders the pages that answer a question (./readerSearch.js), by article, not by section.
 *
 * The search plugin's index holds, per page, its title, its description, its keywords, and each heading and
 * section as separate documents; its worker returns the documents that hold every word (or, failing that, all but
 * one), page titles first, then headings, then descriptions, keywords and sections (upstream:
 * easyops-cn/docusaurus-search-local#436). A reader's question describes an article, and its words are spread
 * over that article: "delete my chat history" is the article titled "Managing your chat history" with the heading
 * "Delete a chat", while the one section that holds all three words is elsewhere. So the worker (./readerSearch.js)
 * looks up each word alone, and this module scores each page by the words it holds anywhere: each word weighs by where it is on the page (title above keywords and headings, above the
 * description, above a section) and by how rare it is across pages (a word every page has tells little), and an
 * exact word above a prefix or a near miss; the section holding most of them adds to its page. A single word keeps the
 * plugin's order. Each page then answers with its passages (./passages.js).
 */

const {DOCUMENT_KIND, pageIdOf} = require('../shared/documentKinds');

/**
 * @typedef {{i: number, p?: number}} PageDocument
 * @typedef {{document: PageDocument, type: number, page?: PageDocument | boolean, metadata?: object,
 *   tokens?: string[], score?: number}} RankedHit
 * @typedef {RankedHit & {metadata: Record<string, Record<string, {position?: number[][]}>>, word: string,
 *   strength: number}} Evidence
 * @typedef {{id: number | undefined, weights: Map<string, number>, firstResult: number, score: number}} Page
 */

/**
 * How much a word says about a page, by where the page has it (its kind; among the questions readers ask that
 * the page records, `question`: in one that holds another of the reader's words, `questionWord`: alone in its
 * question, ./passages.js).
 * @type {Record<number, number>}
 */
const WEIGHT_BY_TYPE = {
  [DOCUMENT_KIND.title]: 4,
  [DOCUMENT_KIND.heading]: 3,
  [DOCUMENT_KIND.description]: 2,
  [DOCUMENT_KIND.keywords]: 3,
  [DOCUMENT_KIND.content]: 1,
  [DOCUMENT_KIND.question]: 3,
  [DOCUMENT_KIND.questionWord]: 1,
};
/** A word found only as the start of a longer one (the reader may still be typing), or within a typo of one. */
const STRENGTH = {exact: 1, prefix: 0.7, approximate: 0.5};

/** How much the section holding most of the words adds to its page: an answer is in one place, not spread out. */
const SECTION_BONUS = 0.5;

/**
 * The weight of the words of the section (its text) that holds the most of them.
 * @param {Evidence[]} evidence what was found on a page
 * @param {Map<string, number>} rarity
 */
function bestSection(evidence, rarity) {
  /** @type {Map<number, Map<string, number>>} */
  const sections = new Map();
  for (const item of evidence) {
    if (item.type !== DOCUMENT_KIND.content) continue;
    const words = sections.get(item.document.i) ?? new Map();
    words.set(item.word, Math.max(words.get(item.word) ?? 0, item.strength));
    sections.set(item.document.i, words);
  }
  let best = 0;
  for (const words of sections.values()) {
    let weight = 0;
    for (const [word, strength] of words) weight += (rarity.get(word) ?? 0) * strength;
    best = Math.max(best, weight);
  }
  return best;
}

/**
 * @param {object} input
 * @param {string[]} input.words the reader's words that are not stop words
 * @param {Evidence[]} input.evidence every document that holds one of the words, once per word
 * @param {RankedHit[]} input.results the plugin's hits, in its order
 * @param {number} input.pageCount how many pages the index has
 * @returns {{pages: {id: number, evidence: Evidence[], score: number}[], rarity: Map<string, number>}} the pages that
 *   hold a word, best first, with what was found on each and their score, and how much each word tells pages apart
 */
function rankPages({words, evidence, results, pageCount}) {
  const pagesWithWord = new Map(words.map((word) => [word, new Set()]));
  /** @type {Map<number | undefined, Page & {evidence: Evidence[]}>} */
  const pages = new Map();
  for (const item of evidence) {
    const pageId = pageIdOf(item.document, item.type);
    pagesWithWord.get(item.word)?.add(pageId);
    let page = pages.get(pageId);
    if (!page) {
      page = {id: pageId, weights: new Map(), evidence: [], firstResult: Infinity, score: 0};
      pages.set(pageId, page);
    }
    page.evidence.push(item);
    const weight = WEIGHT_BY_TYPE[item.type] * item.strength;
    page.weights.set(item.word, Math.max(page.weights.get(item.word) ?? 0, weight));
  }
  const rarity = new Map(
    words.map((word) => [word, Math.log(1 + pageCount / Math.max(1, pagesWithWord.get(word)?.size ?? 0))]),
  );
  results.forEach((hit, index) => {
    const pageId = pageIdOf(hit.document, hit.type);
    let page = pages.get(pageId);
    if (!page) {
      // A hit the word-by-word look-up did not reach (a typo the plugin tolerated): after the others.
      page = {id: pageId, weights: new Map(), evidence: [], firstResult: index, score: -1};
      pages.set(pageId, page);
    }
    if (page.firstResult === Infinity) {
      page.firstResult = index;
    }
  });
  for (const page of pages.values()) {
    if (page.score < 0) continue;
    page.score =
      words.reduce((sum, word) => sum + (rarity.get(word) ?? 0) * (page.weights.get(word) ?? 0), 0) +
      SECTION_BONUS * bestSection(page.evidence, rarity);
  }
  // One word: the plugin's order (titles, then headings, then the rest) already says where it matters most.
  const byResults = words.length < 2;
  const ranked = [...pages.values()]
    .filter((page) => page.id !== undefined)
    .sort((a, b) =>
      byResults
        ? a.firstResult - b.firstResult || b.score - a.score
        : b.score - a.score || a.firstResult - b.firstResult,
    );
  return {
    pages: ranked.map(({id, evidence: found, score}) => ({id: /** @type {number} */ (id), evidence: found, score})),
    rarity,
  };
}

module.exports = {rankPages, WEIGHT_BY_TYPE, STRENGTH};
