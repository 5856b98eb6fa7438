/**
 * A signed-in reader's browser, CPU slowed 4×, cold cache (a fresh browser context each time): opens an article,
 * waits until the page is idle and the network quiet (the prefetches done), then makes a first search from the navbar box.
 * Measured from the page's own timeline (./inPage.mjs); bytes are those of the built files (./searchFiles.mjs).
 *
 * The slowdown reaches the page's main thread only: Chromium does not slow a page's dedicated workers with it, and
 * refuses Emulation.setCPUThrottlingRate for a worker target ("only supported for pages"). The search worker (loading
 * the index, running the queries) runs at the machine's full speed. So the worker's own timeline is read too (its
 * User Timing entries, src/search/worker/indexPartsReader.js): the last search's time from its start to its hits, and
 * how much of it was the worker's own work (running the queries, reading the parts it fetched), the rest being
 * waits for the network. A phone's figure: the page's (last key → first hit) plus that work 3 more times over.
 */
import {expect} from '@playwright/test';
import {instrumentPage, nextIdle, scriptsBeforeContent, searchTimes} from './inPage.mjs';
import {searchKind, totalBytes} from './searchFiles.mjs';
import {SEARCH_MEASURE} from '../../../../search/tools/index.mjs';

/**
 * @typedef {import('@playwright/test').Page} Page
 * @typedef {Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>>} StorageState
 * @typedef {{dir: string, port: number, origin: string, article: string, category: string, searchChunks: Set<string>,
 *   state?: StorageState}} Site the built site a reader opens
 * @typedef {{name: string, prefix: string, searchBox: string, query: string}} Locale
 * @typedef {{phase: string, requests: {phase: string, url: string}[],
 *   inFlight: Set<import('@playwright/test').Request>, lastActivity: number}} Network
 */

export const CPU_SLOWDOWN = 4;
/** A reader typing, about ten keys a second. */
const KEY_DELAY_MS = 100;
/** No request for this long: the network is quiet (as Playwright's "networkidle"). */
const QUIET_MS = 500;
const TIMEOUT_MS = 120_000;

/**
 * The readers' languages: path prefix, the search box's accessible name, and a query that finds real articles and
 * synthetic ones (a word of ./vocabulary.mjs the real articles use too).
 * @type {Locale[]}
 */
export const LOCALES = [
  {name: 'en', prefix: '', searchBox: 'Search the Help Centre', query: 'meeting'},
  {name: 'fr', prefix: '/fr', searchBox: "Rechercher dans le Centre d'aide", query: 'réunion'},
];

/**
 * Every request of the page and of its workers, by phase, and when the network was last busy.
 * @param {Page} page
 */
