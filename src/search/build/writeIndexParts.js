/**
 * Splits each locale's search index into parts (the format: ../shared/indexParts.js), so that a reader's browser
 * fetches only the small dictionary ahead of a search, and then only the postings of the terms a query reaches and
 * the documents of its hits (../worker/indexPartsReader.js). The plugin's whole index, which no browser fetches, leaves
 * the build: a copy is kept under the generated files' folder for the built-site checks and the search evaluation
 * (wholeIndexFile).
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const {FORMAT_VERSION, SHORT_PREFIX, COMPLETIONS, dictionaryPath, encodeTerms} = require('../shared/indexParts');
const {pageIdOf} = require('../shared/documentKinds');

/**
 * @typedef {import('../shared/indexParts').SavedIndex} SavedIndex
 * @typedef {import('../shared/indexParts').TermEntry} TermEntry
 * @typedef {import('../shared/indexParts').TermPart} TermPart
 * @typedef {import('../shared/indexParts').DocumentPart} DocumentPart
 * @typedef {import('../shared/indexParts').SearchDocument} SearchDocument
 */

/**
 * About this many bytes (uncompressed) per part. A query fetches the postings parts of its terms, and a documents
 * part for each hit: at 1,000 articles a page's documents are about 6 KB, so a documents part is one page, and a
 * hit costs its own page only (about 2 KB gzip); a frequent term's postings are 10–60 KB gzip by themselves.
 */
const PART_BYTES = {terms: 8_000, documents: 4_000};
/**
 * Every reader's browser fetches each language's dictionary ahead of a search (the idle prefetch); it grows with the
 * words of the site: at most 60 KB gzip (issue #33: at most 100 KB of search downloads for a reader who never
 * searches, the search code included). Checked over the build: ./writeIndexParts.site.test.ts.
 */
const DICTIONARY_GZIP_LIMIT = 60_000;
/** One bit per index in the dictionary's masks, written as one base-32 digit. */
const MAX_INDEXES = 5;

/**
 * Each document field's vector as a map of term index → weight.
 * @param {import('lunr').Index.Saved} index
 */
function fieldWeights(index) {
  return new Map(
    index.fieldVectors.map(([fieldRef, elements]) => {
      /** @type {Map<number, number>} */
      const weights = new Map();
      for (let i = 0; i < elements.length; i += 2) {
        weights.set(elements[i], elements[i + 1]);
      }
      return [fieldRef, weights];
    }),
  );
}

/**
 * A term's entry for one index: [term index, {field: {docRef: [weight, metadata]}}, {docRef: page}].
 * @param {import('lunr').Posting} posting
 * @param {import('lunr').Index.Saved} index
 * @param {Map<string, Map<number, number>>} weights
 * @param {Map<string, number>} pageByRef
 * @returns {TermEntry}
 */
function postingEntry(posting, index, weights, pageByRef) {
  /** @type {TermEntry[1]} */
  const byField = {};
  /** @type {TermEntry[2]} */
  const pages = {};
  for (const field of index.fields) {
    byField[field] = {};
    for (const [ref, metadata] of Object.entries(posting[field] ?? {})) {
      const weight = weights.get(`${field}/${ref}`)?.get(posting._index);
      if (weight === undefined) {
        throw new Error(`Search index: no weight for "${field}/${ref}" at term ${posting._index}`);
      }
      byField[field][ref] = [weight, metadata];
      pages[ref] = pageByRef.get(ref);
    }
  }
  return [posting._index, byField, pages];
}

/**
 * The documents by page, in runs of consecutive pages (by id) of about `partBytes`: each part holds, per index, the
 * documents of its pages. `pageStarts`: the first page of each part.
 * @param {SavedIndex[]} savedIndexes
 * @param {number} partBytes
 */
