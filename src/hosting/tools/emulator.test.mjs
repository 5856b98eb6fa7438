/**
 * The host's emulator as its tool runs it (src/hosting/tools/emulator.mjs): the emulator's server stops with the tool.
 * Run with `node --test src/hosting/tools/`.
 */
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {once} from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const EMULATOR = path.join(import.meta.dirname, 'emulator.mjs');
const HOST_CONFIG = {routes: [{route: '/*', allowedRoles: ['authenticated']}]};

function createBuild() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'emulator-build-'));
  fs.writeFileSync(path.join(root, 'index.html'), 'Home');
  fs.mkdirSync(path.join(root, 'docs'));
  fs.writeFileSync(path.join(root, 'docs/x.html'), 'An article');
  fs.writeFileSync(path.join(root, 'staticwebapp.config.json'), JSON.stringify(HOST_CONFIG));
  return root;
}

async function freePort() {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const {port} = /** @type {import('node:net').AddressInfo} */ (server.address());
  server.close();
  await once(server, 'close');
  return port;
}

/**
 * The status of a request for `pathname`, or the error's code (ECONNREFUSED once nothing listens).
 * @param {number} port
 * @param {string} pathname
 * @returns {Promise<number | string>}
 */
async function statusOf(port, pathname) {
  try {
    return (await fetch(`http://127.0.0.1:${port}${pathname}`, {redirect: 'manual'})).status;
  } catch (thrown) {
    const error = /** @type {Error & {cause?: {code?: string}}} */ (thrown);
    return error.cause?.code ?? error.message;
  }
}

/**
 * @param {number} port
 * @param {string} pathname
 * @param {(status: number | string) => boolean} isWanted
 * @param {number} seconds
 * @param {string} failure
 */
async function waitForStatus(port, pathname, isWanted, seconds, failure) {
  for (let attempt = 0; attempt < seconds * 10; attempt++) {
    const status = await statusOf(port, pathname);
    if (isWanted(status)) return status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(failure);
}

test('stopping the tool stops the emulator that serves the build', {timeout: 120_000}, async () => {
  const build = createBuild();
  const port = await freePort();
  const tool = spawn(process.execPath, [EMULATOR, '--dir', build, '--port', String(port)], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  try {
    // The CLI takes a few seconds to start, longer on a busy machine.
    await waitForStatus(port, '/.auth/me', (status) => status === 200, 60, 'the emulator never started');
    // The page's clean URL asks for sign-in like the rest of the site (this configuration has no redirect for 401).
    assert.equal(await statusOf(port, '/docs/x'), 401);

    tool.kill('SIGTERM');
    await once(tool, 'exit');
    await waitForStatus(
      port,
      '/.auth/me',
      (status) => status === 'ECONNREFUSED',
      5,
      'the emulator still answers after its tool stopped',
    );
  } finally {
    if (tool.exitCode === null && tool.signalCode === null) tool.kill('SIGTERM');
    fs.rmSync(build, {recursive: true, force: true});
  }
});
