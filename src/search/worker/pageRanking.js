/**
 * Orders the hits of a question of several words by article (page), not by section.
 *
 * The search plugin's index holds, per page, its title, its description, its keywords, and each heading and
 * section as separate documents; its worker returns the documents that hold every word (or, failing that, all but
 * one), page titles first, then headings, then descriptions, keywords and sections (upstream:
 * easyops-cn/docusaurus-search-local#436). A reader's question describes an article, and its words are spread
 * over that article: "delete my chat history" is the article titled "Managing your chat history" with the heading
 * "Delete a chat", while the one section that holds all three words is elsewhere. So, for a question of two words
 * or more, the worker (./readerSearch.js) also looks up each word alone, and this module scores each page by the words it
 * holds anywhere: each word weighs by where it is on the page (title above keywords and headings, above the
 * description, above a section) and by how rare it is across pages (a word every page has tells little), and an
 * exact word above a prefix or a near miss. Pages come in that order; each shows the plugin's own hits for it, or,
 * if the plugin had none, the part of the page that holds the most words.
 */

/**
 * @typedef {{i: number, p?: number}} PageDocument
 * @typedef {{document: PageDocument, type: number, page?: PageDocument | boolean, metadata?: object,
 *   tokens?: string[], score?: number}} RankedHit
 * @typedef {RankedHit & {metadata: object, word: string, strength: number}} Evidence
 * @typedef {{id: number | undefined, weights: Map<string, number>, parts: Map<string, {item: Evidence, words: Set<string>,
 *   weight: number, metadata: object}>, firstResult: number, score: number}} Page
 */

/**
 * How much a word says about a page, by where the page has it (the plugin's SearchDocumentType).
 * @type {Record<number, number>}
 */
const WEIGHT_BY_TYPE = {0: 4, 1: 3, 2: 2, 3: 3, 4: 1};
/** A word found only as the start of a longer one (the reader may still be typing), or within a typo of one. */
const STRENGTH = {exact: 1, prefix: 0.7, approximate: 0.5};
/** At most this many hits per page, so that the first hits show several articles. */
const HITS_PER_PAGE = 3;

/**
 * The id of a hit's page: a title is its own page; headings, descriptions, keywords and sections point to it.
 * @param {RankedHit} hit
 */
const pageIdOf = (hit) => (hit.type === 0 ? hit.document.i : hit.document.p);

/**
 * @param {object} input
 * @param {string[]} input.words the reader's words that are not stop words (two or more)
 * @param {Evidence[]} input.evidence every document that holds one of the words, once per word
 * @param {RankedHit[]} input.results the plugin's hits, in its order
 * @param {number} input.pageCount how many pages the index has
 * @param {number} input.limit how many hits to return
 * @returns {RankedHit[]} hits, in the plugin's shape, best page first
 */
function rankByPage({words, evidence, results, pageCount, limit}) {
  const pagesWithWord = new Map(words.map((word) => [word, new Set()]));
  /** @type {Map<number | undefined, Page>} */
  const pages = new Map();
  for (const item of evidence) {
    const pageId = pageIdOf(item);
    pagesWithWord.get(item.word)?.add(pageId);
    let page = pages.get(pageId);
    if (!page) {
      page = {id: pageId, weights: new Map(), parts: new Map(), firstResult: Infinity, score: 0};
      pages.set(pageId, page);
    }
    const weight = WEIGHT_BY_TYPE[item.type] * item.strength;
    page.weights.set(item.word, Math.max(page.weights.get(item.word) ?? 0, weight));
    // Descriptions and keywords share their page title's id: a part is a type and an id.
    const key = `${item.type}/${item.document.i}`;
    let part = page.parts.get(key);
    if (!part) {
      part = {item, words: new Set(), weight: 0, metadata: {}};
      page.parts.set(key, part);
    }
    if (!part.words.has(item.word)) {
      part.words.add(item.word);
      part.weight += weight;
      Object.assign(part.metadata, item.metadata);
    }
  }
  const rarity = new Map(
    words.map((word) => [word, Math.log(1 + pageCount / Math.max(1, pagesWithWord.get(word)?.size ?? 0))]),
  );
  results.forEach((hit, index) => {
    const page = pages.get(pageIdOf(hit));
    if (page && page.firstResult === Infinity) {
      page.firstResult = index;
    }
  });
  for (const page of pages.values()) {
    page.score = words.reduce((sum, word) => sum + (rarity.get(word) ?? 0) * (page.weights.get(word) ?? 0), 0);
  }
  const ranked = [...pages.values()].sort((a, b) => b.score - a.score || a.firstResult - b.firstResult);

  /** @type {RankedHit[]} */
  const hits = [];
  const seen = new Set();
  /** @param {RankedHit} hit */
  const add = (hit) => {
    if (hits.length < limit && !seen.has(hit.document.i)) {
      seen.add(hit.document.i);
      hits.push(hit);
    }
  };
  for (const page of ranked) {
    const own = results.filter((hit) => pageIdOf(hit) === page.id).slice(0, HITS_PER_PAGE);
    if (own.length > 0) {
      own.forEach(add);
    } else {
      const best = [...page.parts.values()].sort((a, b) => b.words.size - a.words.size || b.weight - a.weight)[0];
      add({
        document: best.item.document,
        type: best.item.type,
        page: best.item.page,
        metadata: best.metadata,
        tokens: words,
        score: page.score,
      });
    }
  }
  // Hits the word-by-word look-up did not reach (a typo the plugin tolerated): after the others.
  results.forEach(add);
  return hits;
}

module.exports = {rankByPage, WEIGHT_BY_TYPE, STRENGTH};
