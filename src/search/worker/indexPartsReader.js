/**
 * The search index in the worker, fetched in parts (the format: ../shared/indexParts.js): the dictionary first (the
 * idle prefetch fetches only that), then, for each search, the postings of the terms its queries reach and the
 * documents of its hits, each part once.
 *
 * Each of the plugin's indexes is a real `lunr.Index` whose token set is the whole dictionary's (so that prefixes,
 * typos and folded accents expand exactly as in the whole index), whose inverted index holds the postings fetched
 * so far, and whose field vectors hold, for each document field, the weights of those terms. lunr's own `query`
 * runs on it: the score of a document field is the dot product of the query vector with the field's vector over
 * the query's terms, so the hits, their order and their scores are those of the whole index once every term a
 * query reaches is there. A search therefore runs until it reads nothing missing: a query that reaches a term not
 * fetched yet stops the search, which fetches that term's part and runs again; a document not fetched yet reads as
 * a stand-in that knows its id and page, and the hits' documents are fetched last (./readerSearch.js, `search`).
 * Stopping at the first query that lacks a part fetches only what the whole index's search reads: the plugin runs
 * its queries in order until it has enough hits, and the later ones (typos, words left out) are often never run.
 *
 * Two bounds on what a search fetches, for a reader typing letter by letter:
 * - a word of one or two letters still being typed stands for its most frequent completions only (the dictionary's
 *   `completions`), not for every term it begins;
 * - a search overtaken by a newer one (the next key) fetches nothing more, and answers with the newer one's hits:
 *   only the latest query's hits are ever shown.
 *
 * A part that cannot be fetched (network error, an answer that is not 2xx or not JSON, such as the host's sign-in
 * page, or no answer within FETCH_TIMEOUT_MS of its request being sent) rejects the search, and is fetched again by
 * the next one. At most MAX_FETCHES_AT_ONCE parts are requested at once, the rest wait their turn before their time
 * starts: a browser queues a page's requests to one host over HTTP/1.1 (six at a time), so a limit counted from the
 * call would fail a search whose parts merely waited behind others on a slow host, and the page's own requests
 * would wait behind the parts.
 *
 * Each search leaves its time on the worker's timeline (User Timing, SEARCH_MEASURE): the whole search, and each
 * stretch of the worker's own work in it (running the queries, reading a part): what the scale bench reports.
 */
const {
  FORMAT_VERSION,
  PARTS_FOLDER,
  SHORT_PREFIX,
  dictionaryPath,
  partHolding,
  decodeTerms,
  completionsOf,
} = require('../shared/indexParts');
const {DOCUMENT_KIND} = require('../shared/documentKinds');

const FETCH_TIMEOUT_MS = 4000;
const MAX_FETCHES_AT_ONCE = 4;
/** On a stand-in document: the id of its page. */
const STAND_IN = Symbol('stand-in document');
/** Thrown by a query that reached a term whose part is not fetched yet: the search fetches it and runs again. */
const NEEDS_PARTS = Symbol('needs parts');
/** On the token set of a query clause for a short word still being typed: that word. */
const SHORT_WORD = Symbol('short word being typed');
/** The worker's User Timing entries: `${SEARCH_MEASURE}` (a whole search) and `${SEARCH_MEASURE}:work`. */
const SEARCH_MEASURE = 'helpcentre:search';

/**
 * @typedef {typeof import('lunr')} Lunr
 * @typedef {import('../shared/indexParts').Dictionary} Dictionary
 * @typedef {import('../shared/indexParts').TermPart} TermPart
 * @typedef {import('../shared/indexParts').DocumentPart} DocumentPart
 * @typedef {Partial<import('../shared/indexParts').SearchDocument> & {i: number, [STAND_IN]?: number}} WorkerDocument a
 *   document fetched, or a stand-in for one (STAND_IN: its page)
 * @typedef {{document?: WorkerDocument, page?: WorkerDocument | false}} Hit a hit of the plugin's worker
 * @typedef {{type: number, documents: PartialDocuments, index: import('lunr').Index,
 *   postings: Record<string, import('lunr').Posting>}} WrappedIndex
 * @typedef {{id: number, answer?: Promise<Hit[]>}} Search
 * @typedef {{dictionary: Dictionary, folder: URL, fetched: Map<string, Promise<void>>, applied: Set<string>,
 *   missing: Set<string>, positions: Map<string, number>, completionsOf: (word: string) => string[] | null,
 *   latest: Search | null}} Source what a loaded index needs to fetch its parts
 * @typedef {import('lunr').TokenSet & {[SHORT_WORD]?: string}} ClauseTokens
 * @typedef {((this: unknown, clause: import('lunr').Query.Clause) => import('lunr').TokenSet)
 *   & {[SHORT_WORD]?: true}} FromClause
 */

