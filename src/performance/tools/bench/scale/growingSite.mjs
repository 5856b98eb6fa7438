#!/usr/bin/env node
/**
 * `npm run bench:scale -- --articles N`: what the site costs as it grows. In a copy of a checkout (never the working
 * tree), N synthetic articles per language are added (`scale/generate.mjs`), marked as translated, and
 * committed; then the copy is checked and built as the project does, and a signed-in reader's browser opens an
 * article and searches (`scale/reader.mjs`).
 *
 * Figures, per language: the search index (raw, gzip); the search files a reader downloads on opening an article
 * without searching, once the page is idle and its prefetches are done; a first search from the navbar box with
 * the page's CPU slowed 4× (last key → first hit for the whole query, from the page's timeline; the search files
 * downloaded for it; the search worker is not slowed, see `scale/reader.mjs`); the search worker's JS heap after it;
 * main.js; JavaScript before content (as `npm run bench` counts it). For the whole site: the build's files, bytes and
 * host configuration against the host's quotas (src/hosting/quotas.mjs), the build's wall time and peak memory, and the wall time of `npm run check` and of the built-site checks. Which
 * files are "search" is decided in one place: `scale/searchFiles.mjs`.
 *
 * Options: --articles N (default 0: the site as it is); --runs K (browser runs per language, median; default 5);
 * --src DIR (the checkout to measure, default this one; it needs its own node_modules); --keep (keep the copy);
 * --seed S (of the synthetic articles); --port P (the site's, default BENCH_PORTS.scale of src/shared/node/ports.mjs);
 * --article PATH (the article opened, default the bench's reader article; pass another if the checkout has moved it);
 * --check-timeout MIN (each check's time limit, default 90); --category PATH (the category page whose JavaScript
 * before content is measured, default that of the section with the most synthetic articles); --built DIR (measure a
 * copy kept with --keep and built, e.g. again after a change: no copy, no check, no build). Set LOCAL_IDP_PORT and LOCAL_COLLECTOR_PORT to keep clear
 * of other local servers: the build bakes them in.
 *
 * Prints Markdown tables and writes bench-results/scale-N.json (the commands' output: bench-results/scale-N.log); its
 * tables go to handbook/figures.md (src/performance/tools/figures.mjs) as `scale-N` and `scale-N-site` (--record ID:
 * `ID` and `ID-site`).
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../../../shared/node/chromium.mjs';
import {BENCH_PORTS} from '../../../../shared/node/ports.mjs';
import {ROOT} from '../../../../shared/node/root.mjs';
import {LOCAL_IDP_PORT} from '../../../../signIn/tools/index.mjs';
import {LOCAL_COLLECTOR_PORT} from '../../../../feedback/tools/index.mjs';
import {buildSize, HOST_CONFIG_FILE, hostQuotaReport} from '../../../../hosting/tools/index.mjs';
import {wholeSearchIndexFile} from '../../../../search/tools/index.mjs';
import {EN_DOCS_DIR, FR_DOCS_DIR, listMdx} from '../../../../translations/tools/index.mjs';
import {BENCH_OUT, median, READER_PAGES, signIn, startServers} from '../servers.mjs';
import {prepareCopy} from './copy.mjs';
import {DEFAULT_SEED} from './generate.mjs';
import {runMeasured} from './processTree.mjs';
import {largestPage} from './largestPage.mjs';
import {LOCALES, measureReader} from './reader.mjs';
import {markdownReport, scaleTables} from './markdownTables.mjs';
import {commandLine, measuredOn, recordFigures} from '../../figures.mjs';
import {findSearchChunks, mainScript, searchIndexFiles, totalBytes} from './searchFiles.mjs';

const {values} = parseArgs({
  options: {
    articles: {type: 'string', default: '0'},
    runs: {type: 'string', default: '5'},
    src: {type: 'string', default: ROOT},
    keep: {type: 'boolean', default: false},
    seed: {type: 'string', default: DEFAULT_SEED},
    port: {type: 'string', default: String(BENCH_PORTS.scale)},
    article: {
      type: 'string',
      default: /** @type {{path: string}} */ (READER_PAGES.find((page) => page.name === 'article')).path,
    },
    category: {type: 'string'},
    built: {type: 'string'},
    'check-timeout': {type: 'string', default: '90'},
    record: {type: 'string'},
  },
});
const ARTICLES = Number(values.articles);
const READER_CATEGORY = /** @type {{path: string}} */ (READER_PAGES.find((page) => page.name === 'category')).path;
const PREFIXES = LOCALES.map((locale) => locale.prefix);
const RUNS = Number(values.runs);
const SRC = path.resolve(values.src);
const CHECK_TIMEOUT_MS = Number(values['check-timeout']) * 60_000;
const LOG_FILE = path.join(BENCH_OUT, `scale-${ARTICLES}.log`);
const JSON_FILE = path.join(BENCH_OUT, `scale-${ARTICLES}.json`);

