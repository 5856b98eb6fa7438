/**
 * Splits each locale's search index into parts (the format: ./worker/chunkFormat.js), so that a reader's browser
 * fetches only the small dictionary ahead of a search, and then only the postings of the terms a query reaches and
 * the documents of its hits (./worker/chunkedIndex.js). The plugin's whole index stays where it is (the build's
 * other checks read it); the browser no longer fetches it.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const {FORMAT_VERSION, dictionaryPath, pageOf, documentPart, encodeTerms} = require('./worker/chunkFormat');

/** About this many bytes (uncompressed) per part: a query fetches a few postings parts and a few documents parts. */
const TERM_PART_BYTES = 8_000;
const DOCUMENT_PART_BYTES = 12_000;
/** One bit per index in the dictionary's masks, written as one base-32 digit. */
const MAX_INDEXES = 5;

const partCount = (items, bytesPerPart) => Math.max(1, Math.ceil(JSON.stringify(items).length / bytesPerPart));

/** Each document field's vector as a map of term index → weight. */
function fieldWeights(index) {
  return new Map(
    index.fieldVectors.map(([fieldRef, elements]) => {
      const weights = new Map();
      for (let i = 0; i < elements.length; i += 2) {
        weights.set(elements[i], elements[i + 1]);
      }
      return [fieldRef, weights];
    }),
  );
}

/** A term's entry for one index: [term index, {field: {docRef: [weight, metadata]}}, {docRef: page}]. */
function postingEntry(posting, index, weights, pageByRef) {
  const byField = {};
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
 * @param {{documents: object[], index: object}[]} wrappedIndexes the plugin's index of a locale, as saved
 * @returns {{dictionary: object, termParts: object[], documentParts: object[][][]}}
 */
function splitIndex(wrappedIndexes) {
  if (wrappedIndexes.length > MAX_INDEXES) {
    throw new Error(`Search index: ${wrappedIndexes.length} indexes, the dictionary holds at most ${MAX_INDEXES}`);
  }
  const masks = new Map();
  const postings = new Map();
  wrappedIndexes.forEach(({documents, index}, type) => {
    const weights = fieldWeights(index);
    const pageByRef = new Map(documents.map((doc) => [String(doc.i), pageOf(doc, type)]));
    for (const [term, posting] of index.invertedIndex) {
      masks.set(term, (masks.get(term) ?? 0) | (1 << type));
      if (!postings.has(term)) {
        postings.set(
          term,
          wrappedIndexes.map(() => 0),
        );
      }
      postings.get(term)[type] = postingEntry(posting, index, weights, pageByRef);
    }
  });
  const terms = [...masks.keys()].sort();
  const termParts = [];
  const starts = [];
  let bytes = Infinity;
  terms.forEach((term, position) => {
    if (bytes >= TERM_PART_BYTES) {
      termParts.push({});
      starts.push(position);
      bytes = 0;
    }
    termParts.at(-1)[term] = postings.get(term);
    bytes += JSON.stringify(postings.get(term)).length;
  });
  const allDocuments = wrappedIndexes.map(({documents}) => documents);
  if (termParts.length === 0) {
    termParts.push({});
    starts.push(0);
  }
  const documentParts = Array.from({length: partCount(allDocuments, DOCUMENT_PART_BYTES)}, () =>
    wrappedIndexes.map(() => []),
  );
  allDocuments.forEach((documents, type) => {
    for (const doc of documents) {
      documentParts[documentPart(pageOf(doc, type), documentParts.length)][type].push(doc);
    }
  });
  const dictionary = {
    version: FORMAT_VERSION,
    folder: '',
    termParts: starts,
    documentParts: documentParts.length,
    indexes: wrappedIndexes.map(({documents, index}) => ({
      fields: index.fields,
      pipeline: index.pipeline,
      documentCount: documents.length,
    })),
    terms: encodeTerms(terms.map((term) => [term, masks.get(term)])),
  };
  return {dictionary, termParts, documentParts};
}

/**
 * Writes the parts of the index at `indexFile` beside it: the dictionary (named after the index) and a folder
 * named by a hash of the parts. Returns the dictionary's file.
 */
function writeIndexParts(indexFile) {
  const {dictionary, termParts, documentParts} = splitIndex(JSON.parse(fs.readFileSync(indexFile, 'utf8')));
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
  return dictionaryFile;
}

module.exports = {splitIndex, writeIndexParts};
