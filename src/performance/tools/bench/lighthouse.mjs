#!/usr/bin/env node
/**
 * `npm run bench:lighthouse`: Lighthouse's Performance for the pages readers open (an article, a category page and
 * the home page, in French and in English), for a signed-in reader on a cold HTTP cache, served compressed as the
 * host serves them, mobile (Lighthouse's default: Moto G Power, slow 4G, 4× CPU, `simulate`) and desktop; each page
 * on the site as readers get it (with the sign-in gate) and on the same site built without the gate, in the same run.
 *
 * Lighthouse cannot sign in, and its storage reset would sign the reader out. So the script signs in once through
 * the real redirect (local identity provider) in a Chromium that Lighthouse then drives, empties the HTTP cache
 * before each run (CDP `Network.clearBrowserCache`) and keeps the site's storage (`disableStorageReset`). A run sent to
 * the identity provider's sign-in did not measure a signed-in reader: the bench then fails.
 *
 * Options: --runs N (median of N per page, profile and build; default 3); --profiles mobile,desktop;
 * --locales fr,en; --pages article,category,home,search; --no-baseline (the gated site only); --built DIR (measure
 * a build already made, e.g. the scale bench's kept copy's, without a baseline, or with --baseline-built DIR, another
 * build already made, e.g. the same copy built before a change, measured alternating); --port P (the site's; the
 * baseline's is P + 1) and --debugging-port P (Chromium's), to keep clear of other benches; --category PATH (the
 * category page measured, e.g. a long one of the scale bench's copy); --gated-src DIR (measure
 * another checkout, e.g. an older commit, to compare before and after); --baseline-src DIR (the baseline is the
 * site, gated, built from that checkout, e.g. one change reverted, instead of the site without the gate); --record ID
 * (the id of its table in handbook/figures.md, src/performance/tools/figures.mjs; default `lighthouse`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH, missingChromiumMessage} from '../../../shared/node/chromium.mjs';
import {LOCAL_IDP, LOCAL_IDP_PORT} from '../../../signIn/tools/index.mjs';
import {BENCH_PORTS} from '../../../shared/node/ports.mjs';
import {BENCH_OUT, baselineName, buildSiteAndBaseline, median, READER_PAGES, startServers} from './servers.mjs';
import {ROOT} from '../../../shared/node/root.mjs';
import {commandLine, measuredOn, recordFigures} from '../figures.mjs';

/** Every kind of page a reader opens: the pages the other benches open, and the search page. */
const KINDS = [...READER_PAGES, {name: 'search', path: '/search?q=prompt'}];
const IDP_ORIGIN = `http://localhost:${LOCAL_IDP_PORT}`;
/** Where a reader who is not signed in is sent (the provider's metadata, fetched before a redirect, is not that). */
const SIGN_IN_URL = `${IDP_ORIGIN}${LOCAL_IDP.paths.authorize}`;
/** @type {Record<string, import('lighthouse').Config | undefined>} */
const PROFILES = {mobile: undefined, desktop: desktopConfig};
/** @type {Record<string, string>} */
const LOCALE_PREFIXES = {fr: '/fr', en: ''};

/**
 * @param {string} value
 * @param {string[]} known
 */
const list = (value, known) => {
  const items = value.split(',').map((item) => item.trim());
  const unknown = items.filter((item) => !known.includes(item));
  if (unknown.length > 0) {
    console.error(`Unknown ${unknown.join(', ')}: choose among ${known.join(', ')}.`);
    process.exit(1);
  }
  return items;
};
const {values} = parseArgs({
  options: {
    runs: {type: 'string', default: '3'},
    profiles: {type: 'string', default: 'mobile,desktop'},
    locales: {type: 'string', default: 'fr,en'},
    pages: {type: 'string', default: KINDS.map((page) => page.name).join(',')},
    'no-baseline': {type: 'boolean'},
    'baseline-built': {type: 'string'},
    built: {type: 'string'},
    port: {type: 'string', default: String(BENCH_PORTS.gated)},
    'debugging-port': {type: 'string', default: '9333'},
    category: {type: 'string'},
    'gated-src': {type: 'string'},
    'baseline-src': {type: 'string'},
    record: {type: 'string'},
  },
});
const RUNS = Number(values.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error(`--runs must be a whole number of at least 1; got "${values.runs}".`);
  process.exit(1);
}
const profiles = list(values.profiles, Object.keys(PROFILES));
const locales = list(values.locales, Object.keys(LOCALE_PREFIXES));
/** --category PATH measures another category page, e.g. one of the scale bench's long sections. */
const PAGES = KINDS.map((page) =>
  page.name === 'category' && values.category ? {...page, path: values.category} : page,
);
const pageNames = list(
  values.pages,
  PAGES.map((page) => page.name),
);
const PORT = Number(values.port);
const DEBUGGING_PORT = Number(values['debugging-port']);
const chromiumMissing = missingChromiumMessage();
if (chromiumMissing) {
  console.error(chromiumMissing);
  process.exit(1);
}

