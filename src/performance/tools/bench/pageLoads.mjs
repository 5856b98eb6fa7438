#!/usr/bin/env node
/**
 * `npm run bench`: what the sign-in gate costs a reader, against the same site
 * built without it (src/signIn/theme/Root removed), in the same run.
 *
 * Every figure comes from the page's own timeline, never from the harness's
 * clock: LCP (PerformanceObserver), the moment the article becomes visible
 * (behind the gate: when it opens, or first contentful paint if later; without
 * it: first contentful paint, the article being in the HTML), the JavaScript the browser had fetched by then and in
 * all until the network is quiet (gzip size, as the host sends it), the first search result after the first keystroke.
 *
 * For each profile (desktop; phone with 4× CPU throttling), locale and page
 * (an article, a category, the home page): a warm-up load of each build, then N loads
 * alternating the site and its baseline, each in a fresh signed-in browser context
 * (cold HTTP cache). Medians are printed as a table with ratios.
 *
 * Writes its table into handbook/figures.md (src/performance/tools/figures.mjs), as `page-loads`, or the id `--record`
 * names (a change measured with and without it).
 *
 * Options: --runs N (default 15); --record ID; --gated-src DIR (build the gated site from
 * another checkout, e.g. an older commit, to compare before and after);
 * --baseline-src DIR (the baseline is the site, gated, built from that checkout, e.g. a `git worktree` with one
 * change reverted, instead of the site without the gate: what the change gives);
 * --signed-out-only (only the signed-out journey and the first search results).
 */
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium, devices} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../../shared/node/chromium.mjs';
import {
  BENCH_OUT,
  baselineName,
  buildSiteAndBaseline,
  gzipSize,
  median,
  READER_PAGES as PAGES,
  signIn,
  startServers,
} from './servers.mjs';
import {BENCH_PORTS as PORTS} from '../../../shared/node/ports.mjs';
import {ACCOUNT_KNOWN, CALLBACK_ROUTE, LOCAL_IDP_PORT as IDP_PORT} from '../../../signIn/tools/index.mjs';
import {ROOT} from '../../../shared/node/root.mjs';
import {scriptsBeforeContent} from './scale/inPage.mjs';
import {commandLine, measuredOn, recordFigures} from '../figures.mjs';

const OUT = path.join(BENCH_OUT, 'gate');
const {values} = parseArgs({
  options: {
    runs: {type: 'string', default: '15'},
    'gated-src': {type: 'string'},
    'baseline-src': {type: 'string'},
    'signed-out-only': {type: 'boolean'},
    record: {type: 'string'},
  },
});
const BASELINE_SRC = values['baseline-src'] && path.resolve(values['baseline-src']);
const RUNS = Number(values.runs);
const GATED_SRC = path.resolve(values['gated-src'] ?? ROOT);
const LOCALES = [
  {name: 'fr', prefix: '/fr'},
  {name: 'en', prefix: ''},
];
const PROFILES = [
  {name: 'desktop', context: {viewport: {width: 1280, height: 800}}, cpuThrottling: 1},
  {name: 'phone ×4 CPU', context: {...devices['Pixel 7']}, cpuThrottling: 4},
];
const SIGNED_OUT_LINK = '/fr/docs/get-help/troubleshooting?ref=bench#clear-your-browser-cache';

/**
 * @typedef {{lcp: number, revealed: number, firstKey: number, firstResult: number}} BenchTimeline
 * @typedef {typeof window & {benchTimeline: BenchTimeline}} TimedWindow
 * @typedef {{event: string, url: string, at: number}} JourneyEvent
 * @typedef {typeof window & {benchJourney: (event: JourneyEvent) => void}} JourneyWindow
 * @typedef {(typeof PROFILES)[number]} Profile
 * @typedef {import('./scale/reader.mjs').StorageState} StorageState
 * @typedef {{origin: string, dir: string, state?: StorageState}} Site
 * @typedef {(typeof LOCALES)[number]} Locale
 */

/**
 * Collected in the page from its first script on: LCP candidates and the first search result. Runs in the page by
 * itself (it names nothing of this module).
 * @param {string} accountKnownAttribute
 */