/**
 * "me*", a clause's term for a word of at most SHORT_PREFIX letters still being typed → "me"; otherwise null.
 * @param {Lunr} lunr
 * @param {import('lunr').Query.Clause} clause
 */
function shortWordOf(lunr, clause) {
  const {term, wildcard} = clause;
  const word = term.slice(0, -1);
  const short = word.length > 0 && word.length <= SHORT_PREFIX && !word.includes('*');
  return !('editDistance' in clause) && wildcard === lunr.Query.wildcard.TRAILING && term.endsWith('*') && short
    ? word
    : null;
}

/**
 * Marks (once) the token sets lunr makes of clauses for short words being typed, for an index to bound them.
 * @param {Lunr} lunr
 */
function markShortWords(lunr) {
  /** @type {FromClause} */
  const fromClause = lunr.TokenSet.fromClause;
  if (fromClause[SHORT_WORD]) {
    return;
  }
  /** @type {FromClause} */
  const markedFromClause = function markedFromClause(clause) {
    /** @type {ClauseTokens} */
    const tokens = fromClause.call(this, clause);
    const word = shortWordOf(lunr, clause);
    if (word !== null) {
      tokens[SHORT_WORD] = word;
    }
    return tokens;
  };
  lunr.TokenSet.fromClause = markedFromClause;
  markedFromClause[SHORT_WORD] = true;
}

/**
 * Puts a stretch from `start` to now on the worker's timeline; a browser without User Timing 3 only goes without.
 * @param {string} name
 * @param {number} start
 * @param {number} id
 */
function mark(name, start, id) {
  try {
    performance.measure(name, {start, end: performance.now(), detail: {search: id}});
  } catch {
    // Measuring is for the bench: never a reason for a search to fail.
  }
}

/**
 * Notes a stretch of the worker's own work for search `id` on its timeline.
 * @param {number} id
 * @param {number} start
 */
function measureWork(id, start) {
  mark(`${SEARCH_MEASURE}:work`, start, id);
}

/** @type {{running: number, waiting: ((value?: unknown) => void)[]}} */
const fetchSlots = {running: 0, waiting: []};
/**
 * Runs `task` once fewer than MAX_FETCHES_AT_ONCE others are running.
 * @template T
 * @param {() => Promise<T>} task
 */
async function inFetchSlot(task) {
  if (fetchSlots.running >= MAX_FETCHES_AT_ONCE) {
    await new Promise((resolve) => fetchSlots.waiting.push(resolve));
  }
  fetchSlots.running += 1;
  try {
    return await task();
  } finally {
    fetchSlots.running -= 1;
    fetchSlots.waiting.shift()?.();
  }
}

/**
 * @param {URL} url
 * @returns {Promise<unknown>}
 */
function fetchJson(url) {
  return inFetchSlot(async () => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), FETCH_TIMEOUT_MS);
    try {
      const response = await fetch(url, {signal: controller.signal});
      if (!response.ok) {
        throw new Error(`the host answered ${response.status}`);
      }
      return await response.json();
    } catch (error) {
      throw new Error(`Search index: ${url} could not be loaded (${/** @type {Error} */ (error).message})`);
    } finally {
      clearTimeout(timer);
    }
  });
}

/**
 * @param {unknown} fetched
 * @returns {asserts fetched is Dictionary}
 */
function checkDictionary(fetched) {
  /**
   * @param {unknown} starts
   * @returns {starts is number[]}
   */
  const runs = (starts) =>
    Array.isArray(starts) &&
    starts.length > 0 &&
    starts.every((start, n) => Number.isInteger(start) && (n === 0 || start > starts[n - 1]));
  const dictionary = /** @type {{[key: string]: unknown} | null | undefined} */ (fetched);
  if (
    dictionary?.version !== FORMAT_VERSION ||
    !PARTS_FOLDER.test(String(dictionary.folder)) ||
    !runs(dictionary.termParts) ||
    dictionary.termParts[0] !== 0 ||
    !runs(dictionary.documentParts) ||
    !Array.isArray(dictionary.indexes) ||
    typeof dictionary.terms !== 'string' ||
    !Array.isArray(dictionary.completions) ||
    !dictionary.completions.every(Number.isInteger)
  ) {
    throw new Error('Search index: the dictionary is not in the expected format (rebuild the site)');
  }
}

