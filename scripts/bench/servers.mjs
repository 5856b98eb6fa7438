/**
 * What the benchmarks (run.mjs, lighthouse.mjs, analyze.mjs) need around the browser: the built sites served as
 * the host serves them (compressed), the local identity provider, a signed-in reader, the pages readers open, and
 * medians.
 */
import {spawn} from 'node:child_process';
import path from 'node:path';
import {LOCAL_IDP_PORT} from '../idp/config.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The pages readers open, one of each kind (paths without the locale prefix). */
export const READER_PAGES = [
  {name: 'article', path: '/docs/how-to-use-chatgnb/how-to-write-prompts'},
  {name: 'category', path: '/docs/category/how-to-use-chatgnb'},
  {name: 'home', path: '/'},
];

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function waitFor(url) {
  for (let i = 0; i < 200; i += 1) {
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * Serves each build on its port (scripts/serve-build.mjs), starts the local identity provider unless one is
 * already up, and waits until all answer. Returns a function that stops what it started.
 */
export async function startServers(sites) {
  const servers = sites.map(({dir, port}) =>
    spawn(process.execPath, ['scripts/serve-build.mjs', '--dir', dir, '--port', String(port)], {
      cwd: ROOT,
      stdio: 'ignore',
    }),
  );
  const idpHealth = `http://127.0.0.1:${LOCAL_IDP_PORT}/health`;
  if (!(await answers(idpHealth))) {
    servers.push(spawn(process.execPath, ['scripts/idp/server.mjs'], {cwd: ROOT, stdio: 'ignore'}));
  }
  const stop = () => servers.forEach((server) => server.kill('SIGTERM'));
  try {
    await Promise.all([idpHealth, ...sites.map(({port}) => `http://127.0.0.1:${port}/`)].map(waitFor));
  } catch (error) {
    stop();
    throw error;
  }
  return stop;
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Signs in once through the real redirect (local identity provider) and returns the browser's storage state. */
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