/** @param {string} message */
const progress = (message) => console.error(`[bench:scale] ${message}`);

/**
 * The environment of the copy's commands: ours, without what the npm running this bench set for itself, and without
 * colours (their output goes to a file).
 */
const COMMAND_ENV = {
  ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('npm_') && key !== 'INIT_CWD')),
  NO_COLOR: '1',
};

/** @param {string} dir */
function checkoutVersion(dir) {
  try {
    /** @param {string[]} args */
    const git = (...args) => execFileSync('git', args, {cwd: dir, encoding: 'utf8'}).trim();
    return {commit: git('rev-parse', 'HEAD'), uncommittedChanges: git('status', '--porcelain').length > 0};
  } catch {
    return {commit: null, uncommittedChanges: null};
  }
}

/**
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @param {string} cwd
 * @returns {Promise<import('./markdownTables.mjs').Step>}
 */
async function run(label, command, args, cwd, timeoutMs = CHECK_TIMEOUT_MS) {
  progress(`${label}…`);
  const result = await runMeasured(command, args, {cwd, env: COMMAND_ENV, logFile: LOG_FILE, timeoutMs});
  progress(`${label}: ${(result.ms / 1000).toFixed(1)} s, ${result.ok ? 'passed' : 'FAILED'}`);
  return result;
}

/**
 * Per language: the search index (the whole one, kept outside the build, and its parts) and main.js.
 * @param {string} buildDir
 * @param {string} siteDir
 * @returns {Record<string, import('./markdownTables.mjs').LocaleResults>}
 */
function buildFigures(buildDir, siteDir) {
  return Object.fromEntries(
    LOCALES.map(({name, prefix}) => {
      const parts = searchIndexFiles(buildDir, prefix);
      const whole = wholeSearchIndexFile(path.join(buildDir, prefix), siteDir);
      return [
        name,
        {
          index: totalBytes(path.dirname(whole), [`/${path.basename(whole)}`]),
          parts: {...totalBytes(buildDir, parts), files: parts.length},
          mainJs: totalBytes(buildDir, [mainScript(buildDir, prefix)]),
          runtimeJs: totalBytes(buildDir, [mainScript(buildDir, prefix, 'runtime~main')]),
          largestPage: largestPage(buildDir, prefix, PREFIXES),
        },
      ];
    }),
  );
}

/**
 * The whole build (both languages) against the host's quotas, on each plan.
 * @param {string} buildDir
 */
function hostFigures(buildDir) {
  if (!fs.existsSync(buildDir)) return undefined;
  const size = buildSize(buildDir, HOST_CONFIG_FILE);
  return {...size, free: hostQuotaReport(size, 'free').summary, standard: hostQuotaReport(size, 'standard').summary};
}

/**
 * One browser run's figures, flat, to take medians of.
 * @param {ReaderRun} run
 * @typedef {Awaited<ReturnType<typeof measureReader>>} ReaderRun
 */
