/**
 * The search index in the worker, fetched in parts (the format: ./chunkFormat.js): the dictionary first (the idle
 * prefetch fetches only that), then, for each search, the postings of the terms its queries reach and the documents
 * of its hits, each part once.
 *
 * Each of the plugin's indexes is a real `lunr.Index` whose token set is the whole dictionary's (so that prefixes,
 * typos and folded accents expand exactly as in the whole index), whose inverted index holds the postings fetched
 * so far, and whose field vectors hold, for each document field, the weights of those terms. lunr's own `query`
 * runs on it: the score of a document field is the dot product of the query vector with the field's vector over
 * the query's terms, so the hits, their order and their scores are those of the whole index once every term a
 * query reaches is there. A search therefore runs until it reads nothing missing: a term not fetched yet reads as
 * found nowhere and is noted, a document not fetched yet reads as a stand-in that knows its id and page; the noted
 * parts are fetched and the search runs again (./readerSearch.js, `search`).
 *
 * A part that cannot be fetched (network error, an answer that is not 2xx or not JSON, such as the host's sign-in
 * page, or no answer within FETCH_TIMEOUT_MS) rejects the search, and is fetched again by the next one.
 */
const {FORMAT_VERSION, PARTS_FOLDER, dictionaryPath, termPart, documentPart, decodeTerms} = require('./chunkFormat');

const FETCH_TIMEOUT_MS = 4000;
/** On a stand-in document: the id of its page. */
const STAND_IN = Symbol('stand-in document');

async function fetchJson(url) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), FETCH_TIMEOUT_MS);
  try {
    const response = await fetch(url, {signal: controller.signal});
    if (!response.ok) {
      throw new Error(`the host answered ${response.status}`);
    }
    return await response.json();
  } catch (error) {
    throw new Error(`Search index: ${url} could not be loaded (${error.message})`);
  } finally {
    clearTimeout(timer);
  }
}

function checkDictionary(dictionary) {
  const count = (value) => Number.isInteger(value) && value > 0;
  if (
    dictionary?.version !== FORMAT_VERSION ||
    !PARTS_FOLDER.test(dictionary.folder) ||
    !Array.isArray(dictionary.termParts) ||
    dictionary.termParts[0] !== 0 ||
    !dictionary.termParts.every((start, n, starts) => n === 0 || (Number.isInteger(start) && start > starts[n - 1])) ||
    !count(dictionary.documentParts) ||
    !Array.isArray(dictionary.indexes) ||
    typeof dictionary.terms !== 'string'
  ) {
    throw new Error('Search index: the dictionary is not in the expected format (rebuild the site)');
  }
}

/** One index's documents fetched so far, and stand-ins for those known from postings (`find`, as an array's). */
class PartialDocuments {
  constructor(length) {
    /** The number of documents of the whole index. */
    this.length = length;
    this.byId = new Map();
  }

  find(predicate) {
    for (const doc of this.byId.values()) {
      if (predicate(doc)) {
        return doc;
      }
    }
    return undefined;
  }

  get(id) {
    return this.byId.get(String(id));
  }

  expect(id, page) {
    if (!this.byId.has(id)) {
      this.byId.set(
        id,
        page === undefined ? {i: Number(id), [STAND_IN]: Number(id)} : {i: Number(id), p: page, [STAND_IN]: page},
      );
    }
  }

  add(doc) {
    this.byId.set(String(doc.i), doc);
  }
}

