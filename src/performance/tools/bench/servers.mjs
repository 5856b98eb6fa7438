/**
 * What the benchmarks (pageLoads.mjs, lighthouse.mjs, analyze.mjs) need around the browser: the built sites served as
 * the host serves them (compressed), the local identity provider and the local collector of readers' feedback, a
 * signed-in reader, the pages readers open, and medians.
 */
import {localBuildEnv} from '../../../shared/node/localProvider.mjs';
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {LOCAL_IDP_PORT, sitePortsEnv} from '../../../signIn/tools/index.mjs';
import {LOCAL_COLLECTOR_PORT} from '../../../feedback/tools/index.mjs';
import {ROOT} from '../../../shared/node/root.mjs';

/** Where the benchmarks write their builds and reports (git-ignored). */
export const BENCH_OUT = path.join(ROOT, 'bench-results');

/** The pages readers open, one of each kind (paths without the locale prefix). */
export const READER_PAGES = [
  {name: 'article', path: '/docs/how-to-use-chatgnb/how-to-write-prompts'},
  {name: 'category', path: '/docs/category/how-to-use-chatgnb'},
  {name: 'home', path: '/'},
];

/** @param {string} url */
async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** @param {string} url */
async function waitFor(url) {
  for (let i = 0; i < 200; i += 1) {
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * Serves each build on its port (src/hosting/tools/serveBuild.mjs), starts the local identity provider (accepting
 * sign-ins from those ports) and the local collector (its own file, under bench-results/) unless they are already up,
 * and waits until all answer (each site at its `homePath`, `/` unless given). Returns a function that stops what it
 * started. A provider already up accepts the ports of src/shared/node/ports.mjs, not others.
 * @param {{dir: string, port: number, homePath?: string}[]} sites
 */
export async function startServers(sites) {
  const servers = sites.map(({dir, port}) =>
    spawn(process.execPath, ['src/hosting/tools/serveBuild.mjs', '--dir', dir, '--port', String(port)], {
      cwd: ROOT,
      stdio: 'ignore',
    }),
  );
  const idpHealth = `http://127.0.0.1:${LOCAL_IDP_PORT}/health`;
  if (!(await answers(idpHealth))) {
    const env = {...process.env, ...sitePortsEnv(sites.map(({port}) => port))};
    servers.push(spawn(process.execPath, ['src/signIn/tools/idp/server.mjs'], {cwd: ROOT, stdio: 'ignore', env}));
  }
  const collectorHealth = `http://127.0.0.1:${LOCAL_COLLECTOR_PORT}/health`;
  if (!(await answers(collectorHealth))) {
    const env = {...process.env, LOCAL_COLLECTOR_FILE: path.join(BENCH_OUT, 'collector.jsonl')};
    servers.push(
      spawn(process.execPath, ['src/feedback/tools/collector/server.mjs'], {cwd: ROOT, stdio: 'ignore', env}),
    );
  }
  const stop = () => servers.forEach((server) => server.kill('SIGTERM'));
  try {
    /** @param {{port: number, homePath?: string}} site */
    const home = ({port, homePath = '/'}) => `http://127.0.0.1:${port}${homePath}`;
    await Promise.all([idpHealth, collectorHealth, ...sites.map(home)].map(waitFor));
  } catch (error) {
    stop();
    throw error;
  }
  return stop;
}

/**
 * The middle value (undefined values sort last: sort never compares them).
 * @template {number | undefined} T
 * @param {T[]} xs
 */
export const median = (xs) => [...xs].sort((a, b) => Number(a) - Number(b))[Math.floor(xs.length / 2)];

/**
 * Signs in once through the real redirect (local identity provider) and returns the browser's storage state.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 */
export async function signIn(browser, origin) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  await page.waitForURL((url) => url.port === String(LOCAL_IDP_PORT));
  await page.getByRole('button', {name: /Marie Leblanc/}).click();
  await page.locator('[data-auth-gate="open"]').waitFor({state: 'attached'});
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * Builds both locales of a checkout for the local identity provider into outDir.
 * @param {string} siteDir
 * @param {string} outDir
 * @param {Record<string, string>} [env]
 */
function build(siteDir, outDir, env = {}) {
  execFileSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
    cwd: siteDir,
    env: localBuildEnv(env),
    stdio: 'pipe',
  });
  // A build of an older checkout has no host configuration: serve it without the host's headers.
  const hostConfig = path.join(outDir, 'staticwebapp.config.json');
  if (!fs.existsSync(hostConfig)) fs.writeFileSync(hostConfig, JSON.stringify({routes: [], globalHeaders: {}}));
}

/**
 * A copy of a checkout without the gate (src/signIn/theme/Root removed; node_modules linked, not copied).
 * @param {string} source
 */
function ungatedCopy(source) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'help-centre-ungated-'));
  // .git comes along: the articles' last-updated dates are read from it, as in the gated build.
  const skip = new Set(['node_modules', 'build', 'bench-results', 'test-results', 'playwright-report', '.docusaurus']);
  for (const entry of fs.readdirSync(source)) {
    if (!skip.has(entry)) fs.cpSync(path.join(source, entry), path.join(dir, entry), {recursive: true});
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  fs.rmSync(path.join(dir, 'src/signIn/theme/Root'), {recursive: true});
  return dir;
}

/**
 * The site as readers get it, built from the checkout at gatedSrc into outDir/gated, and its baseline in
 * outDir/baseline: by default the same site without the sign-in gate; with `baselineSrc`, the site, gated, built
 * from that other checkout (e.g. a `git worktree` with one change reverted: what the change gives). Returns the two
 * folders, and whether the baseline is gated (its reader must sign in).
 * @param {string} gatedSrc
 * @param {string} outDir
 * @param {{baselineSrc?: string}} [options]
 */
export function buildSiteAndBaseline(gatedSrc, outDir, {baselineSrc} = {}) {
  fs.rmSync(outDir, {recursive: true, force: true});
  const dirs = {gated: path.join(outDir, 'gated'), baseline: path.join(outDir, 'baseline')};
  build(gatedSrc, dirs.gated);
  if (baselineSrc !== undefined) {
    build(baselineSrc, dirs.baseline);
    return {...dirs, baselineGated: true};
  }
  const copy = ungatedCopy(gatedSrc);
  try {
    build(copy, dirs.baseline);
  } finally {
    fs.rmSync(copy, {recursive: true, force: true});
  }
  return {...dirs, baselineGated: false};
}

/**
 * What the benches' baseline is, for their tables' headings.
 * @param {string | undefined} baselineSrc
 */
export const baselineName = (baselineSrc) => (baselineSrc === undefined ? 'without the gate' : baselineSrc);

/** @type {Map<string, number>} */
const gzipSizes = new Map();
/**
 * Gzip size of each of a build's files given by URL path, added up (what the host sends for them).
 * @param {string} buildDir
 * @param {string[]} urlPaths
 */
export function gzipSize(buildDir, urlPaths) {
  return urlPaths.reduce((total, urlPath) => {
    const file = path.join(buildDir, urlPath);
    if (!gzipSizes.has(file))
      gzipSizes.set(file, fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file)).length : 0);
    return total + /** @type {number} */ (gzipSizes.get(file));
  }, 0);
}
