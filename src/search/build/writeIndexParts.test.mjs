/**
 * The index in parts finds what the whole index finds: the same hits, in the same order, with the same scores and
 * match data, for prefixes, typos, accents, synonyms and several words, whatever the size of the parts; a word of
 * one or two letters still being typed stands for its three most frequent completions; a search fetches only the
 * parts of the queries it runs, and nothing more once a newer search has begun; and a part that cannot be fetched
 * rejects the search, which a retry then completes. The indexes are built as the search plugin builds them (its
 * languages, one field, positions), with our index steps.
 */
import {test, beforeEach, mock} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
const lunr = require('lunr');
require('lunr-languages/lunr.stemmer.support.js')(lunr);
require('lunr-languages/lunr.fr.js')(lunr);
require('lunr-languages/lunr.multi.js')(lunr);
const {registerLocales} = require('./indexSteps.js');
const {indexPartsOf} = require('./writeIndexParts.js');
const {indexPartsReader, SEARCH_MEASURE} = require('../worker/indexPartsReader.js');
const {registerFoldAccents} = require('../shared/lunr/foldAccents.js');
const {readRelatedTerms} = require('./relatedTermsFiles.js');
const {ROOT} = await import('../../shared/node/root.mjs');

registerLocales(
  {
    i18n: {locales: ['en', 'fr'], defaultLocale: 'en', localeConfigs: {en: {baseUrl: '/'}, fr: {baseUrl: '/fr/'}}},
  },
  readRelatedTerms(ROOT),
);
registerFoldAccents(lunr);

/**
 * @typedef {import('../shared/indexParts').SearchDocument} SearchDocument
 * @typedef {import('../shared/indexParts').SavedIndex} SavedIndex
 * @typedef {[string, Omit<import('lunr').Query.Clause, 'term'>][]} Terms
 */

/**
 * Pages in the plugin's shape: titles (0), headings (1), descriptions (2), keywords (3), contents (4).
 * @param {string} locale
 * @param {string[][]} texts
 * @returns {SavedIndex[]}
 */
function pages(locale, texts) {
  const prefix = locale === 'en' ? '' : '/fr';
  /** @type {(SearchDocument & {b?: never[]})[][]} */
  const types = [[], [], [], [], []];
  let id = 0;
  texts.forEach(([title, heading, description, content]) => {
    const page = (id += 1);
    const u = `${prefix}/docs/page-${page}`;
    types[0].push({i: page, t: title, u, b: []});
    types[1].push({i: (id += 1), t: heading, u, h: '#h', p: page});
    types[2].push({i: page, t: description, s: title, u, p: page});
    types[3].push({i: page, t: 'keywords, ' + title, s: title, u, p: page});
    types[4].push(
      {i: (id += 1), t: content, s: heading, u, h: '#h', p: page},
      {i: (id += 1), t: title, s: title, u, p: page},
    );
  });
  return JSON.parse(JSON.stringify(types.map(buildIndex)));
}

/** @param {SearchDocument[]} documents */
function buildIndex(documents) {
  const index = lunr(function build() {
    this.use(lunr.multiLanguage('en', 'fr'));
    this.ref('i');
    this.field('t');
    this.metadataWhitelist = ['position'];
    documents.forEach((doc) => this.add({...doc, i: doc.i.toString()}));
  });
  return {documents, index};
}

