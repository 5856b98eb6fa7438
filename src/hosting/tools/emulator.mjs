#!/usr/bin/env node
/**
 * Runs the Azure Static Web Apps emulator (@azure/static-web-apps-cli) on the
 * build with the host configuration the build wrote, for the host tests
 * (e2e/host). It works on a copy of that configuration with two changes, both
 * forced by the emulator and neither weakening what is tested:
 * - no `auth` section: with a custom provider the emulator contacts the real
 *   issuer; the tests sign in with the emulator's own principal cookie instead.
 * - clean URLs: the real host serves /docs/x from docs/x.html, the emulator
 *   does not; each page gets an explicit rewrite that requires the same roles
 *   as the route the host would apply to it: its own route if the
 *   configuration has one (the public signed-out pages), else the catch-all.
 * The emulator's processes get their environment as a plain object
 * (emulatorEnvironment.mjs says why), and stopping this tool stops them all.
 *
 * Usage: node src/hosting/tools/emulator.mjs [--port 4280] [--dir build]
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {parseArgs} from 'node:util';
import treeKill from 'tree-kill';
import {HOST_EMULATOR_PORT} from '../../shared/node/ports.mjs';

const CONFIG_FILE = 'staticwebapp.config.json';
const NOT_CLEAN_URL_PAGES = /(^|\/)(index|404)\.html$/;

const {values} = parseArgs({
  options: {port: {type: 'string', default: String(HOST_EMULATOR_PORT)}, dir: {type: 'string', default: 'build'}},
});
const root = path.resolve(values.dir);

function readHostConfig() {
  const file = path.join(root, CONFIG_FILE);
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: build the site first (npm run build).`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Each page of the build as the host serves it: its clean URL and its file. */
function cleanUrlPages() {
  return fs
    .readdirSync(root, {recursive: true, encoding: 'utf8'})
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html') && !NOT_CLEAN_URL_PAGES.test(file))
    .map((file) => ({route: `/${file.replace(/\.html$/, '')}`, rewrite: `/${file}`}));
}

/**
 * @typedef {{route: string, rewrite?: string, allowedRoles?: string[]}} HostRoute
 */

/**
 * @param {{auth?: unknown, routes: HostRoute[]}} config
 */
function emulatorConfig(config) {
  const {auth: _realIssuer, ...rest} = config;
  const catchAll = rest.routes.findIndex((route) => route.route === '/*');
  if (catchAll < 0) {
    throw new Error(`${CONFIG_FILE} has no "/*" route: the host would serve files without sign-in.`);
  }
  const pages = cleanUrlPages();
  const rewriteOf = new Map(pages.map((page) => [page.route, page.rewrite]));
  // A page with a route of its own keeps that route's roles; every other page gets those of the catch-all.
  const routes = rest.routes.map((route) =>
    rewriteOf.has(route.route) && !route.rewrite ? {...route, rewrite: rewriteOf.get(route.route)} : route,
  );
  const ownRoutes = new Set(rest.routes.map((route) => route.route));
  const others = pages.filter((page) => !ownRoutes.has(page.route));
  routes.splice(catchAll, 0, ...others.map((page) => ({...page, allowedRoles: routes[catchAll].allowedRoles})));
  return {...rest, routes};
}

const configDir = fs.mkdtempSync(path.join(os.tmpdir(), 'swa-emulator-'));
fs.writeFileSync(path.join(configDir, CONFIG_FILE), JSON.stringify(emulatorConfig(readHostConfig()), null, 2));

const ENVIRONMENT_PRELOAD = pathToFileURL(path.resolve(import.meta.dirname, 'emulatorEnvironment.mjs')).href;
const nodeOptions = [process.env.NODE_OPTIONS, `--import=${ENVIRONMENT_PRELOAD}`].filter(Boolean).join(' ');

const swa = spawn(
  process.execPath,
  [
    path.resolve('node_modules/@azure/static-web-apps-cli/dist/cli/bin.js'),
    'start',
    root,
    '--swa-config-location',
    configDir,
    '--host',
    '127.0.0.1',
    '--port',
    values.port,
  ],
  {stdio: 'inherit', env: {...process.env, SWA_CLI_CAPTURE_TELEMETRY: 'false', NODE_OPTIONS: nodeOptions}},
);
swa.on('exit', (code) => {
  fs.rmSync(configDir, {recursive: true, force: true});
  process.exit(code ?? 0);
});
// The CLI runs its server through a shell that does not pass a signal on: stop every process under it.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => treeKill(/** @type {number} */ (swa.pid), signal));
}
