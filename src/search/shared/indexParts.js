/**
 * The search index in parts (../build/writeIndexParts.js writes them, ../worker/indexPartsReader.js reads them): what
 * the build and the browser must agree on, defined once.
 *
 * - The dictionary, beside the plugin's index (`search-index.json?_=<hash>` → `search-index-dictionary.json?_=<hash>`):
 *   every term of the index and which of its indexes (the plugin's document types) hold it, front-coded; each
 *   index's fields, query pipeline and number of documents; the folder of the other parts and how many there are;
 *   `completions`, the terms a very short word still being typed stands for (SHORT_PREFIX), most frequent first.
 * - Postings (`t<n>.json`), by runs of consecutive terms: per term and index, lunr's term index, its postings
 *   (`{field: {docRef: [weight, metadata]}}`, the weight being the value of the document field's vector at that
 *   term) and the page of each document.
 * - Documents (`d<n>.json`), by runs of consecutive pages: each index's documents whose page falls in that part, so
 *   that a hit and its page come together; the dictionary's `documentParts` is the first page of each.
 *
 * @typedef {{i: number, t: string, u: string, h?: string, s?: string, p?: number}} SearchDocument a document of
 *   the plugin's index: title or text, URL, section hash, section title, parent page
 * @typedef {{documents: SearchDocument[], index: import('lunr').Index.Saved}} SavedIndex the plugin's index of one
 *   kind of document, as saved
 * @typedef {{fields: string[], pipeline: string[], documentCount: number}} IndexOutline
 * @typedef {{version: number, folder: string, termParts: number[], documentParts: number[],
 *   indexes: IndexOutline[], terms: string, completions: number[]}} Dictionary
 * @typedef {[termIndex: number, byField: Record<string, Record<string, [number, object]>>,
 *   pages: Record<string, number | undefined>]} TermEntry a term's postings in one index, and the page of each document
 * @typedef {Record<string, (TermEntry | 0)[]>} TermPart per term, its entry in each index (0: not in that index)
 * @typedef {SearchDocument[][]} DocumentPart per index, its documents
 */

const FORMAT_VERSION = 2;

/**
 * A word of at most this many letters, still being typed ("m", "me"), stands for its COMPLETIONS most frequent
 * completions only, not for every term it begins (hundreds at 1,000 articles, whose postings weigh hundreds of KB).
 * A complete word, and any word longer than this, finds what the whole index finds.
 */
const SHORT_PREFIX = 2;
const COMPLETIONS = 3;

/** The folder of the parts: named by a hash of their content, so a browser's cached copy is never stale. */
const PARTS_FOLDER = /^search-index-[0-9a-f]{16}$/;

/**
 * The dictionary's address, from the plugin's index address (`searchIndexUrl`, with its `{dir}` replaced).
 * @param {string} indexPath
 */
function dictionaryPath(indexPath) {
  return indexPath.replace(/\.json(\?|$)/, '-dictionary.json$1');
}

/**
 * Which part holds `position`, when the parts are runs of consecutive values and `starts` is the first value of each.
 * Postings: runs of consecutive terms (a term's position in the dictionary's order), so that a prefix (a word still
 * being typed) reaches one part or a few, not all. Documents: runs of consecutive pages (a page's id).
 * @param {number} position
 * @param {number[]} starts
 */
function partHolding(position, starts) {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (starts[middle] <= position) {
      low = middle;
    } else {
      high = middle - 1;
    }
  }
  return low;
}

/**
 * Terms, sorted, each with a bit mask of the indexes holding it, as lines: the mask (base 32), the length of the
 * prefix shared with the previous term, a comma, the rest of the term. (lunr's tokens hold no line break.)
 * @param {[string, number][]} entries
 */
function encodeTerms(entries) {
  let previous = '';
  return entries
    .map(([term, mask]) => {
      let shared = 0;
      while (shared < term.length && shared < previous.length && term[shared] === previous[shared]) {
        shared += 1;
      }
      previous = term;
      return `${mask.toString(32)}${shared},${term.slice(shared)}`;
    })
    .join('\n');
}

/**
 * The inverse of encodeTerms: [term, mask] pairs, in order.
 * @param {string} text
 * @returns {[string, number][]}
 */
function decodeTerms(text) {
  let previous = '';
  return (text ? text.split('\n') : []).map((line) => {
    const comma = line.indexOf(',');
    const term = previous.slice(0, Number(line.slice(1, comma))) + line.slice(comma + 1);
    previous = term;
    return [term, parseInt(line[0], 32)];
  });
}

/**
 * How many of `terms` (sorted) begin with `prefix`.
 * @param {string} prefix
 * @param {string[]} terms
 */
function countBeginning(prefix, terms) {
  /** @param {string} value */
  const firstNotBefore = (value) => {
    let low = 0;
    let high = terms.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (terms[middle] < value) {
        low = middle + 1;
      } else {
        high = middle;
      }
    }
    return low;
  };
  const first = firstNotBefore(prefix);
  let end = first;
  while (end < terms.length && terms[end].startsWith(prefix)) {
    end += 1;
  }
  return end - first;
}

/**
 * The terms that `prefix` (a word of at most SHORT_PREFIX letters still being typed) stands for: null when it begins
 * at most COMPLETIONS terms (it stands for them all); else its COMPLETIONS most frequent completions, sorted, from
 * the dictionary's `completions` (positions in `terms`, most frequent first), which holds those of every such prefix
 * (../build/writeIndexParts.js), so its first matches are the prefix's.
 * @param {string} prefix
 * @param {number[]} completions
 * @param {string[]} terms
 */
function completionsOf(prefix, completions, terms) {
  if (countBeginning(prefix, terms) <= COMPLETIONS) {
    return null;
  }
  /** @type {string[]} */
  const found = [];
  for (const position of completions) {
    if (found.length === COMPLETIONS) {
      break;
    }
    if (terms[position]?.startsWith(prefix)) {
      found.push(terms[position]);
    }
  }
  return found.sort();
}

module.exports = {
  FORMAT_VERSION,
  SHORT_PREFIX,
  COMPLETIONS,
  completionsOf,
  PARTS_FOLDER,
  dictionaryPath,
  partHolding,
  encodeTerms,
  decodeTerms,
};