/** @type {Record<string, SavedIndex[]>} */
const SAVED = {
  en: pages('en', [
    [
      'Managing your chat history',
      'Delete a chat',
      'Find, rename and delete chats.',
      'Your chat history keeps every conversation; delete one from its menu.',
    ],
    [
      'Writing a good prompt',
      'Prompts that work',
      'How to ask ChatGNB.',
      'A prompt says what you want, for whom, and in which tone. Prompting gets better with practice.',
    ],
    [
      'Signing in',
      'Cannot sign in',
      'Sign in with your government account.',
      'Sign in with Microsoft. If you cannot log in, ask the service desk.',
    ],
    [
      'Privacy and security',
      'What never to enter',
      'Keep information safe.',
      'Never enter a password, a health record or personal information in a chat.',
    ],
  ]),
  fr: pages('fr', [
    [
      "Gérer l'historique des conversations",
      'Supprimer une conversation',
      'Trouver et supprimer.',
      "L'historique garde chaque conversation; supprimez-la depuis son menu.",
    ],
    [
      'Sécurité et confidentialité',
      'Ce qu’il ne faut jamais entrer',
      'Protéger l’information.',
      'N’entrez jamais un mot de passe ni un renseignement personnel.',
    ],
    [
      'Rédiger une bonne requête',
      'Des requêtes efficaces',
      'Comment demander à ChatGNB.',
      'Une requête dit ce que vous voulez, pour qui, et sur quel ton.',
    ],
  ]),
};

const {REQUIRED, OPTIONAL} = lunr.Query.presence;
const {TRAILING} = lunr.Query.wildcard;
/**
 * Queries as the plugin's worker and ours build them: [value, options] per term.
 * @type {Record<string, Terms[]>}
 */
const QUERIES = {
  en: [
    [['history', {}]],
    [['hist', {wildcard: TRAILING}]],
    [['pr', {wildcard: TRAILING}]],
    [['promt', {editDistance: 1}]],
    [['histor', {editDistance: 1}]],
    [['log', {presence: REQUIRED}]],
    [
      ['delete', {presence: REQUIRED}],
      ['chat', {presence: REQUIRED}],
      ['history', {presence: REQUIRED}],
    ],
    [
      ['sign', {presence: OPTIONAL}],
      ['in', {presence: OPTIONAL}],
      ['password', {presence: OPTIONAL}],
    ],
    [
      ['chat', {presence: REQUIRED}],
      ['nothingatall', {presence: REQUIRED}],
    ],
  ],
  fr: [
    [['securite', {}]],
    [['sécurité', {}]],
    [['historique', {presence: REQUIRED}]],
    [["l'historique", {presence: REQUIRED}]],
    [['effacer', {presence: REQUIRED}]],
    [['requet', {wildcard: TRAILING}]],
    [['confidentialte', {editDistance: 1}]],
    [
      ['supprimer', {presence: REQUIRED}],
      ['conversation', {presence: REQUIRED}],
    ],
  ],
};

/**
 * @param {import('lunr').Index} index
 * @param {Terms} terms
 */
function query(index, terms) {
  return index.query((q) => {
    for (const [value, options] of terms) {
      q.term(value, options);
    }
  });
}

/**
 * @param {number} type
 * @param {import('lunr').Index.Result[]} results
 */
const shape = (type, results) =>
  results.map(({ref, score, matchData}) => ({type, ref, score, metadata: JSON.stringify(matchData.metadata)}));

/**
 * Serves the parts of the saved indexes, counting requests; `failing(url)` answers instead when it returns one.
 * @type {(pathname: string) => Response | Promise<Response> | undefined}
 */
let failing = () => undefined;
/** @type {string[]} */
let requests = [];
/** Parts of one term, or one page, each. */
const SMALLEST_PARTS = {terms: 1, documents: 1};
/**
 * @param {SavedIndex[]} saved
 * @param {{terms: number, documents: number}} [partBytes]
 */