function readerFigures({beforeContent, idle, search, heaps}) {
  return {
    beforeContentGzip: beforeContent.gzip,
    idleSearchGzip: idle.gzip,
    idleSearchRaw: idle.raw,
    idleIndexGzip: idle.index.gzip,
    idleCodeGzip: idle.code.gzip,
    searchMs: search.ms,
    searchWorkerMs: search.worker?.ms,
    searchWorkerWorkMs: search.worker?.workMs,
    searchPhoneMs: search.phoneMs,
    searchFromFirstKeyMs: search.fromFirstKeyMs,
    searchGzip: search.downloads.gzip,
    fromOpeningGzip: search.fromOpening.gzip,
    heapBytes: heaps.reduce((sum, heap) => sum + heap.usedBytes, 0),
    heapAfterGcBytes: heaps.reduce((sum, heap) => sum + heap.afterGcBytes, 0),
    workers: heaps.length,
  };
}

/** @param {Record<string, number | undefined>[]} runs */
const medians = (runs) => Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]));

/** @param {import('./reader.mjs').Site} site */
async function measureReaders(site) {
  const stopServers = await startServers([{dir: site.dir, port: site.port}]);
  /** @type {import('@playwright/test').Browser | undefined} */
  let launched;
  try {
    // Launched here, so that a browser that cannot start still stops the servers (below).
    const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
    launched = browser;
    site.state = await signIn(browser, site.origin);
    /** @type {Record<string, import('./markdownTables.mjs').ReaderFigures & Record<string, unknown>>} */
    const figures = {};
    for (const locale of LOCALES) {
      progress(`${locale.name}: a warm-up run, then ${RUNS} run(s) of the reader's browser…`);
      await measureReader(browser, site, locale);
      /** @type {ReaderRun[]} */
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measureReader(browser, site, locale));
      const first = runs[0];
      figures[locale.name] = {
        ...medians(runs.map(readerFigures)),
        beforeContentByKind: medians(runs.map((r) => r.beforeContentByKind)),
        runs: runs.map(readerFigures),
        hitsOfTheQuery: `${runs.filter((r) => r.search.answered === 'query').length} of ${runs.length} runs`,
        idleSearchFiles: first.idle.files,
        searchFiles: first.search.downloads.files,
        workerScripts: first.heaps.map((heap) => heap.url),
      };
    }
    return figures;
  } finally {
    await launched?.close();
    stopServers();
  }
}

/**
 * The category page of the section with the most synthetic articles (the site's own one when there are none).
 * @param {Record<string, number>} perCategory
 */
function longestSection(perCategory) {
  const [longest] = Object.entries(perCategory).sort(([, a], [, b]) => b - a);
  return longest ? `/docs/category/${longest[0]}` : READER_CATEGORY;
}

/**
 * @param {{dir: string, perCategory: Record<string, number>}} copy
 * @param {import('./markdownTables.mjs').ScaleResults} results
 */
async function benchCopy(copy, results) {
  const buildDir = path.join(copy.dir, 'build');
  if (!values.built) {
    results.checks.check = await run('npm run check', 'npm', ['run', 'check'], copy.dir);
    results.build = await run('npm run build:local', 'npm', ['run', 'build:local'], copy.dir, Infinity);
  }
  // Over a quota the build stops, but what it built is still measured.
  results.host = hostFigures(buildDir);
  if (results.build && !results.build.ok) return;
  results.locales = buildFigures(buildDir, copy.dir);
  try {
    const site = {
      dir: buildDir,
      port: Number(values.port),
      origin: `http://localhost:${values.port}`,
      article: values.article,
      category: values.category ?? longestSection(copy.perCategory),
      searchChunks: findSearchChunks(buildDir),
    };
    const loadBefore = os.loadavg()[0];
    const readers = await measureReaders(site);
    results.browserLoad = [loadBefore, os.loadavg()[0]].map((value) => Number(value.toFixed(1)));
    for (const [name, figures] of Object.entries(readers)) results.locales[name].reader = figures;
  } catch (thrown) {
    const error = /** @type {Error} */ (thrown);
    results.readerError = error.stack ?? String(error);
    progress(`The browser measurements failed: ${error.message}`);
  }
  if (values.built) return;
  results.checks.pendingSample = await run(
    'npm run build:pending-sample',
    'npm',
    ['run', 'build:pending-sample'],
    copy.dir,
  );
  const report = path.join(copy.dir, 'built-site-report.json');
  const vitest = ['vitest', 'run', '--project', 'built-site', '--reporter=default', '--reporter=json'];
  results.checks.builtSite = await run(
    'vitest run --project built-site',
    'npx',
    [...vitest, `--outputFile.json=${report}`],
    copy.dir,
  );
  Object.assign(results.checks.builtSite, readVitestReport(report));
}