function instrument(accountKnownAttribute) {
  /** @type {BenchTimeline} */
  const timeline = {lcp: 0, revealed: 0, firstKey: 0, firstResult: 0};
  /** @type {TimedWindow} */ (window).benchTimeline = timeline;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) timeline.lcp = entry.startTime;
  }).observe({type: 'largest-contentful-paint', buffered: true});
  addEventListener('keydown', (event) => (timeline.firstKey ||= event.timeStamp), true);
  // The gate reveals the page either before first paint (an attribute on <html>) or once MSAL is done.
  new MutationObserver(() => {
    const revealed =
      document.documentElement.hasAttribute(accountKnownAttribute) || document.querySelector('[data-auth-gate="open"]');
    if (revealed && !timeline.revealed) timeline.revealed = performance.now();
    if (timeline.firstKey && !timeline.firstResult && document.querySelector('[role="option"]')) {
      timeline.firstResult = performance.now();
    }
  }).observe(document, {subtree: true, childList: true, attributes: true});
}

/**
 * What the page's own timeline says once its content is visible.
 * @param {import('@playwright/test').Page} page
 * @param {string} buildDir
 */
async function readTimeline(page, buildDir) {
  const {visible, scripts} = await page.evaluate(scriptsBeforeContent, 'benchTimeline');
  const lcp = await page.evaluate(() => /** @type {TimedWindow} */ (window).benchTimeline.lcp);
  return {lcp, visible, scripts, jsBytes: gzipSize(buildDir, scripts)};
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {Profile} profile
 * @param {StorageState | undefined} storageState
 */
async function newContext(browser, profile, storageState) {
  const context = await browser.newContext({...profile.context, storageState});
  await context.addInitScript(instrument, ACCOUNT_KNOWN.attribute);
  return context;
}

/**
 * @param {import('@playwright/test').Page} page
 * @param {number} rate
 */
async function throttle(page, rate) {
  if (rate > 1) {
    const session = await page.context().newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', {rate});
  }
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {Profile} profile
 * @param {Site} site
 * @param {string} url
 */
async function measureLoad(browser, profile, site, url) {
  const context = await newContext(browser, profile, site.state);
  const page = await context.newPage();
  await throttle(page, profile.cpuThrottling);
  await page.goto(site.origin + url);
  await page.locator('main').first().waitFor({state: 'visible'});
  const timeline = await readTimeline(page, site.dir);
  // Everything the load downloads: the page's scripts, MSAL, and the chunks of linked pages it prefetches. On a slow
  // phone, MSAL's chunk is asked for only after hydration, which can outlast networkidle's 500 ms: wait for the gate's
  // verdict first.
  if (await page.locator('[data-auth-gate]').count()) {
    await page.locator('[data-auth-gate="open"]').waitFor({state: 'attached'});
  }
  await page.waitForLoadState('networkidle');
  const allScripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.endsWith('.js')),
  );
  await context.close();
  return {...timeline, jsAllBytes: gzipSize(site.dir, [...new Set(allScripts)])};
}

/**
 * Every page of the journey reports, on the machine's clock (its time origin plus its own timeline): when it started
 * loading, and for the provider's page, when it first painted and when the account was clicked. The time between
 * those two is the reader's (here the harness's) choosing, not the site's. Runs in the page by itself.
 */
function reportJourney() {
  /** @param {JourneyEvent} event */
  const benchJourney = (event) => /** @type {JourneyWindow} */ (window).benchJourney(event);
  /** @param {number} ms */
  const at = (ms) => performance.timeOrigin + ms;
  benchJourney({event: 'document', url: location.href, at: performance.timeOrigin});
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint')
        benchJourney({event: 'painted', url: location.href, at: at(entry.startTime)});
  }).observe({type: 'paint', buffered: true});
  addEventListener(
    'click',
    (event) => benchJourney({event: 'clicked', url: location.href, at: at(event.timeStamp)}),
    true,
  );
}

/**
 * The signed-out journey: deep link → provider's page → account chosen at once → content, in phases.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 */