function serve(saved, partBytes) {
  const {dictionary, termParts, documentParts} = indexPartsOf(saved, partBytes);
  dictionary.folder = 'search-index-0123456789abcdef';
  /** @type {Map<string, object>} */
  const files = new Map(
    /** @type {[string, object][]} */ ([
      ['/search-index-dictionary.json', dictionary],
      ...termParts.map((part, n) => [`/${dictionary.folder}/t${n}.json`, part]),
      ...documentParts.map((part, n) => [`/${dictionary.folder}/d${n}.json`, part]),
    ]),
  );
  // The worker reads only the origin of its location.
  Object.assign(globalThis, {location: new URL('https://help.example/')});
  globalThis.fetch = async (url) => {
    const {pathname} = new URL(/** @type {string | URL} */ (url));
    requests.push(pathname);
    const failure = failing(pathname);
    if (failure) {
      return failure;
    }
    const body = files.get(pathname);
    return body ? Response.json(structuredClone(body)) : new Response('Not found', {status: 404});
  };
}

beforeEach(() => {
  failing = () => undefined;
  requests = [];
});

for (const [locale, partBytes] of /** @type {[string, typeof SMALLEST_PARTS | undefined][]} */ ([
  ['en', undefined],
  ['fr', undefined],
  ['en', SMALLEST_PARTS],
  ['fr', SMALLEST_PARTS],
])) {
  test(`${locale}: the parts (${partBytes ? 'one term or page each' : 'as built'}) give the whole index's hits, order, scores and match data`, async () => {
    const whole = SAVED[locale].map(({index}) => lunr.Index.load(index));
    serve(SAVED[locale], partBytes);
    const reader = indexPartsReader(lunr);
    const {wrappedIndexes} = await reader.fetchIndexes('/search-index.json?_=1');
    assert.deepEqual(requests, ['/search-index-dictionary.json'], 'the dictionary alone before a search');
    for (const terms of QUERIES[locale]) {
      const expected = whole.flatMap((index, type) => shape(type, query(index, terms)));
      const found = await reader.search(wrappedIndexes, () =>
        wrappedIndexes.flatMap(({index, type, documents}) =>
          query(index, terms).map((result) => ({...result, type, document: documents.get(result.ref)})),
        ),
      );
      const label = JSON.stringify(terms);
      assert.deepEqual(
        found.map(({type, ref, score, matchData}) => ({
          type,
          ref,
          score,
          metadata: JSON.stringify(matchData.metadata),
        })),
        expected,
        label,
      );
      for (const {document, type, ref} of found) {
        assert.equal(document?.t, SAVED[locale][type].documents.find((doc) => String(doc.i) === ref)?.t, label);
      }
    }
    assert.ok(QUERIES[locale].some((terms) => whole.some((index) => query(index, terms).length > 1)));
  });
}

test('a part that cannot be fetched rejects the search; the next search fetches it again', async () => {
  serve(SAVED.en);
  const reader = indexPartsReader(lunr);
  const {wrappedIndexes} = await reader.fetchIndexes('/search-index.json');
  const search = () =>
    reader.search(wrappedIndexes, () =>
      wrappedIndexes.flatMap(({index, type, documents}) =>
        query(index, [['history', {}]]).map((result) => ({
          type,
          document: documents.get(result.ref),
          page: /** @type {const} */ (false),
        })),
      ),
    );
  const answers = [
    () => new Response('<!doctype html><title>Sign in</title>', {headers: {'content-type': 'text/html'}}),
    () => new Response('{}', {status: 500}),
    () => Promise.reject(new TypeError('Failed to fetch')),
  ];
  for (const answer of answers) {
    failing = (pathname) => (pathname.includes('/search-index-0') ? answer() : undefined);
    await assert.rejects(search, /Search index: .* could not be loaded/);
  }
  failing = () => undefined;
  const hits = await search();
  assert.ok(hits.length > 0 && hits.every(({document}) => typeof document?.t === 'string'));
});

test('the dictionary: a failure rejects, and is not the last word', async () => {
  serve(SAVED.en);
  const reader = indexPartsReader(lunr);
  failing = () => new Response('<!doctype html>', {status: 200});
  await assert.rejects(reader.fetchIndexes('/search-index.json'), /could not be loaded/);
  failing = () => undefined;
  await reader.fetchIndexes('/search-index.json');
  await assert.rejects(reader.fetchIndexes('https://elsewhere.example/search-index.json'), /unexpected address/);
});

