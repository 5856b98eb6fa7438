#!/usr/bin/env node
/**
 * `npm run bench`: what the sign-in gate costs a reader, measured against a
 * baseline build of the same site without the gate, in the same run.
 *
 * - The gated build is the real one (English only, to save time).
 * - The baseline is built from a scratch copy of the project with src/theme/Root
 *   removed. It exists only for this measurement and is never shipped.
 * - Real Chromium, real MSAL, the local identity provider. For each run:
 *     signed out: open a deep link, pick an account, until the article heading shows;
 *     signed in:  open the same page in a new tab of the signed-in browser.
 *   The baseline is measured the same way (first visit, then a new tab).
 *
 * Options: --runs N (default 7).
 */
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT = path.join(ROOT, 'bench-results');
const {values} = parseArgs({options: {runs: {type: 'string', default: '7'}}});
const RUNS = Number(values.runs);
const PAGE = '/docs/how-to-use-chatgnb/how-to-write-prompts?ref=bench#prompt-patterns';
const HEADING = 'How to write prompts';
const IDP_PORT = Number(process.env.LOCAL_IDP_PORT || 3100);
const PORTS = {gated: 4301, baseline: 4302};

function build(siteDir, outDir) {
  const started = performance.now();
  execFileSync('npx', ['docusaurus', 'build', '--locale', 'en', '--out-dir', outDir], {
    cwd: siteDir,
    env: {...process.env, AUTH_PROVIDER: 'local'},
    stdio: 'pipe',
  });
  return (performance.now() - started) / 1000;
}

/** A copy of the project without the gate (node_modules linked, not copied). */
function baselineCopy() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'help-centre-baseline-'));
  const skip = new Set(['node_modules', 'build', 'bench-results', 'test-results', 'playwright-report', '.docusaurus']);
  for (const entry of fs.readdirSync(ROOT)) {
    if (!skip.has(entry)) fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), {recursive: true});
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  fs.rmSync(path.join(dir, 'src/theme/Root'), {recursive: true});
  return dir;
}

function startServer(args) {
  const child = spawn(process.execPath, args, {cwd: ROOT, stdio: 'ignore'});
  return child;
}

async function waitFor(url) {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function timeUntilHeading(page, action) {
  const started = performance.now();
  await action();
  await page.getByRole('heading', {level: 1, name: HEADING}).waitFor({state: 'visible'});
  return performance.now() - started;
}

async function measureGated(browser, origin) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const signedOut = await timeUntilHeading(page, async () => {
    await page.goto(origin + PAGE);
    await page.waitForURL((url) => url.port === String(IDP_PORT));
    await page.getByRole('button', {name: /Marie Leblanc/}).click();
  });
  const tab = await context.newPage();
  const signedIn = await timeUntilHeading(tab, () => tab.goto(origin + PAGE));
  await context.close();
  return {signedOut, signedIn};
}

async function measureBaseline(browser, origin) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const firstVisit = await timeUntilHeading(page, () => page.goto(origin + PAGE));
  const tab = await context.newPage();
  const newTab = await timeUntilHeading(tab, () => tab.goto(origin + PAGE));
  await context.close();
  return {firstVisit, newTab};
}

fs.rmSync(OUT, {recursive: true, force: true});
console.log('Building the site (English) with the gate…');
const gatedBuild = build(ROOT, path.join(OUT, 'gated'));
console.log('Building the baseline without the gate…');
const copy = baselineCopy();
const baselineBuild = build(copy, path.join(OUT, 'baseline'));
fs.rmSync(copy, {recursive: true, force: true});

const servers = [
  startServer(['scripts/serve-build.mjs', '--dir', path.join(OUT, 'gated'), '--port', String(PORTS.gated)]),
  startServer(['scripts/serve-build.mjs', '--dir', path.join(OUT, 'baseline'), '--port', String(PORTS.baseline)]),
];
try {
  await fetch(`http://localhost:${IDP_PORT}/health`);
} catch {
  servers.push(startServer(['scripts/idp/server.mjs']));
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  await Promise.all([
    waitFor(`http://localhost:${PORTS.gated}/`),
    waitFor(`http://localhost:${PORTS.baseline}/`),
    waitFor(`http://localhost:${IDP_PORT}/health`),
  ]);
  const gated = {signedOut: [], signedIn: []};
  const baseline = {firstVisit: [], newTab: []};
  // Warm-up run of each, not counted.
  await measureGated(browser, `http://localhost:${PORTS.gated}`);
  await measureBaseline(browser, `http://localhost:${PORTS.baseline}`);
  for (let run = 0; run < RUNS; run += 1) {
    const g = await measureGated(browser, `http://localhost:${PORTS.gated}`);
    const b = await measureBaseline(browser, `http://localhost:${PORTS.baseline}`);
    gated.signedOut.push(g.signedOut);
    gated.signedIn.push(g.signedIn);
    baseline.firstVisit.push(b.firstVisit);
    baseline.newTab.push(b.newTab);
  }
  const ms = (x) => `${Math.round(x)} ms`;
  const rows = [
    ['Signed out: deep link → picker → account → content', median(gated.signedOut), median(baseline.firstVisit)],
    ['Signed in: page in a new tab → content', median(gated.signedIn), median(baseline.newTab)],
  ];
  console.log(`\nBuilds (English only): with gate ${gatedBuild.toFixed(1)} s, baseline ${baselineBuild.toFixed(1)} s`);
  console.log(`Page: ${PAGE}; median of ${RUNS} runs (after one warm-up)\n`);
  console.log('| Measure | With gate | Baseline (no gate) | Ratio |');
  console.log('|---|---|---|---|');
  for (const [label, withGate, without] of rows) {
    console.log(`| ${label} | ${ms(withGate)} | ${ms(without)} | ${(withGate / without).toFixed(2)}× |`);
  }
} finally {
  await browser.close();
  servers.forEach((server) => server.kill('SIGTERM'));
}