async function measureSignedOut(browser, origin) {
  const context = await browser.newContext();
  /** @type {JourneyEvent[]} */
  const events = [];
  await context.exposeFunction('benchJourney', (/** @type {JourneyEvent} */ event) => events.push(event));
  await context.addInitScript(reportJourney);
  await context.addInitScript(instrument, ACCOUNT_KNOWN.attribute);
  const page = await context.newPage();
  await page.goto(origin + SIGNED_OUT_LINK);
  await page.waitForURL((url) => url.port === String(IDP_PORT));
  await page.getByRole('button', {name: /Marie Leblanc/}).click();
  await page.waitForURL((url) => url.port !== String(IDP_PORT) && !url.pathname.endsWith(CALLBACK_ROUTE));
  await page.locator('[data-auth-gate="open"]').waitFor({state: 'attached'});
  const revealed = await page.evaluate(
    () => performance.timeOrigin + /** @type {TimedWindow} */ (window).benchTimeline.revealed,
  );
  await context.close();
  // A completed journey has each of these events.
  /** @param {(event: JourneyEvent) => boolean} matches */
  const firstOf = (matches) => /** @type {JourneyEvent} */ (events.find(matches));
  /** @param {(event: JourneyEvent) => boolean} matches */
  const lastOf = (matches) => /** @type {JourneyEvent} */ (events.filter(matches).at(-1));
  /**
   * @param {string} event
   * @param {string} port
   */
  const first = (event, port) => firstOf((e) => e.event === event && new URL(e.url).port === port);
  const start = events[0].at;
  const leftForProvider = first('document', String(IDP_PORT)).at;
  const providerPainted = first('painted', String(IDP_PORT)).at;
  const clicked = lastOf((e) => e.event === 'clicked' && new URL(e.url).port === String(IDP_PORT)).at;
  const callback = firstOf((e) => e.event === 'document' && new URL(e.url).pathname.endsWith(CALLBACK_ROUTE));
  const content = lastOf((e) => e.event === 'document').at;
  return {
    total: revealed - start,
    toProvider: leftForProvider - start,
    providerPage: providerPainted - leftForProvider,
    choosing: clicked - providerPainted,
    toCallback: callback.at - clicked,
    callback: content - callback.at,
    content: revealed - content,
    site: revealed - start - (clicked - providerPainted),
  };
}

/**
 * From the first keystroke to the first hit, on the home page: as soon as it shows ("cold"), or once it has settled
 * (nothing more on the network for half a second: a reader who reads first, then searches).
 * @param {import('@playwright/test').Browser} browser
 * @param {Site} site
 * @param {Locale} locale
 */
async function measureFirstSearchResult(browser, site, locale, {settled = false} = {}) {
  const context = await newContext(browser, PROFILES[0], site.state);
  const page = await context.newPage();
  await page.goto(`${site.origin}${locale.prefix}/`);
  await page.locator('main').first().waitFor({state: 'visible'});
  if (settled) await page.waitForLoadState('networkidle');
  const box = page.locator('.navbar .navbar__search-input');
  await box.click();
  await page.keyboard.type(locale.name === 'fr' ? 'requêtes' : 'prompts');
  await page.locator('[role="option"]').first().waitFor();
  const ms = await page.evaluate(() => {
    const {benchTimeline} = /** @type {TimedWindow} */ (window);
    return benchTimeline.firstResult - benchTimeline.firstKey;
  });
  await context.close();
  return ms;
}

/**
 * @param {string} label
 * @param {number} gated
 * @param {number} [baseline]
 */
function row(label, gated, baseline, unit = 'ms') {
  /** @param {number} x */
  const format = (x) => (unit === 'KB' ? `${(x / 1024).toFixed(0)} KB` : `${Math.round(x)} ms`);
  const ratio = baseline ? `${(gated / baseline).toFixed(2)}×` : '';
  return [label, format(gated), baseline === undefined ? '—' : format(baseline), ratio];
}

/** @param {string[]} cells */
const markdownRow = (cells) => `| ${cells.join(' | ')} |`;

const LOAD_BEFORE = os.loadavg()[0];
console.log(`Building the site from ${GATED_SRC} and the baseline (${baselineName(BASELINE_SRC)})…`);
const DIRS = buildSiteAndBaseline(GATED_SRC, OUT, {baselineSrc: BASELINE_SRC});