function watchNetwork(page) {
  /** @type {Network} */
  const network = {phase: 'open', requests: [], inFlight: new Set(), lastActivity: Date.now()};
  /** @param {import('@playwright/test').Request} request */
  const settle = (request) => {
    network.inFlight.delete(request);
    network.lastActivity = Date.now();
  };
  page.on('request', (request) => {
    network.requests.push({phase: network.phase, url: request.url()});
    network.inFlight.add(request);
    network.lastActivity = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return network;
}

/** @param {Network} network */
async function networkQuiet(network) {
  const deadline = Date.now() + TIMEOUT_MS;
  while (network.inFlight.size > 0 || Date.now() - network.lastActivity < QUIET_MS) {
    if (Date.now() > deadline) throw new Error(`the network was still busy after ${TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The page's dedicated workers (the search worker), through the page's DevTools session: Playwright gives no
 * DevTools session of a worker, so commands reach it as messages of the page's session.
 * @param {import('@playwright/test').CDPSession} cdp
 */
async function watchWorkers(cdp) {
  /** @type {{sessionId: string, url: string}[]} */
  const workers = [];
  /** @type {Map<number, (reply: {id: number, result?: unknown, error?: {message: string}}) => void>} */
  const pending = new Map();
  let lastId = 0;
  cdp.on('Target.attachedToTarget', ({sessionId, targetInfo}) => {
    if (targetInfo.type === 'worker') workers.push({sessionId, url: targetInfo.url});
  });
  cdp.on('Target.receivedMessageFromTarget', ({message}) => {
    const reply = JSON.parse(message);
    pending.get(reply.id)?.(reply);
    pending.delete(reply.id);
  });
  await cdp.send('Target.setAutoAttach', {autoAttach: true, waitForDebuggerOnStart: false, flatten: false});
  /**
   * A command to a worker, answered with its result (as the DevTools protocol defines it for `method`).
   * @param {string} sessionId
   * @param {string} method
   * @returns {Promise<unknown>}
   */
  const send = (sessionId, method, params = {}) =>
    new Promise((resolve, reject) => {
      lastId += 1;
      pending.set(lastId, (reply) => (reply.error ? reject(new Error(reply.error.message)) : resolve(reply.result)));
      const message = JSON.stringify({id: lastId, method, params});
      cdp.send('Target.sendMessageToTarget', {sessionId, message}).catch(reject);
    });
  /** The search worker's last search: its time and the worker's own work in it (ms, its timeline), or null. */
  const lastSearch = async () => {
    for (const {sessionId} of workers) {
      const {result} = /** @type {{result: {value?: string}}} */ (
        await send(sessionId, 'Runtime.evaluate', {
          expression: `JSON.stringify(performance.getEntriesByType('measure')
          .filter((entry) => entry.name.startsWith(${JSON.stringify(SEARCH_MEASURE)}))
          .map(({name, duration, detail}) => ({name, duration, search: detail?.search})))`,
          returnByValue: true,
        })
      );
      /** @type {{name: string, duration: number, search?: number}[]} */
      const entries = JSON.parse(result.value ?? '[]');
      const last = entries.filter((entry) => entry.name === SEARCH_MEASURE).at(-1);
      if (!last) continue;
      const work = entries
        .filter((entry) => entry.name !== SEARCH_MEASURE && entry.search === last.search)
        .reduce((sum, entry) => sum + entry.duration, 0);
      return {ms: last.duration, workMs: work, searches: entries.filter((e) => e.name === SEARCH_MEASURE).length};
    }
    return null;
  };
  /** Each worker's JS heap now, then after a garbage collection (what it keeps: the index, mostly). */
  const readHeaps = async () => {
    const heaps = [];
    for (const {sessionId, url} of workers) {
      const before = /** @type {{usedSize: number}} */ (await send(sessionId, 'Runtime.getHeapUsage'));
      await send(sessionId, 'HeapProfiler.collectGarbage');
      const after = /** @type {{usedSize: number}} */ (await send(sessionId, 'Runtime.getHeapUsage'));
      heaps.push({url: new URL(url).pathname, usedBytes: before.usedSize, afterGcBytes: after.usedSize});
    }
    return heaps;
  };
  return {readHeaps, lastSearch};
}

/**
 * The site's files first requested in the given phases: a file the page had asked for before is in the browser's
 * cache (prefetched, or fetched), not downloaded again. Their bytes, and those of the search files among them.
 * @param {Site} site
 * @param {Network} network
 * @param {string[]} phases
 */
function searchDownloads(site, network, phases) {
  /** @type {Map<string, string>} */
  const firstPhase = new Map();
  for (const request of network.requests) {
    const url = new URL(request.url);
    if (url.origin === site.origin && !firstPhase.has(url.pathname)) firstPhase.set(url.pathname, request.phase);
  }
  const paths = [...firstPhase].filter(([, phase]) => phases.includes(phase)).map(([urlPath]) => urlPath);
  const search = paths.filter((urlPath) => searchKind(urlPath, site.searchChunks));
  const [index, code] = ['index', 'code'].map((kind) =>
    totalBytes(
      site.dir,
      search.filter((urlPath) => searchKind(urlPath, site.searchChunks) === kind),
    ),
  );
  const kinds = {index, code};
  return {...totalBytes(site.dir, search), ...kinds, files: search, allFiles: totalBytes(site.dir, paths)};
}

/**
 * @param {Page} page
 * @param {Site} site
 * @param {Locale} locale
 * @param {Network} network
 */
async function openArticle(page, site, locale, network) {
  await page.goto(`${site.origin}${locale.prefix}${site.article}`);
  await page.locator('main').first().waitFor({state: 'visible', timeout: TIMEOUT_MS});
  const {scripts} = await page.evaluate(scriptsBeforeContent, 'scaleBench');
  const beforeContent = totalBytes(site.dir, scripts);
  await page.locator('[data-auth-gate="open"]').waitFor({state: 'attached', timeout: TIMEOUT_MS});
  // The index is prefetched from an idle callback of its own: let the idle callbacks queued so far run, then
  // wait for what they asked for.
  await networkQuiet(network);
  await page.evaluate(nextIdle);
  await networkQuiet(network);
  return beforeContent;
}

/**
 * @param {Page} page
 * @param {Locale} locale
 * @param {Network} network
 */
async function firstSearch(page, locale, network) {
  network.phase = 'search';
  const box = page
    .getByRole('combobox', {name: locale.searchBox})
    .or(page.getByRole('textbox', {name: locale.searchBox}));
  await page.keyboard.press('Control+k');
  await box.first().waitFor({state: 'visible', timeout: TIMEOUT_MS});
  await expect(box.first()).toBeFocused({timeout: TIMEOUT_MS});
  await page.keyboard.type(locale.query, {delay: KEY_DELAY_MS});
  const times = await page.waitForFunction(searchTimes, locale.query, {timeout: TIMEOUT_MS, polling: 50});
  network.phase = 'after';
  // waitForFunction resolves once the function's value is truthy.
  const {firstKey, lastKey, hit, answered} = /** @type {NonNullable<ReturnType<typeof searchTimes>>} */ (
    await times.jsonValue()
  );
  return {ms: hit - lastKey, fromFirstKeyMs: hit - firstKey, answered};
}

/**
 * The kinds of page besides the article, each opened by a reader of its own (cold cache, CPU slowed as for the
 * article): the site's longest section, the home page, and the search page answering the bench's query.
 * @param {Site} site
 * @param {Locale} locale
 */
export const OTHER_PAGE_KINDS = (site, locale) => [
  {name: 'category', path: site.category},
  {name: 'home', path: '/'},
  {name: 'search', path: `/search?q=${encodeURIComponent(locale.query)}`},
];

/**
 * JavaScript before content (gzip) on a page opened by a signed-in reader on a cold cache, as for the article.
 * @param {import('@playwright/test').Browser} browser
 * @param {Site} site
 * @param {Locale} locale
 * @param {string} pagePath
 */
async function gzipBeforeContent(browser, site, locale, pagePath) {
  const context = await browser.newContext({storageState: site.state, viewport: {width: 1280, height: 800}});
  await context.addInitScript(instrumentPage);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
  try {
    await page.goto(`${site.origin}${locale.prefix}${pagePath}`);
    await page.locator('main').first().waitFor({state: 'visible', timeout: TIMEOUT_MS});
    const {scripts} = await page.evaluate(scriptsBeforeContent, 'scaleBench');
    return totalBytes(site.dir, scripts).gzip;
  } finally {
    await context.close();
  }
}

/**
 * One reader, one language: opens the article, waits, searches; then JavaScript before content on each other kind
 * of page.
 * @param {import('@playwright/test').Browser} browser
 * @param {Site} site
 * @param {Locale} locale
 */
export async function measureReader(browser, site, locale) {
  const context = await browser.newContext({storageState: site.state, viewport: {width: 1280, height: 800}});
  await context.addInitScript(instrumentPage);
  const page = await context.newPage();
  const network = watchNetwork(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
  const worker = await watchWorkers(cdp);
  let run;
  try {
    const beforeContent = await openArticle(page, site, locale, network);
    const idle = searchDownloads(site, network, ['open']);
    const search = await firstSearch(page, locale, network);
    const workerSearch = await worker.lastSearch();
    const toFirstHit = searchDownloads(site, network, ['search']);
    const toFirstHitFromOpening = searchDownloads(site, network, ['open', 'search']);
    await networkQuiet(network);
    const heaps = await worker.readHeaps();
    const phoneMs = workerSearch ? search.ms + (CPU_SLOWDOWN - 1) * workerSearch.workMs : undefined;
    run = {
      beforeContent,
      idle,
      search: {...search, worker: workerSearch, phoneMs, downloads: toFirstHit, fromOpening: toFirstHitFromOpening},
      heaps,
    };
  } finally {
    await context.close();
  }
  /** @type {Record<string, number>} */
  const beforeContentByKind = {article: run.beforeContent.gzip};
  for (const kind of OTHER_PAGE_KINDS(site, locale))
    beforeContentByKind[kind.name] = await gzipBeforeContent(browser, site, locale, kind.path);
  return {...run, beforeContentByKind};
}