test('an answer that does not come within 4 s rejects', async () => {
  serve(SAVED.en);
  const reader = indexPartsReader(lunr);
  mock.timers.enable({apis: ['setTimeout']});
  try {
    globalThis.fetch = (_url, init) => {
      const signal = /** @type {AbortSignal} */ (init?.signal);
      return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    };
    const loading = reader.fetchIndexes('/search-index.json');
    mock.timers.tick(3999);
    let settled = false;
    loading.then(
      () => (settled = true),
      () => (settled = true),
    );
    await Promise.resolve();
    assert.equal(settled, false);
    mock.timers.tick(1);
    await assert.rejects(loading, /could not be loaded/);
  } finally {
    mock.timers.reset();
  }
});

test('at most 4 parts are requested at once, and a part waiting its turn has its whole 4 s once sent', async () => {
  serve(SAVED.en);
  const served = globalThis.fetch;
  /** @type {(() => void)[]} */
  const sent = [];
  mock.timers.enable({apis: ['setTimeout']});
  try {
    globalThis.fetch = (url, init) => {
      const signal = /** @type {AbortSignal} */ (init?.signal);
      return new Promise((resolve, reject) => {
        sent.push(() => resolve(served(url)));
        signal.addEventListener('abort', () => reject(signal.reason));
      });
    };
    const settled = new Set();
    const loads = Array.from({length: 5}, (_, n) => {
      const loading = indexPartsReader(lunr).fetchIndexes('/search-index.json');
      loading.then(
        () => settled.add(n),
        () => settled.add(n),
      );
      return loading;
    });
    assert.equal(sent.length, 4);
    mock.timers.tick(3000);
    sent[0]();
    await loads[0];
    assert.equal(sent.length, 5, 'the fifth is sent once the first is answered');
    mock.timers.tick(1000);
    await Promise.allSettled(loads.slice(1, 4));
    assert.deepEqual([...settled].sort(), [0, 1, 2, 3]);
    mock.timers.tick(2999);
    await Promise.resolve();
    assert.equal(settled.has(4), false, 'the fifth waited 3 s, and has had 3 of its 4 s since');
    mock.timers.tick(1);
    await assert.rejects(loads[4], /could not be loaded/);
  } finally {
    mock.timers.reset();
  }
});

/** Words beginning "pl" in 4, 3, 2 and 1 pages (indexed as "plan", "plac", "plent", "plume"). */
const TYPED = pages('en', [
  ['First', 'One', 'Alpha.', 'plan place plenty'],
  ['Second', 'Two', 'Beta.', 'plan place plenty'],
  ['Third', 'Three', 'Gamma.', 'plan place'],
  ['Fourth', 'Four', 'Delta.', 'plan plume'],
]);
const {TRAILING: TYPING} = lunr.Query.wildcard;

/**
 * Runs `terms` through the reader index, as the plugin's worker does, and answers its hits' refs and terms.
 * @param {ReturnType<typeof indexPartsReader>} reader
 * @param {import('../worker/indexPartsReader').WrappedIndex[]} wrappedIndexes
 * @param {Terms} terms
 */
const searchParts = (reader, wrappedIndexes, terms) =>
  reader.search(wrappedIndexes, () =>
    wrappedIndexes.flatMap(({index, type, documents}) =>
      query(index, terms).map((result) => ({...result, type, document: documents.get(result.ref)})),
    ),
  );
/** @param {unknown} value */
const plain = (value) => JSON.parse(JSON.stringify(value));
const termsFetched = () => requests.filter((path) => /\/t\d+\.json$/.test(path)).length;