const stopServers = await startServers([
  {dir: DIRS.gated, port: PORTS.gated},
  {dir: DIRS.baseline, port: PORTS.baseline},
]);
const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
try {
  /** @type {Site} */
  const gated = {origin: `http://localhost:${PORTS.gated}`, dir: DIRS.gated};
  /** @type {Site} */
  const baseline = {origin: `http://localhost:${PORTS.baseline}`, dir: DIRS.baseline, state: undefined};
  gated.state = await signIn(browser, gated.origin);
  if (DIRS.baselineGated) baseline.state = await signIn(browser, baseline.origin);

  /** @type {string[][]} */
  const lines = [];
  for (const profile of values['signed-out-only'] ? [] : PROFILES) {
    for (const locale of LOCALES) {
      for (const pageSpec of PAGES) {
        const url = `${locale.prefix}${pageSpec.path}`;
        await measureLoad(browser, profile, gated, url);
        await measureLoad(browser, profile, baseline, url);
        /** @type {Record<'gated' | 'baseline', Awaited<ReturnType<typeof measureLoad>>[]>} */
        const results = {gated: [], baseline: []};
        for (let run = 0; run < RUNS; run += 1) {
          results.gated.push(await measureLoad(browser, profile, gated, url));
          results.baseline.push(await measureLoad(browser, profile, baseline, url));
        }
        /**
         * @param {'gated' | 'baseline'} side
         * @param {'lcp' | 'visible' | 'jsBytes' | 'jsAllBytes'} key
         */
        const m = (side, key) => median(results[side].map((r) => r[key]));
        const label = `${profile.name}, ${locale.name} ${pageSpec.name}`;
        lines.push(row(`${label}: LCP`, m('gated', 'lcp'), m('baseline', 'lcp')));
        lines.push(row(`${label}: article visible`, m('gated', 'visible'), m('baseline', 'visible')));
        lines.push(row(`${label}: JS before content (gzip)`, m('gated', 'jsBytes'), m('baseline', 'jsBytes'), 'KB'));
        lines.push(row(`${label}: JS in all (gzip)`, m('gated', 'jsAllBytes'), m('baseline', 'jsAllBytes'), 'KB'));
        console.log(lines.slice(-4).map(markdownRow).join('\n'));
      }
    }
  }
  /** @type {Awaited<ReturnType<typeof measureSignedOut>>[]} */
  const signedOut = [];
  await measureSignedOut(browser, gated.origin);
  for (let run = 0; run < RUNS; run += 1) signedOut.push(await measureSignedOut(browser, gated.origin));
  /** @param {keyof (typeof signedOut)[number]} key */
  const phase = (key) => median(signedOut.map((journey) => journey[key]));
  lines.push(row('Signed out: deep link → account chosen at once → content (desktop)', phase('total')));
  lines.push(row('… of which the site and the provider (all but the choosing)', phase('site')));
  lines.push(row('… deep link → the site sends the reader to the provider', phase('toProvider')));
  lines.push(row("… the provider's sign-in → its page painted", phase('providerPage')));
  lines.push(row("… the provider's page painted → account clicked (the harness choosing)", phase('choosing')));
  lines.push(row('… account clicked → the callback page starts loading', phase('toCallback')));
  lines.push(row('… the callback page → the page asked for starts loading', phase('callback')));
  lines.push(row('… the page asked for starts loading → its content shown', phase('content')));
  for (const settled of [false, true]) {
    for (const locale of LOCALES) {
      /** @type {{gated: number[], baseline: number[]}} */
      const times = {gated: [], baseline: []};
      for (let run = 0; run < Math.min(RUNS, 7); run += 1) {
        times.gated.push(await measureFirstSearchResult(browser, gated, locale, {settled}));
        if (DIRS.baselineGated) {
          times.baseline.push(await measureFirstSearchResult(browser, baseline, locale, {settled}));
        }
      }
      lines.push(
        row(
          `First search result after the first keystroke, ${settled ? 'settled' : 'cold'} page (${locale.name}, desktop)`,
          median(times.gated),
          DIRS.baselineGated ? median(times.baseline) : undefined,
        ),
      );
    }
  }
  const title = `Medians of ${RUNS} alternating loads after a warm-up, each in a fresh signed-in context (cold cache)`;
  const columns = ['Measure', 'As readers get it', `Baseline: ${baselineName(BASELINE_SRC)}`, 'Ratio'];
  console.log(`\n${title}.\n`);
  console.log(`${markdownRow(columns)}\n|---|---|---|---|\n${lines.map(markdownRow).join('\n')}`);
  recordFigures(ROOT, {
    id: values.record ?? 'page-loads',
    title,
    command: commandLine('bench'),
    ...measuredOn(GATED_SRC, LOAD_BEFORE),
    columns,
    rows: lines,
  });
} finally {
  await browser.close();
  stopServers();
}
