/**
 * The built site's own search, in Node: the search plugin's web worker exactly as the production build ships it
 * (the plugin's tokenizer, query building and ranking, lunr and its French support, our accent folding and
 * synonyms, all bundled by the build), run in a `vm` context that stands in for a browser's worker global, against
 * the built search index of a locale. Nothing here reimplements a step of the search: a change to the plugin, to
 * its options or to our lunr steps changes what this returns, as it changes what readers get.
 *
 * The worker entry is found in the build (the one script that loads its chunks with `importScripts`); its chunks
 * and the index's parts (its dictionary, then the parts each search reads: src/search/worker/indexPartsReader.js) are
 * read from `build/` (or `build/fr/`), as the browser would fetch them. The main thread talks to
 * it with Comlink, over a MessageChannel, as the plugin's `searchByWorker` does in the browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import zlib from 'node:zlib';
import {createRequire} from 'node:module';
import {ROOT} from '../../../shared/node/root.mjs';
import indexPartsWriter from '../../build/writeIndexParts.js';

const require = createRequire(import.meta.url);
// The copy of Comlink the plugin uses (the same protocol as the bundled worker's).
const Comlink = require(
  require.resolve('comlink', {
    paths: [path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json'))],
  }),
);

const {wholeIndexFile} = indexPartsWriter;

/** What readers download, compressed (Node's gzip at level 9; `gzip -9`, as in handbook/architecture.md, differs by < 0.5 %). */
/** @param {string} text */
const gzipBytes = (text) => zlib.gzipSync(text, {level: 9}).length;

/**
 * The search plugin's options as the build saw them (`searchResultLimits`: how many hits the navbar box asks for).
 * @param {string} siteDir
 */
export function builtSearchConstants(siteDir) {
  const file = path.join(siteDir, '.docusaurus/@easyops-cn/docusaurus-search-local/default/generated-constants.js');
  const source = fs.readFileSync(file, 'utf8');
  const limit = /export const searchResultLimits = (\d+);/.exec(source);
  if (!limit) {
    throw new Error(`${file}: no searchResultLimits (has the search plugin changed how it saves its options?)`);
  }
  return {searchResultLimits: Number(limit[1])};
}

/**
 * The worker entry script of a locale's build, as a path relative to that locale's folder.
 * @param {string} localeDir
 */
function findWorkerEntry(localeDir) {
  const jsDir = path.join(localeDir, 'assets/js');
  const entries = fs
    .readdirSync(jsDir)
    .filter(
      (file) => file.endsWith('.js') && fs.readFileSync(path.join(jsDir, file), 'utf8').includes('importScripts('),
    );
  if (entries.length !== 1) {
    throw new Error(`Expected one web worker script in ${jsDir}, found ${entries.length}: ${entries.join(', ')}`);
  }
  return `assets/js/${entries[0]}`;
}

/**
 * Starts the built search worker of one locale.
 * @param {{buildDir: string, locale: 'en' | 'fr', siteDir?: string}} options
 * @returns {Promise<{search: (query: string, limit: number) => Promise<Hit[]>, close: () => void,
 *   indexBytes: number, indexGzipBytes: number, dictionaryGzipBytes: number, fetchedGzipBytes: () => number}>}
 *
 * @typedef {{url: string, title: string, coverage: number, leads?: boolean,
 *   passages: {heading: string | null, hash: string, text: string, runs: TextRun[], box: TextRun[]}[]}} Hit
 *   a passage's `text` is its runs' text, the reader's words marked in `runs`; `box`, the runs the navbar box shows
 * @typedef {{text: string, marked: boolean}} TextRun
 */
export async function startBuiltSearch({buildDir, locale, siteDir = ROOT}) {
  const baseUrl = locale === 'en' ? '/' : `/${locale}/`;
  const localeDir = locale === 'en' ? buildDir : path.join(buildDir, locale);
  /** @param {string} url */
  const fileOf = (url) => {
    const {pathname} = new URL(url, 'http://localhost');
    if (!pathname.startsWith(baseUrl)) {
      throw new Error(`The worker asked for ${pathname}, outside ${baseUrl}`);
    }
    return path.join(localeDir, decodeURIComponent(pathname.slice(baseUrl.length)));
  };

  /** The compressed size of each file the worker fetched, in order. */
  /** @type {number[]} */
  const fetched = [];
  const {port1, port2} = new MessageChannel();
  const context = {
    console,
    URL,
    TextDecoder,
    TextEncoder,
    setTimeout,
    AbortController,
    clearTimeout,
    queueMicrotask,
    performance,
    // Comlink hands the worker's object to the main thread on a port of its own.
    MessageChannel,
    MessagePort,
    location: new URL(`http://localhost${baseUrl}${findWorkerEntry(localeDir)}`),
    // The worker's end of the channel is its global scope, as in a browser's dedicated worker.
    /**
     * @param {string} type
     * @param {EventListener} listener
     */
    addEventListener: (type, listener) => {
      port2.addEventListener(type, listener);
      port2.start();
    },
    /**
     * @param {string} type
     * @param {EventListener} listener
     */
    removeEventListener: (type, listener) => port2.removeEventListener(type, listener),
    /**
     * @param {unknown} message
     * @param {Transferable[]} transfer
     */
    postMessage: (message, transfer) => port2.postMessage(message, transfer),
    /** @param {string[]} urls */
    importScripts: (...urls) => {
      for (const url of urls) {
        vm.runInContext(fs.readFileSync(fileOf(url), 'utf8'), context, {filename: url});
      }
    },
    /** @param {string} url */
    fetch: async (url) => {
      const body = await fs.promises.readFile(fileOf(url), 'utf8');
      fetched.push(gzipBytes(body));
      return {ok: true, status: 200, json: async () => JSON.parse(body), text: async () => body};
    },
  };
  Object.assign(context, {self: context, globalThis: context});
  vm.createContext(context);
  context.importScripts(context.location.pathname);

  const Remote = Comlink.wrap(port1);
  const worker = await new Remote();
  await worker.fetchIndexes(baseUrl, '');
  const dictionaryGzipBytes = fetched[0];
  // The whole index is not in the build (no reader fetches it); the build keeps a copy to measure it.
  const index = fs.readFileSync(wholeIndexFile(path.join(siteDir, '.docusaurus'), localeDir), 'utf8');
  return {
    indexBytes: Buffer.byteLength(index),
    indexGzipBytes: gzipBytes(index),
    /** The dictionary, which the worker fetches before any search (the idle prefetch's download). */
    dictionaryGzipBytes,
    /** What the worker has fetched of the index so far, compressed. */
    fetchedGzipBytes: () => fetched.reduce((sum, bytes) => sum + bytes, 0),
    /**
     * The pages the worker answers with, best first, each with its passages (src/search/worker/passages.js), their
     * text as readers see it.
     * @param {string} query
     * @param {number} limit
     * @returns {Promise<Hit[]>}
     */
    async search(query, limit) {
      /** @type {import('../../worker/passages.js').Answer[]} */
      const answers = await worker.search(baseUrl, '', query, limit);
      return answers.map(({url, title, coverage, leads, passages}) => ({
        url,
        title,
        coverage,
        leads,
        passages: passages.map(({heading, hash, text, box}) => ({
          heading,
          hash,
          text: text.map((run) => run.text).join(''),
          runs: text.map(({text, marked}) => ({text, marked})),
          box: box.map(({text, marked}) => ({text, marked})),
        })),
      }));
    },
    close() {
      worker[Comlink.releaseProxy]();
      Remote[Comlink.releaseProxy]();
      port1.close();
      port2.close();
    },
  };
}