test('a word of one or two letters being typed stands for its 3 most frequent completions; a longer one for all', async () => {
  const whole = TYPED.map(({index}) => lunr.Index.load(index));
  serve(TYPED, SMALLEST_PARTS);
  const reader = indexPartsReader(lunr);
  const {wrappedIndexes} = await reader.fetchIndexes('/search-index.json');
  const found = await searchParts(reader, wrappedIndexes, [['pl', {wildcard: TYPING, presence: REQUIRED}]]);
  /** @type {Terms} */
  const mostFrequent = [
    ['plan', {usePipeline: false}],
    ['plac', {usePipeline: false}],
    ['plent', {usePipeline: false}],
  ];
  // The same hits and scores as the whole index's for those 3 terms (the match data's terms in another order).
  /** @param {import('lunr').Index.Result & {type: number}} result */
  const comparable = ({type, ref, score, matchData}) => ({type, ref, score, metadata: plain(matchData.metadata)});
  const expected = whole.flatMap((index, type) => query(index, mostFrequent).map((result) => ({type, ...result})));
  assert.deepEqual(found.map(comparable), expected.map(comparable));
  assert.equal(termsFetched(), 3, 'the postings of those 3 terms only');
  const typed = await searchParts(reader, wrappedIndexes, [['p', {wildcard: TYPING, presence: REQUIRED}]]);
  assert.ok(typed.length > 0 && typed.every(({matchData}) => !('plume' in matchData.metadata)));
  for (const terms of /** @type {Terms[]} */ ([[['plu', {wildcard: TYPING}]], [['plume', {}]]])) {
    const all = whole.flatMap((index, type) => shape(type, query(index, terms)));
    const hits = await searchParts(reader, wrappedIndexes, terms);
    assert.deepEqual(
      hits.map(({type, ref, score, matchData}) => ({type, ref, score, metadata: JSON.stringify(matchData.metadata)})),
      all,
      JSON.stringify(terms),
    );
  }
});

test('a search fetches the parts of the queries it runs only; once a newer one begins, nothing more', async () => {
  serve(TYPED, SMALLEST_PARTS);
  const reader = indexPartsReader(lunr);
  const {wrappedIndexes} = await reader.fetchIndexes('/search-index.json');
  // As the plugin's worker: the next query only when the first found nothing.
  /** @param {Terms[]} queries */
  const firstThatFinds = (...queries) =>
    reader.search(wrappedIndexes, () => {
      for (const terms of queries) {
        const hits = wrappedIndexes.flatMap(({index, type, documents}) =>
          query(index, terms).map((result) => ({
            type,
            document: documents.get(result.ref),
            page: /** @type {const} */ (false),
          })),
        );
        if (hits.length > 0) {
          return hits;
        }
      }
      return [];
    });
  await firstThatFinds([['plume', {}]], [['plan', {}]]);
  assert.equal(termsFetched(), 1, 'the first query found "plume": the postings of "plan" are not fetched');

  const fresh = indexPartsReader(lunr);
  const indexes = (await fresh.fetchIndexes('/search-index.json')).wrappedIndexes;
  requests = [];
  const overtaken = searchParts(fresh, indexes, [['plume', {}]]);
  const newer = searchParts(fresh, indexes, [['plenty', {}]]);
  const [overtakenHits, newerHits] = await Promise.all([overtaken, newer]);
  assert.equal(overtakenHits, newerHits, 'the overtaken search answers with the newer one');
  const documentParts = requests.filter((path) => /\/d\d+\.json$/.test(path));
  assert.equal(documentParts.length, 2, 'the documents of the newer hits (two pages) only, not those of "plume"');

  const [search] = /** @type {PerformanceMeasure[]} */ (performance.getEntriesByName(SEARCH_MEASURE).slice(-1));
  assert.ok(search.duration >= 0 && Number.isInteger(search.detail.search));
  const work = /** @type {PerformanceMeasure[]} */ (performance.getEntriesByName(`${SEARCH_MEASURE}:work`));
  assert.ok(work.some((entry) => entry.detail.search === search.detail.search));
});