/** Each run's whole report, to find what a slow run waited for (its LCP element, phases and requests). */
const REPORTS_DIR = path.join(BENCH_OUT, 'lighthouse-reports');
fs.rmSync(REPORTS_DIR, {recursive: true, force: true});
fs.mkdirSync(REPORTS_DIR, {recursive: true});
let reportCount = 0;

/**
 * One Lighthouse run on a cold HTTP cache, with the reader's storage kept.
 * @param {import('@playwright/test').CDPSession} cdp
 * @param {string} url
 * @param {string} profile
 */
async function measure(cdp, url, profile) {
  await cdp.send('Network.clearBrowserCache');
  // Given a URL, Lighthouse resolves to its result.
  const {lhr} = /** @type {import('lighthouse').RunnerResult} */ (
    await lighthouse(
      url,
      {
        port: DEBUGGING_PORT,
        onlyCategories: ['performance'],
        disableStorageReset: true,
        logLevel: 'error',
      },
      PROFILES[profile],
    )
  );
  reportCount += 1;
  const name = `${String(reportCount).padStart(3, '0')}-${profile}-${new URL(url).pathname.replace(/\W+/g, '_')}.json`;
  fs.writeFileSync(path.join(REPORTS_DIR, name), JSON.stringify(lhr));
  // The performance category's audits: each has its value, and the network requests their table.
  const {items} = /** @type {{items: {url: string}[]}} */ (lhr.audits['network-requests'].details);
  const requests = items.map((item) => item.url);
  /** @param {string} id */
  const numeric = (id) => /** @type {number} */ (lhr.audits[id].numericValue);
  return {
    score: Math.round(/** @type {number} */ (lhr.categories.performance.score) * 100),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    sentToSignIn: requests.some((request) => request.startsWith(SIGN_IN_URL)),
  };
}

/** @param {Awaited<ReturnType<typeof measure>>[]} runs */
function summary(runs) {
  /** @param {'score' | 'lcp' | 'tbt' | 'cls'} key */
  const of = (key) => median(runs.map((run) => run[key]));
  return {score: of('score'), lcp: of('lcp'), tbt: of('tbt'), cls: of('cls')};
}

/**
 * @param {number} gated
 * @param {number | undefined} baseline
 * @param {(value: number) => string} format
 */
const cell = (gated, baseline, format) =>
  baseline === undefined ? format(gated) : `${format(gated)} / ${format(baseline)}`;
/** @param {number} value */
const ms = (value) => `${(value / 1000).toFixed(2)} s`;
/** @param {number} value */
const whole = (value) => `${Math.round(value)} ms`;