/**
 * From vitest's JSON report: the tests (or test files, when a file could not run) that failed, and each file's tests
 * and time (the sum of its tests' durations).
 * @param {string} report
 */
function readVitestReport(report) {
  if (!fs.existsSync(report)) return {};
  /**
   * @type {{testResults: {name: string, status: string, message: string, assertionResults: {status: string,
   *   fullName: string, duration?: number, failureMessages: string[]}[]}[]}}
   */
  const {testResults} = JSON.parse(fs.readFileSync(report, 'utf8'));
  const files = Object.fromEntries(
    testResults.map((file) => [
      path.basename(file.name),
      {
        tests: file.assertionResults.length,
        ms: Math.round(file.assertionResults.reduce((sum, test) => sum + (test.duration ?? 0), 0)),
      },
    ]),
  );
  const failed = testResults.flatMap((file) => {
    const name = path.basename(file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (failed.length === 0 && file.status === 'failed') return [`${name}: ${file.message.split('\n')[0]}`];
    return failed.map((test) => `${name}: ${test.fullName}: ${test.failureMessages[0]?.split('\n')[0] ?? ''}`);
  });
  return {failed, files};
}

const LOAD_BEFORE = os.loadavg()[0];
fs.mkdirSync(BENCH_OUT, {recursive: true});
fs.writeFileSync(LOG_FILE, '');
progress(
  `Copying ${SRC} with ${ARTICLES} synthetic articles per language (identity provider on port ${LOCAL_IDP_PORT}, collector on ${LOCAL_COLLECTOR_PORT})…`,
);
const copy = values.built
  ? {dir: path.resolve(values.built), perCategory: {}}
  : prepareCopy({src: SRC, count: ARTICLES, seed: values.seed});
/** @type {import('./markdownTables.mjs').ScaleResults & Record<string, unknown>} */
const results = {
  articles: ARTICLES,
  seed: values.seed,
  src: SRC,
  ...checkoutVersion(SRC),
  article: values.article,
  runs: RUNS,
  date: new Date().toISOString(),
  docs: {en: listMdx(path.join(copy.dir, EN_DOCS_DIR)).length, fr: listMdx(path.join(copy.dir, FR_DOCS_DIR)).length},
  perCategory: copy.perCategory,
  checks: {},
  locales: {},
};
try {
  await benchCopy(copy, results);
} finally {
  fs.writeFileSync(JSON_FILE, `${JSON.stringify(results, null, 2)}\n`);
  if (values.keep || values.built) progress(`The copy is kept in ${copy.dir}`);
  else fs.rmSync(copy.dir, {recursive: true, force: true});
}
console.log(markdownReport(results));
const {title, byLanguage, wholeSite} = scaleTables(results);
const id = values.record ?? `scale-${ARTICLES}`;
const measured = measuredOn(SRC, LOAD_BEFORE);
recordFigures(ROOT, {id, title, command: commandLine('bench:scale'), ...measured, ...byLanguage});
recordFigures(ROOT, {
  id: `${id}-site`,
  title: `${title}: the whole site`,
  command: commandLine('bench:scale'),
  ...measured,
  ...wholeSite,
});
progress(
  `Figures in ${path.relative(process.cwd(), JSON_FILE)}, the commands' output in ${path.relative(process.cwd(), LOG_FILE)}`,
);
