#!/usr/bin/env node
/**
 * `npm run analyze`: what readers download, module by module. Builds one locale with the bundle's stats
 * (src/performance/bundleStats.ts), measures each module's share of every script with webpack-bundle-analyzer's
 * command-line tool (minified and gzip sizes, from the built files: bench-results/bundle-chart.json), then loads the
 * pages readers open, signed in, in Chromium, to see which scripts each page really fetches. Prints the top modules of
 * main.js and, per page, its scripts; writes the treemap to bench-results/bundle-report.html.
 *
 * Options: --locale en|fr (default en); --top N (default 15).
 */
import {localBuildEnv} from '../../../shared/node/localProvider.mjs';
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../../shared/node/chromium.mjs';
import {BENCH_PORTS} from '../../../shared/node/ports.mjs';
import {BENCH_OUT, READER_PAGES, signIn, startServers} from './servers.mjs';
import {ROOT} from '../../../shared/node/root.mjs';

const {values} = parseArgs({options: {locale: {type: 'string', default: 'en'}, top: {type: 'string', default: '15'}}});
if (!['en', 'fr'].includes(values.locale)) {
  console.error(`--locale must be en or fr; got "${values.locale}".`);
  process.exit(1);
}
const OUT = BENCH_OUT;
const BUILD = path.join(OUT, 'analyze');
const STATS = path.join(OUT, 'bundle-stats.json');
const CHART = path.join(OUT, 'bundle-chart.json');
const REPORT = path.join(OUT, 'bundle-report.html');
const ANALYZER = path.join(ROOT, 'node_modules/.bin/webpack-bundle-analyzer');
const PORT = BENCH_PORTS.analyze;
const PREFIX = values.locale === 'fr' ? '/fr' : '';
/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function buildWithStats() {
  fs.rmSync(BUILD, {recursive: true, force: true});
  execFileSync('npx', ['docusaurus', 'build', '--locale', values.locale, '--out-dir', BUILD], {
    cwd: ROOT,
    env: localBuildEnv({BUNDLE_STATS_FILE: STATS}),
    stdio: 'pipe',
  });
}

/**
 * A script of the build (an asset: it has both sizes), a folder of its modules or a module, as the analyzer's JSON
 * report has it.
 * @typedef {{label: string, parsedSize?: number, gzipSize?: number, groups?: ChartNode[]}} ChartNode
 * @typedef {ChartNode & {parsedSize: number, gzipSize: number, groups: ChartNode[]}} ChartAsset
 * @typedef {{path: string, parsed: number, gzip: number}} Module
 */

/**
 * Runs webpack-bundle-analyzer's command-line tool on the build's stats, writing `report`. It exits 0 even when it
 * cannot read the bundle (it says so on stderr and writes nothing), so the report's absence is the failure.
 * @param {string} bundleDir
 * @param {string} report
 * @param {string[]} options
 */
function runAnalyzer(bundleDir, report, options) {
  fs.rmSync(report, {force: true});
  const args = [STATS, bundleDir, '--report', report, '--log-level', 'warn', ...options];
  const {stderr} = spawnSync(ANALYZER, args, {encoding: 'utf8', stdio: ['ignore', 'inherit', 'pipe']});
  if (!fs.existsSync(report)) throw new Error(`webpack-bundle-analyzer wrote no ${report}:\n${stderr}`);
}

/**
 * Every script of the build with its modules' sizes, and the treemap.
 * @param {string} bundleDir
 * @returns {ChartAsset[]}
 */
function analyzeBundle(bundleDir) {
  runAnalyzer(bundleDir, CHART, ['--mode', 'json']);
  const title = `ChatGNB Help Centre: browser bundle (${values.locale})`;
  runAnalyzer(bundleDir, REPORT, ['--mode', 'static', '--no-open', '--default-sizes', 'gzip', '--title', title]);
  return JSON.parse(fs.readFileSync(CHART, 'utf8'));
}

/**
 * Leaf modules of an asset's tree, each with its minified and gzip size in that asset.
 * @param {ChartAsset} asset
 */