const BASELINE_SRC = values['baseline-src'] && path.resolve(values['baseline-src']);
/** @returns {{gated: string, baseline?: string, baselineGated: boolean}} */
function siteDirs() {
  if (values.built) {
    const baseline = values['baseline-built'] && path.resolve(values['baseline-built']);
    return {gated: path.resolve(values.built), baseline, baselineGated: Boolean(baseline)};
  }
  console.log(`Building the site, and the baseline (${baselineName(BASELINE_SRC)})…`);
  return buildSiteAndBaseline(path.resolve(values['gated-src'] ?? ROOT), path.join(BENCH_OUT, 'lighthouse'), {
    baselineSrc: BASELINE_SRC,
  });
}
const LOAD_BEFORE = os.loadavg()[0];
const dirs = siteDirs();
const sites = [{name: 'gated', dir: dirs.gated, port: PORT}];
// Without --built, the baseline was built too.
if (!values['no-baseline'] && dirs.baseline) {
  sites.push({name: 'baseline', dir: /** @type {string} */ (dirs.baseline), port: PORT + 1});
}
const stopServers = await startServers(sites.map(({dir, port}) => ({dir, port})));
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'help-centre-lighthouse-'));
/** @type {string[][]} */
const rows = [];
let sentToSignIn = false;
try {
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUGGING_PORT}`],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const gatedSites = dirs.baselineGated ? sites : sites.filter((site) => site.name === 'gated');
  for (const site of gatedSites) {
    await page.goto(`http://localhost:${site.port}/`);
    // The identity provider asks for an account once; after that, its session signs the next site in at once.
    const open = page.locator('[data-auth-gate="open"]');
    const account = page.getByRole('button', {name: /Marie Leblanc/});
    await open.or(account).waitFor({state: 'attached'});
    if (await account.isVisible()) await account.click();
    await open.waitFor({state: 'attached'});
  }
  const cdp = await context.newCDPSession(page);

  for (const profile of profiles) {
    for (const locale of locales) {
      for (const readerPage of PAGES.filter((candidate) => pageNames.includes(candidate.name))) {
        const pagePath = `${LOCALE_PREFIXES[locale]}${readerPage.path}`;
        /** @type {Record<string, Awaited<ReturnType<typeof measure>>[]>} */
        const runs = Object.fromEntries(sites.map((site) => [site.name, []]));
        // The site and its baseline alternate, run by run, so that the machine's drift falls on both.
        for (let run = 0; run < RUNS; run += 1) {
          for (const site of sites) {
            runs[site.name]?.push(await measure(cdp, `http://localhost:${site.port}${pagePath}`, profile));
          }
        }
        /** @type {Record<string, ReturnType<typeof summary>>} */
        const results = {};
        for (const site of sites) {
          const ofSite = runs[site.name] ?? [];
          sentToSignIn ||= ofSite.some((run) => run.sentToSignIn);
          results[site.name] = summary(ofSite);
        }
        const {gated, baseline} = results;
        const row = [
          `${locale} ${readerPage.name}`,
          profile,
          cell(gated.score, baseline?.score, String),
          cell(gated.lcp, baseline?.lcp, ms),
          cell(gated.tbt, baseline?.tbt, whole),
          cell(gated.cls, baseline?.cls, (value) => value.toFixed(3)),
        ];
        rows.push(row);
        console.log(`| ${row.join(' | ')} |`);
      }
    }
  }
  await context.close();
} finally {
  stopServers();
  fs.rmSync(profileDir, {recursive: true, force: true});
}
const version = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')).version;
const baselineLabel = values['baseline-built'] ? values['baseline-built'] : baselineName(BASELINE_SRC);
const sides = sites.length === 1 ? 'as readers get it' : `as readers get it / ${baselineLabel}`;
const title = `Lighthouse ${version}, signed in, cold HTTP cache, compressed as the host serves, median of ${RUNS} (${sides})`;
const columns = ['Page', 'Profile', 'Performance', 'LCP', 'TBT', 'CLS'];
console.log(`\n${title}:\n`);
console.log(
  `| ${columns.join(' | ')} |\n|---|---|---|---|---|---|\n${rows.map((row) => `| ${row.join(' | ')} |`).join('\n')}`,
);
if (sentToSignIn) {
  console.error("\nA run was sent to the identity provider's sign-in: it did not measure a signed-in reader.");
  process.exit(1);
}
recordFigures(ROOT, {
  id: values.record ?? 'lighthouse',
  title,
  command: commandLine('bench:lighthouse'),
  ...measuredOn(values.built ? path.resolve(values.built) : path.resolve(values['gated-src'] ?? ROOT), LOAD_BEFORE),
  columns,
  rows,
});