/** One index's documents fetched so far, and stand-ins for those known from postings (`find`, as an array's). */
class PartialDocuments {
  /** @param {number} length */
  constructor(length) {
    /** The number of documents of the whole index. */
    this.length = length;
    /** @type {Map<string, WorkerDocument>} */
    this.byId = new Map();
  }

  /** @param {(doc: WorkerDocument) => unknown} predicate */
  find(predicate) {
    for (const doc of this.byId.values()) {
      if (predicate(doc)) {
        return doc;
      }
    }
    return undefined;
  }

  /** @param {string | number | undefined} id */
  get(id) {
    return this.byId.get(String(id));
  }

  /**
   * @param {string} id
   * @param {number} [page]
   */
  expect(id, page) {
    if (!this.byId.has(id)) {
      this.byId.set(
        id,
        page === undefined ? {i: Number(id), [STAND_IN]: Number(id)} : {i: Number(id), p: page, [STAND_IN]: page},
      );
    }
  }

  /** @param {WorkerDocument} doc */
  add(doc) {
    this.byId.set(String(doc.i), doc);
  }
}

/** @param {Lunr} lunr the worker's lunr, with the steps the dictionary's pipelines name registered */
function indexPartsReader(lunr) {
  /**
   * What each loaded index needs to fetch its parts.
   * @type {WeakMap<WrappedIndex[], Source>}
   */
  const sources = new WeakMap();
  /** @param {WrappedIndex[]} wrappedIndexes loaded by fetchIndexes */
  const sourceOf = (wrappedIndexes) => /** @type {Source} */ (sources.get(wrappedIndexes));
  let searches = 0;
  markShortWords(lunr);

  /**
   * @param {import('../shared/indexParts').IndexOutline} outline
   * @param {number} type
   * @param {[string, number][]} terms
   * @param {Source} source
   * @returns {WrappedIndex}
   */
  function wrappedIndex({fields, pipeline, documentCount}, type, terms, source) {
    const tokens = new lunr.TokenSet.Builder();
    for (const [term, mask] of terms) {
      if (mask & (1 << type)) {
        tokens.insert(term);
      }
    }
    tokens.finish();
    const allTerms = tokens.root;
    const intersect = lunr.TokenSet.prototype.intersect;
    // lunr expands a clause to the terms of `this.tokenSet.intersect(clause's token set)`.
    /** @param {ClauseTokens} clauseTokens */
    allTerms.intersect = function boundedIntersect(clauseTokens) {
      const completions =
        clauseTokens[SHORT_WORD] === undefined ? null : source.completionsOf(clauseTokens[SHORT_WORD]);
      return intersect.call(this, completions ? lunr.TokenSet.fromArray(completions) : clauseTokens);
    };
    /** @type {Record<string, import('lunr').Posting>} */
    const postings = Object.create(null);
    const notFetched = Object.fromEntries(fields.map((field) => [field, {}]));
    const invertedIndex = new Proxy(postings, {
      get(target, key) {
        const term = String(key);
        if (term in target) {
          return target[term];
        }
        const part = partHolding(Number(source.positions.get(term)), source.dictionary.termParts);
        if (source.applied.has(`t${part}`)) {
          throw new Error(`Search index: "${term}" is in the dictionary but not in its part (rebuild the site)`);
        }
        source.missing.add(`t${part}`);
        return /** @type {import('lunr').Posting} */ ({_index: 0, ...notFetched});
      },
    });
    const index = new lunr.Index({
      invertedIndex,
      fieldVectors: Object.create(null),
      tokenSet: allTerms,
      fields,
      pipeline: lunr.Pipeline.load(pipeline),
    });
    const query = index.query;
    /** @param {Parameters<typeof query>[0]} build */
    index.query = function queryFetched(build) {
      const results = query.call(this, build);
      if (source.missing.size > 0) {
        throw NEEDS_PARTS;
      }
      return results;
    };
    return {type, documents: new PartialDocuments(documentCount), index, postings};
  }

  /**
   * @param {WrappedIndex[]} wrappedIndexes
   * @param {TermPart} part
   */
  function applyTermPart(wrappedIndexes, part) {
    for (const [term, entries] of Object.entries(part)) {
      entries.forEach((entry, type) => {
        if (!entry) {
          return;
        }
        const [termIndex, byField, pages] = entry;
        const {index, documents, postings} = wrappedIndexes[type];
        const posting = /** @type {import('lunr').Posting} */ ({_index: termIndex});
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
          documents.expect(ref, type === DOCUMENT_KIND.title ? undefined : page);
          wrappedIndexes[DOCUMENT_KIND.title].documents.expect(String(page));
        }
        postings[term] = posting;
      });
    }
  }

  /**
   * @param {WrappedIndex[]} wrappedIndexes
   * @param {DocumentPart} part
   */
  function applyDocumentPart(wrappedIndexes, part) {
    part.forEach((documents, type) => documents.forEach((doc) => wrappedIndexes[type].documents.add(doc)));
  }

  /**
   * Fetches a part once (again after a failure) and adds it to the indexes.
   * @param {WrappedIndex[]} wrappedIndexes
   * @param {string} name
   * @param {number} searchId
   */
  function fetchPart(wrappedIndexes, name, searchId) {
    const source = sourceOf(wrappedIndexes);
    let promise = source.fetched.get(name);
    if (!promise) {
      promise = fetchJson(new URL(`${name}.json`, source.folder)).then((part) => {
        const start = performance.now();
        if (name.startsWith('t')) {
          applyTermPart(wrappedIndexes, /** @type {TermPart} */ (part));
        } else {
          applyDocumentPart(wrappedIndexes, /** @type {DocumentPart} */ (part));
        }
        source.applied.add(name);
        measureWork(searchId, start);
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
     * @param {string} indexUrl
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
      const termList = terms.map(([term]) => term);
      /** @type {Source} */
      const source = {
        dictionary,
        folder: new URL(`${dictionary.folder}/`, dictionaryUrl),
        fetched: new Map(),
        applied: new Set(),
        missing: new Set(),
        /** Each term's position in the dictionary's order. */
        positions: new Map(terms.map(([term], position) => [term, position])),
        completionsOf: (word) => completionsOf(word, dictionary.completions, termList),
        /** The latest search: {id, answer}. */
        latest: null,
      };
      const wrappedIndexes = dictionary.indexes.map((index, type) => wrappedIndex(index, type, terms, source));
      sources.set(wrappedIndexes, source);
      return {
        wrappedIndexes,
        zhDictionary: termList.filter((term) => /\p{Unified_Ideograph}/u.test(term[0])),
      };
    },

    /**
     * Runs `search` (synchronous, on `wrappedIndexes`) until it reads no part that is not fetched yet, fetching
     * what it lacks in between; returns its hits, or, once a newer search has begun, that one's.
     * @template {Hit} H
     * @param {WrappedIndex[]} wrappedIndexes
     * @param {() => H[]} search
     * @returns {Promise<H[]>}
     */
    search(wrappedIndexes, search) {
      const source = sourceOf(wrappedIndexes);
      const id = (searches += 1);
      const started = performance.now();
      /** @type {Search} */
      const latest = {id};
      source.latest = latest;
      const answer = searchFetching(source, wrappedIndexes, search, latest).finally(() =>
        mark(SEARCH_MEASURE, started, id),
      );
      latest.answer = answer;
      return answer;
    },
  };

  /**
   * @template {Hit} H
   * @param {Source} source
   * @param {WrappedIndex[]} wrappedIndexes
   * @param {() => H[]} search
   * @param {Search} latest
   * @returns {Promise<H[]>}
   */
  async function searchFetching(source, wrappedIndexes, search, latest) {
    for (;;) {
      const needed = partsLacking(source, search, latest.id);
      if (needed.hits) {
        return needed.hits;
      }
      if ([...needed.parts].every((name) => source.applied.has(name))) {
        throw new Error('Search index: a hit is missing from its part (rebuild the site)');
      }
      if (source.latest !== latest) {
        // A newer search has its answer from the moment it begins.
        return /** @type {Promise<H[]>} */ (source.latest?.answer);
      }
      await Promise.all([...needed.parts].map((name) => fetchPart(wrappedIndexes, name, latest.id)));
    }
  }

  /**
   * Runs `search` on what is fetched: {hits} when it lacked nothing, else {parts} it lacked.
   * @template {Hit} H
   * @param {Source} source
   * @param {() => H[]} search
   * @param {number} id
   * @returns {{hits: H[], parts?: undefined} | {hits?: undefined, parts: Set<string>}}
   */
  function partsLacking(source, search, id) {
    const start = performance.now();
    source.missing.clear();
    try {
      const hits = search();
      /** @type {Set<string>} */
      const parts = new Set();
      for (const doc of hits.flatMap((hit) => [hit.document, hit.page])) {
        if (doc && doc[STAND_IN] !== undefined) {
          parts.add(`d${partHolding(doc[STAND_IN], source.dictionary.documentParts)}`);
        }
      }
      return parts.size === 0 ? {hits} : {parts};
    } catch (error) {
      if (error !== NEEDS_PARTS) {
        throw error;
      }
      return {parts: new Set(source.missing)};
    } finally {
      measureWork(id, start);
    }
  }
}

module.exports = {indexPartsReader, SEARCH_MEASURE};
