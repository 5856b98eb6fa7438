/**
 * Lighthouse's mobile Performance score of the built site (`build/`), for a reader who is signed in, on a cold HTTP
 * cache: Lighthouse cannot sign in, and its storage reset would sign the reader out. So this script signs in once
 * through the real redirect (local identity provider) in a Chromium that Lighthouse then drives, empties the HTTP
 * cache before each run (CDP `Network.clearBrowserCache`) and keeps the site's storage (`disableStorageReset`).
 *
 * Lighthouse is not a dependency of the project (CI does not time anything). Install it for a run:
 *   npm install --no-save lighthouse@12 && node scripts/bench/lighthouse.mjs [--runs 5] [--path /fr/docs/...]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../chromium.mjs';
import {median, startServers} from './servers.mjs';
import {LOCAL_IDP_PORT} from '../idp/config.mjs';

const {values} = parseArgs({
  options: {
    runs: {type: 'string', default: '5'},
    path: {type: 'string', default: '/fr/docs/how-to-use-chatgnb/how-to-write-prompts'},
    // simulate: Lighthouse's default (Lantern estimates from an unthrottled load); devtools: the load itself is
    // throttled (slow 4G, 4× CPU) and timed.
    throttling: {type: 'string', default: 'simulate'},
    // Another build to compare with (e.g. the ungated baseline that `npm run bench` builds).
    dir: {type: 'string', default: 'build'},
  },
});
const ROOT = path.resolve(import.meta.dirname, '../..');
const SITE_PORT = 4311;
const DEBUGGING_PORT = 9333;
const SITE = `http://localhost:${SITE_PORT}`;
const IDP_ORIGIN = `http://localhost:${LOCAL_IDP_PORT}`;

let lighthouse;
try {
  ({default: lighthouse} = await import('lighthouse'));
} catch {
  console.error('Lighthouse is not installed. Run: npm install --no-save lighthouse@12');
  process.exit(1);
}
if (!values.path.startsWith('/') || values.path.startsWith('//')) {
  console.error(`--path must be a path on the site, such as /fr/docs/...; got "${values.path}".`);
  process.exit(1);
}
const BUILD_DIR = path.resolve(ROOT, values.dir);
if (!fs.existsSync(path.join(BUILD_DIR, 'index.html'))) {
  console.error(`No build in ${BUILD_DIR} to measure. Run: npm run build:local`);
  process.exit(1);
}

const stopServers = await startServers([{dir: BUILD_DIR, port: SITE_PORT}]);

try {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'help-centre-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUGGING_PORT}`],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${SITE}${values.path}`);
  // A build without the gate (the baseline) shows the page at once.
  if (fs.readFileSync(path.join(BUILD_DIR, 'index.html'), 'utf8').includes('data-auth-gate')) {
    await page.waitForURL((url) => url.origin === IDP_ORIGIN);
    await page.getByRole('button', {name: /Marie Leblanc/}).click();
    await page.locator('[data-auth-gate="open"]').waitFor({state: 'attached'});
  }
  const cdp = await context.newCDPSession(page);

  const runs = [];
  for (let run = 0; run < Number(values.runs); run += 1) {
    await cdp.send('Network.clearBrowserCache');
    const {lhr} = await lighthouse(`${SITE}${values.path}`, {
      port: DEBUGGING_PORT,
      onlyCategories: ['performance'],
      disableStorageReset: true,
      throttlingMethod: values.throttling,
      logLevel: 'error',
    });
    const requests = lhr.audits['network-requests'].details.items.map((item) => item.url);
    const signedIn = !requests.some((url) => url.startsWith(IDP_ORIGIN));
    runs.push({
      score: Math.round(lhr.categories.performance.score * 100),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      signedIn,
    });
    console.log(`run ${run + 1}:`, runs.at(-1));
    if (process.env.LIGHTHOUSE_REPORT) fs.writeFileSync(process.env.LIGHTHOUSE_REPORT, JSON.stringify(lhr));
  }
  await context.close();
  if (runs.some((run) => !run.signedIn)) {
    throw new Error('A run asked the identity provider: it did not measure a signed-in reader.');
  }
  const reader = values.dir === 'build' ? 'signed in' : `build ${values.dir}`;
  console.log(
    `\nLighthouse ${lighthouseVersion()} mobile (Moto G Power, slow 4G, 4× CPU, throttling: ${values.throttling}), ${values.path}, ` +
      `${reader}, cold HTTP cache, median of ${runs.length}: Performance ${median(runs.map((r) => r.score))}, ` +
      `LCP ${Math.round(median(runs.map((r) => r.lcp)))} ms, FCP ${Math.round(median(runs.map((r) => r.fcp)))} ms, ` +
      `TBT ${Math.round(median(runs.map((r) => r.tbt)))} ms`,
  );
} finally {
  stopServers();
}

function lighthouseVersion() {
  return JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')).version;
}