/** @param {object} lunr the worker's lunr, with the steps the dictionary's pipelines name registered */
function createChunkedIndex(lunr) {
  /** What each loaded index needs to fetch its parts. */
  const sources = new WeakMap();

  function wrappedIndex({fields, pipeline, documentCount}, type, terms, source) {
    const tokens = new lunr.TokenSet.Builder();
    for (const [term, mask] of terms) {
      if (mask & (1 << type)) {
        tokens.insert(term);
      }
    }
    tokens.finish();
    const postings = Object.create(null);
    const notFetched = Object.fromEntries(fields.map((field) => [field, {}]));
    const invertedIndex = new Proxy(postings, {
      get(target, term) {
        if (term in target) {
          return target[term];
        }
        const part = termPart(source.positions.get(term), source.dictionary.termParts);
        if (source.applied.has(`t${part}`)) {
          throw new Error(`Search index: "${term}" is in the dictionary but not in its part (rebuild the site)`);
        }
        source.missing.add(`t${part}`);
        return {_index: 0, ...notFetched};
      },
    });
    const index = new lunr.Index({
      invertedIndex,
      fieldVectors: Object.create(null),
      tokenSet: tokens.root,
      fields,
      pipeline: lunr.Pipeline.load(pipeline),
    });
    return {type, documents: new PartialDocuments(documentCount), index, postings};
  }

  function applyTermPart(wrappedIndexes, part) {
    for (const [term, entries] of Object.entries(part)) {
      entries.forEach((entry, type) => {
        if (!entry) {
          return;
        }
        const [termIndex, byField, pages] = entry;
        const {index, documents, postings} = wrappedIndexes[type];
        const posting = {_index: termIndex};
        for (const [field, refs] of Object.entries(byField)) {
          posting[field] = {};
          for (const [ref, [weight, metadata]] of Object.entries(refs)) {
            posting[field][ref] = metadata;
            const fieldRef = `${field}/${ref}`;
            index.fieldVectors[fieldRef] ??= new lunr.Vector();
            index.fieldVectors[fieldRef].insert(termIndex, weight);
          }
        }
        for (const [ref, page] of Object.entries(pages)) {
          documents.expect(ref, type === 0 ? undefined : page);
          wrappedIndexes[0].documents.expect(String(page));
        }
        postings[term] = posting;
      });
    }
  }

  function applyDocumentPart(wrappedIndexes, part) {
    part.forEach((documents, type) => documents.forEach((doc) => wrappedIndexes[type].documents.add(doc)));
  }

  /** Fetches a part once (again after a failure) and adds it to the indexes. */
  function fetchPart(wrappedIndexes, name) {
    const source = sources.get(wrappedIndexes);
    let promise = source.fetched.get(name);
    if (!promise) {
      promise = fetchJson(new URL(`${name}.json`, source.folder)).then((part) => {
        (name.startsWith('t') ? applyTermPart : applyDocumentPart)(wrappedIndexes, part);
        source.applied.add(name);
      });
      promise.catch(() => source.fetched.delete(name));
      source.fetched.set(name, promise);
    }
    return promise;
  }

  return {
    /**
     * The dictionary of the index at `indexUrl` (the plugin's address for it), as the plugin's worker holds an
     * index: `{wrappedIndexes, zhDictionary}`.
     */
    async fetchIndexes(indexUrl) {
      const url = new URL(indexUrl, location.origin);
      if (url.origin !== location.origin) {
        throw new Error('Search index: unexpected address');
      }
      const dictionaryUrl = new URL(`${dictionaryPath(url.pathname)}${url.search}`, url);
      const dictionary = await fetchJson(dictionaryUrl);
      checkDictionary(dictionary);
      const terms = decodeTerms(dictionary.terms);
      const source = {
        dictionary,
        folder: new URL(`${dictionary.folder}/`, dictionaryUrl),
        fetched: new Map(),
        applied: new Set(),
        missing: new Set(),
        /** Each term's position in the dictionary's order. */
        positions: new Map(terms.map(([term], position) => [term, position])),
      };
      const wrappedIndexes = dictionary.indexes.map((index, type) => wrappedIndex(index, type, terms, source));
      sources.set(wrappedIndexes, source);
      return {
        wrappedIndexes,
        zhDictionary: terms.map(([term]) => term).filter((term) => /\p{Unified_Ideograph}/u.test(term[0])),
      };
    },

    /**
     * Runs `search` (synchronous, on `wrappedIndexes`) until it reads no part that is not fetched yet, fetching
     * what it noted in between; returns its hits.
     */
    async search(wrappedIndexes, search) {
      const source = sources.get(wrappedIndexes);
      for (;;) {
        source.missing.clear();
        const hits = search();
        const needed = new Set(source.missing);
        if (needed.size === 0) {
          for (const doc of hits.flatMap((hit) => [hit.document, hit.page])) {
            if (doc && doc[STAND_IN] !== undefined) {
              needed.add(`d${documentPart(doc[STAND_IN], source.dictionary.documentParts)}`);
            }
          }
        }
        if (needed.size === 0) {
          return hits;
        }
        if ([...needed].every((name) => source.applied.has(name))) {
          throw new Error('Search index: a hit is missing from its part (rebuild the site)');
        }
        await Promise.all([...needed].map((name) => fetchPart(wrappedIndexes, name)));
      }
    },
  };
}

module.exports = {createChunkedIndex};
