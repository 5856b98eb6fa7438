/**
 * The search index in parts (see ../chunkedIndex.js, which writes them, and ./chunkedIndex.js, which reads them):
 * what the build and the browser must agree on, defined once.
 *
 * - The dictionary, beside the plugin's index (`search-index.json?_=<hash>` → `search-index-dictionary.json?_=<hash>`):
 *   every term of the index and which of its indexes (the plugin's document types) hold it, front-coded; each
 *   index's fields, query pipeline and number of documents; the folder of the other parts and how many there are.
 * - Postings (`t<n>.json`), by runs of consecutive terms: per term and index, lunr's term index, its postings
 *   (`{field: {docRef: [weight, metadata]}}`, the weight being the value of the document field's vector at that
 *   term) and the page of each document.
 * - Documents (`d<n>.json`), by page: each index's documents whose page falls in that part, so that a hit and its
 *   page come together.
 */

const FORMAT_VERSION = 1;

/** The folder of the parts: named by a hash of their content, so a browser's cached copy is never stale. */
const PARTS_FOLDER = /^search-index-[0-9a-f]{16}$/;

/** The dictionary's address, from the plugin's index address (`searchIndexUrl`, with its `{dir}` replaced). */
function dictionaryPath(indexPath) {
  return indexPath.replace(/\.json(\?|$)/, '-dictionary.json$1');
}

/**
 * Which postings part holds the term at `position` in the dictionary's order: the parts are runs of consecutive
 * terms, so that a prefix (a word still being typed) reaches one part or a few, not all. `starts`: the position of
 * each part's first term.
 */
function termPart(position, starts) {
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

/** The page of a document: a page title is its own page; the other kinds point to theirs. */
const pageOf = (doc, type) => (type === 0 ? doc.i : doc.p);

/** Which documents part holds a page's documents. */
const documentPart = (pageId, parts) => pageId % parts;

/**
 * Terms, sorted, each with a bit mask of the indexes holding it, as lines: the mask (base 32), the length of the
 * prefix shared with the previous term, a comma, the rest of the term. (lunr's tokens hold no line break.)
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

/** The inverse of encodeTerms: [term, mask] pairs, in order. */
function decodeTerms(text) {
  let previous = '';
  return (text ? text.split('\n') : []).map((line) => {
    const comma = line.indexOf(',');
    const term = previous.slice(0, Number(line.slice(1, comma))) + line.slice(comma + 1);
    previous = term;
    return [term, parseInt(line[0], 32)];
  });
}

module.exports = {
  FORMAT_VERSION,
  PARTS_FOLDER,
  dictionaryPath,
  termPart,
  pageOf,
  documentPart,
  encodeTerms,
  decodeTerms,
};