function splitDocuments(savedIndexes, partBytes) {
  /** @type {Map<number, DocumentPart>} */
  const byPage = new Map();
  savedIndexes.forEach(({documents}, type) => {
    for (const doc of documents) {
      const page = pageIdOf(doc, type);
      if (!byPage.has(page)) {
        byPage.set(
          page,
          savedIndexes.map(() => []),
        );
      }
      byPage.get(page)?.[type].push(doc);
    }
  });
  /** @type {DocumentPart[]} */
  const documentParts = [];
  /** @type {number[]} */
  const pageStarts = [];
  let bytes = Infinity;
  for (const page of [...byPage.keys()].sort((a, b) => a - b)) {
    if (bytes >= partBytes) {
      documentParts.push(savedIndexes.map(() => []));
      pageStarts.push(page);
      bytes = 0;
    }
    byPage.get(page)?.forEach((docs, type) => documentParts.at(-1)?.[type].push(...docs));
    bytes += JSON.stringify(byPage.get(page)).length;
  }
  if (documentParts.length === 0) {
    documentParts.push(savedIndexes.map(() => []));
    pageStarts.push(0);
  }
  return {documentParts, pageStarts};
}

/**
 * In how many documents (of any index, in any field) each term is.
 * @param {SavedIndex[]} savedIndexes
 */
function documentFrequencies(savedIndexes) {
  /** @type {Map<string, number>} */
  const frequency = new Map();
  for (const {index} of savedIndexes) {
    for (const [term, posting] of index.invertedIndex) {
      const refs = new Set(index.fields.flatMap((field) => Object.keys(posting[field] ?? {})));
      frequency.set(term, (frequency.get(term) ?? 0) + refs.size);
    }
  }
  return frequency;
}

/**
 * The dictionary's `completions` (../shared/indexParts.js, completionsOf): the COMPLETIONS most frequent terms
 * beginning with each prefix of at most SHORT_PREFIX letters that begins more terms than that, as positions in
 * `terms`, most frequent first.
 * @param {string[]} terms
 * @param {Map<string, number>} frequency
 */
function shortPrefixCompletions(terms, frequency) {
  /**
   * @param {string} a
   * @param {string} b
   */
  const byFrequency = (a, b) => Number(frequency.get(b)) - Number(frequency.get(a)) || (a < b ? -1 : a > b ? 1 : 0);
  /** @type {Map<string, string[]>} */
  const byPrefix = new Map();
  for (const term of terms) {
    for (let length = 1; length <= Math.min(SHORT_PREFIX, term.length); length += 1) {
      const prefix = term.slice(0, length);
      if (!byPrefix.has(prefix)) {
        byPrefix.set(prefix, []);
      }
      byPrefix.get(prefix)?.push(term);
    }
  }
  /** @type {Set<string>} */
  const chosen = new Set();
  for (const completions of byPrefix.values()) {
    if (completions.length <= COMPLETIONS) {
      // A prefix with this few completions stands for them all.
      continue;
    }
    completions
      .sort(byFrequency)
      .slice(0, COMPLETIONS)
      .forEach((term) => chosen.add(term));
  }
  const position = new Map(terms.map((term, n) => [term, n]));
  return [...chosen].sort(byFrequency).map((term) => Number(position.get(term)));
}

/**
 * @param {SavedIndex[]} savedIndexes the plugin's index of a locale, as saved
 * @param {{terms: number, documents: number}} partBytes about how many bytes per part
 * @returns {{dictionary: import('../shared/indexParts').Dictionary, termParts: TermPart[], documentParts: DocumentPart[]}}
 */