function modulesOf(asset) {
  /** @type {Module[]} */
  const leaves = [];
  /**
   * @param {ChartNode} node
   * @param {string} trail
   */
  const walk = (node, trail) => {
    const here = trail ? `${trail}/${node.label}` : node.label;
    if (node.groups) node.groups.forEach((child) => walk(child, here));
    else
      leaves.push({
        path: here.replace(/^.*\(concatenated\)\//, ''),
        parsed: node.parsedSize ?? 0,
        gzip: node.gzipSize ?? 0,
      });
  };
  asset.groups.forEach((group) => walk(group, ''));
  return leaves;
}

/**
 * The npm package a module comes from, or the site's own folder.
 * @param {string} modulePath
 */
function ownerOf(modulePath) {
  const inPackage = /** @type {string} */ (modulePath.split('node_modules/').at(-1));
  if (inPackage !== modulePath) {
    const [scope, name] = inPackage.split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  return modulePath.split('/').slice(0, 2).join('/');
}

/**
 * @param {(module: Module) => string} key
 * @param {Module[]} modules
 * @param {number} count
 */
function topBy(key, modules, count) {
  /** @type {Map<string, {parsed: number, gzip: number, modules: number}>} */
  const totals = new Map();
  for (const module of modules) {
    const owner = key(module);
    const total = totals.get(owner) ?? {parsed: 0, gzip: 0, modules: 0};
    totals.set(owner, {
      parsed: total.parsed + module.parsed,
      gzip: total.gzip + module.gzip,
      modules: total.modules + 1,
    });
  }
  return [...totals].sort((a, b) => b[1].gzip - a[1].gzip).slice(0, count);
}

/**
 * The scripts each page fetches for a signed-in reader, up to the moment the network is quiet.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 */
async function scriptsPerPage(browser, origin) {
  const context = await browser.newContext({storageState: await signIn(browser, origin)});
  const result = [];
  for (const page of READER_PAGES) {
    const tab = await context.newPage();
    await tab.goto(`${origin}${PREFIX}${page.path}`, {waitUntil: 'networkidle'});
    const scripts = await tab.evaluate(() =>
      /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'))
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        // Fetched to run on this page, or prefetched (<link rel=prefetch>) for the pages it links to.
        .map((entry) => ({script: new URL(entry.name).pathname, prefetched: entry.initiatorType === 'link'})),
    );
    result.push({page, scripts});
    await tab.close();
  }
  await context.close();
  return result;
}

console.log(`Building the ${values.locale} site with its bundle's stats…`);
buildWithStats();
// A French build is written under fr/, where its scripts are.
const assets = analyzeBundle(path.join(BUILD, values.locale === 'fr' ? 'fr' : ''));
const byFile = new Map(assets.map((asset) => [`${PREFIX}/${asset.label}`, asset]));

const main = /** @type {(typeof assets)[number]} */ (
  assets.find((asset) => /\/main\.[0-9a-f]+\.js$/.test(asset.label))
);
const mainModules = modulesOf(main);
console.log(`\nmain.js: ${kb(main.parsedSize)} minified, ${kb(main.gzipSize)} gzip. Top ${values.top} by gzip:\n`);
console.log('| gzip | minified | modules | package or folder |\n|---|---|---|---|');
for (const [owner, size] of topBy((module) => ownerOf(module.path), mainModules, Number(values.top))) {
  console.log(`| ${kb(size.gzip)} | ${kb(size.parsed)} | ${size.modules} | ${owner} |`);
}
console.log(
  `\nTop ${values.top} modules of main.js by gzip (each compressed alone, so they add up to more than the file):\n`,
);
for (const [modulePath, size] of topBy((module) => module.path, mainModules, Number(values.top))) {
  console.log(`| ${kb(size.gzip)} | ${kb(size.parsed)} | ${modulePath} |`);
}

const stopServers = await startServers([{dir: BUILD, port: PORT, homePath: `${PREFIX}/`}]);
const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
try {
  console.log(`\nScripts each page fetches (signed in, until the network is quiet), gzip:\n`);
  for (const {page, scripts} of await scriptsPerPage(browser, `http://localhost:${PORT}`)) {
    const sized = scripts.map((entry) => ({...entry, asset: byFile.get(entry.script)}));
    /** @param {typeof sized} entries */
    const total = (entries) => kb(entries.reduce((sum, {asset}) => sum + (asset?.gzipSize ?? 0), 0));
    const run = sized.filter((entry) => !entry.prefetched);
    const prefetched = sized.filter((entry) => entry.prefetched);
    console.log(
      `${page.name} (${PREFIX}${page.path}): ${run.length} scripts run, ${total(run)}; ` +
        `${prefetched.length} prefetched for linked pages, ${total(prefetched)}`,
    );
    for (const {script, asset} of run) {
      const top = asset ? topBy((module) => ownerOf(module.path), modulesOf(asset), 3) : [];
      const parts = top.map(([owner, size]) => `${owner} ${kb(size.gzip)}`).join(', ');
      console.log(`  ${kb(asset?.gzipSize ?? 0).padStart(9)}  ${path.basename(script)}  ${parts}`);
    }
  }
} finally {
  await browser.close();
  stopServers();
}
console.log(`\nTreemap: ${path.relative(ROOT, REPORT)}`);
