#!/usr/bin/env node
/**
 * `npm start`: the whole help centre as readers get it, on this machine. Builds both languages for the built-in
 * local identity provider into build-start/ (unless the build there is already up to date), then serves it as the
 * host does (src/hosting/tools/staticServer.mjs: clean URLs, French under /fr/, the host's headers and its
 * signed-out page) next to the local identity provider and the local collector of readers' feedback
 * (`npm run feedback:report` prints what it received).
 *
 * First it runs the checks of what authors write (scripts/checks/authoredContent.mjs: articles in both languages,
 * translations current, spelling) and stops on a problem, naming it as `npm run check` does.
 *
 * Usage: npm start [-- --port 3000] [-- --rebuild]
 * The live preview for authors (one language, reloads as you type) is `npm run dev` (CONTRIBUTING.md).
 */
import {localBuildEnv} from '../src/shared/node/localProvider.mjs';
import {spawn} from 'node:child_process';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {
  buildIsUpToDate,
  clearBuild,
  recordBuild,
  startBuildFingerprint,
  START_BUILD_DIR,
} from './start/fingerprint.mjs';
import {createProgress} from './start/progress.mjs';
import {checkAuthoredContent, printProblems, printWarnings} from './checks/authoredContent.mjs';
import {createStaticServer} from '../src/hosting/tools/index.mjs';
import {LOCAL_IDP_PORT, sitePortsEnv} from '../src/signIn/tools/index.mjs';
import {LOCAL_COLLECTOR_PORT} from '../src/feedback/tools/index.mjs';
import {START_PORT} from '../src/shared/node/ports.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const LOOPBACK = '127.0.0.1';
/** @type {Record<string, string>} */
const LOCALES = {en: 'English', fr: 'French'};

const {values} = parseArgs({
  options: {port: {type: 'string', default: String(START_PORT)}, rebuild: {type: 'boolean', default: false}},
});
const port = Number(values.port);
const outDir = path.join(ROOT, START_BUILD_DIR);
/** @type {import('node:child_process').ChildProcess[]} */
const children = [];

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`\n[start] ${message}`);
  children.forEach((child) => child.kill('SIGTERM'));
  process.exit(1);
}

/**
 * The local identity provider, or the local collector: stops the site if it cannot run.
 * @param {string} name
 * @param {string} script
 * @param {number} port
 * @param {NodeJS.ProcessEnv} [env]
 */
function startLocalService(name, script, port, env = process.env) {
  const service = spawn(process.execPath, [path.join(ROOT, script)], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(service);
  service.on('exit', (code) => {
    if (code) fail(`The ${name} stopped (exit ${code}). Is port ${port} in use?`);
  });
}

/**
 * `docusaurus build` of both locales, its output kept for a failure and shown as one progress line.
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<number>} the seconds it took
 */
function build(env) {
  const progress = createProgress('Building the help centre');
  /** @type {string[]} */
  const log = [];
  return new Promise((resolve) => {
    const docusaurus = spawn(
      process.execPath,
      [path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', '--out-dir', outDir],
      {cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe']},
    );
    children.push(docusaurus);
    /** @param {Buffer} chunk */
    const read = (chunk) => {
      const text = chunk.toString();
      log.push(text);
      for (const [, locale] of text.matchAll(/\[(\w+)\] Creating an optimized production build/g)) {
        progress.step(LOCALES[locale] ?? locale);
      }
    };
    docusaurus.stdout.on('data', read);
    docusaurus.stderr.on('data', read);
    docusaurus.on('exit', (code) => {
      if (code === 0) {
        resolve(progress.done());
        return;
      }
      progress.failed();
      console.error(log.join('').split('\n').slice(-60).join('\n'));
      fail(`The build failed (exit ${code}); its last lines are above. Fix what they name, then run npm start again.`);
    });
  });
}

function serve() {
  let server;
  try {
    server = createStaticServer({root: outDir});
  } catch (error) {
    fail(/** @type {Error} */ (error).message);
  }
  server.on('error', (/** @type {NodeJS.ErrnoException} */ error) =>
    fail(
      error.code === 'EADDRINUSE'
        ? `Port ${port} is in use: stop what runs there, or choose another port: npm start -- --port ${port + 1}`
        : `Cannot listen on ${LOOPBACK}:${port}: ${error.message}`,
    ),
  );
  server.listen(port, LOOPBACK, () => {
    const origin = `http://localhost:${port}`;
    console.log(
      [
        '',
        'The ChatGNB Help Centre is ready, as readers get it:',
        `  English   ${origin}/`,
        `  Français  ${origin}/fr/`,
        'Sign in with any test account on the local sign-in page. Ctrl+C stops the site.',
        "What readers' feedback it received: npm run feedback:report",
      ].join('\n'),
    );
  });
}

console.log('[start] Checking the articles, their translations and their spelling…');
const authored = await checkAuthoredContent({
  root: ROOT,
  publishPendingSetting: process.env.PUBLISH_PENDING_TRANSLATIONS,
});
printWarnings(authored);
if (authored.problems.length > 0) {
  printProblems(authored.problems, ROOT);
  fail('Fix the problems above, then run npm start again (npm run check runs the same checks and more).');
}

// The local identity provider, always: this command never builds for Microsoft Entra ID (npm run build does).
const env = localBuildEnv();
startLocalService('local identity provider', 'src/signIn/tools/idp/server.mjs', LOCAL_IDP_PORT, {
  ...process.env,
  ...sitePortsEnv([port]),
});
startLocalService(
  "local collector of readers' feedback",
  'src/feedback/tools/collector/server.mjs',
  LOCAL_COLLECTOR_PORT,
);
const fingerprint = startBuildFingerprint(ROOT, env);
if (!values.rebuild && buildIsUpToDate(outDir, fingerprint)) {
  console.log(
    `[start] ${START_BUILD_DIR}/ is up to date with the sources: serving it (npm start -- --rebuild builds anew).`,
  );
} else {
  clearBuild(outDir);
  const seconds = await build(env);
  recordBuild(outDir, fingerprint);
  console.log(`[start] Built both languages in ${seconds} s.`);
}
serve();

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    children.forEach((child) => child.kill(signal));
    process.exit(0);
  });
}