function indexPartsOf(savedIndexes, partBytes = PART_BYTES) {
  if (savedIndexes.length > MAX_INDEXES) {
    throw new Error(`Search index: ${savedIndexes.length} indexes, the dictionary holds at most ${MAX_INDEXES}`);
  }
  /** @type {Map<string, number>} */
  const masks = new Map();
  /** @type {Map<string, (TermEntry | 0)[]>} */
  const postings = new Map();
  savedIndexes.forEach(({documents, index}, type) => {
    const weights = fieldWeights(index);
    const pageByRef = new Map(documents.map((doc) => [String(doc.i), pageIdOf(doc, type)]));
    for (const [term, posting] of index.invertedIndex) {
      masks.set(term, (masks.get(term) ?? 0) | (1 << type));
      if (!postings.has(term)) {
        postings.set(
          term,
          savedIndexes.map(() => 0),
        );
      }
      /** @type {(TermEntry | 0)[]} */ (postings.get(term))[type] = postingEntry(posting, index, weights, pageByRef);
    }
  });
  const terms = [...masks.keys()].sort();
  /** @type {TermPart[]} */
  const termParts = [];
  /** @type {number[]} */
  const starts = [];
  let bytes = Infinity;
  terms.forEach((term, position) => {
    if (bytes >= partBytes.terms) {
      termParts.push({});
      starts.push(position);
      bytes = 0;
    }
    /** @type {TermPart} */ (termParts.at(-1))[term] = /** @type {(TermEntry | 0)[]} */ (postings.get(term));
    bytes += JSON.stringify(postings.get(term)).length;
  });
  if (termParts.length === 0) {
    termParts.push({});
    starts.push(0);
  }
  const {documentParts, pageStarts} = splitDocuments(savedIndexes, partBytes.documents);
  const dictionary = {
    version: FORMAT_VERSION,
    folder: '',
    termParts: starts,
    documentParts: pageStarts,
    indexes: savedIndexes.map(({documents, index}) => ({
      fields: index.fields,
      pipeline: index.pipeline,
      documentCount: documents.length,
    })),
    terms: encodeTerms(terms.map((term) => [term, Number(masks.get(term))])),
    completions: shortPrefixCompletions(terms, documentFrequencies(savedIndexes)),
  };
  return {dictionary, termParts, documentParts};
}

/**
 * Where the whole indexes of a locale's build are kept (`generatedFilesDir`: Docusaurus's `.docusaurus`).
 * @param {string} generatedFilesDir
 * @param {string} localeDir
 */
function wholeIndexFolder(generatedFilesDir, localeDir) {
  const build = crypto.createHash('sha256').update(path.resolve(localeDir)).digest('hex').slice(0, 16);
  return path.join(generatedFilesDir, 'search-whole-index', build);
}

/**
 * The whole index that the parts in `localeDir` (`build/` or `build/fr/`) were split from, as the build kept it; named
 * after their folder, a hash of their content, so it is never another build's.
 * @param {string} generatedFilesDir
 * @param {string} localeDir
 * @param {string} [dictionaryFile]
 */
function wholeIndexFile(generatedFilesDir, localeDir, dictionaryFile = 'search-index-dictionary.json') {
  const {folder} = JSON.parse(fs.readFileSync(path.join(localeDir, dictionaryFile), 'utf8'));
  const file = path.join(wholeIndexFolder(generatedFilesDir, localeDir), `${folder}.json`);
  if (!fs.existsSync(file)) {
    throw new Error(`No copy of the whole search index of ${localeDir} (${file}): build the site again.`);
  }
  return file;
}

/**
 * Writes the parts of the index at `indexFile` beside it: the dictionary (named after the index) and a folder
 * named by a hash of the parts; then moves the whole index out of the build, to `wholeIndexFolder`. Returns the
 * dictionary's file.
 * @param {string} indexFile
 * @param {string} generatedFilesDir
 */
function writeIndexParts(indexFile, generatedFilesDir) {
  const {dictionary, termParts, documentParts} = indexPartsOf(JSON.parse(fs.readFileSync(indexFile, 'utf8')));
  const files = [
    ...termParts.map((part, n) => [`t${n}.json`, JSON.stringify(part)]),
    ...documentParts.map((part, n) => [`d${n}.json`, JSON.stringify(part)]),
  ];
  const hash = crypto.createHash('sha256');
  for (const [name, text] of files) {
    hash.update(`${name}\n${text}\n`);
  }
  dictionary.folder = `search-index-${hash.digest('hex').slice(0, 16)}`;
  const folder = path.join(path.dirname(indexFile), dictionary.folder);
  fs.mkdirSync(folder, {recursive: true});
  for (const [name, text] of files) {
    fs.writeFileSync(path.join(folder, name), text);
  }
  const dictionaryFile = dictionaryPath(indexFile);
  fs.writeFileSync(dictionaryFile, JSON.stringify(dictionary));
  const kept = wholeIndexFolder(generatedFilesDir, path.dirname(indexFile));
  fs.mkdirSync(kept, {recursive: true});
  fs.copyFileSync(indexFile, path.join(kept, `${dictionary.folder}.json`));
  fs.rmSync(indexFile);
  return dictionaryFile;
}

module.exports = {indexPartsOf, writeIndexParts, wholeIndexFolder, wholeIndexFile, DICTIONARY_GZIP_LIMIT};
