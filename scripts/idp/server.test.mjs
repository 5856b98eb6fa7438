/**
 * The local identity provider survives malformed requests, listens on this
 * machine only, and honours a login hint as Entra does for a reader with a
 * session. Run with `node --test scripts/`.
 */
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import crypto from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {LOCAL_IDP, TEST_ACCOUNTS} from './config.mjs';

const SERVER = path.join(import.meta.dirname, 'server.mjs');
const REDIRECT_URI = 'http://localhost:3000/helpcenter-az-callback';

function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const {port} = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(origin, child) {
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`the provider exited with ${child.exitCode}`);
    }
    try {
      if ((await fetch(`${origin}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function rawRequest(host, port, text) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, host, () => socket.write(text));
    const chunks = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString()));
    socket.on('error', reject);
  });
}

const statusOf = (answer) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);

/** An authorization request as MSAL sends it (code + PKCE), optionally with a login hint. */
function authorizeUrl(origin, loginHint) {
  const params = new URLSearchParams({
    client_id: LOCAL_IDP.clientId,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: 'openid profile User.Read',
    state: crypto.randomUUID(),
    nonce: crypto.randomUUID(),
    code_challenge: crypto.createHash('sha256').update(crypto.randomBytes(32)).digest('base64url'),
    code_challenge_method: 'S256',
  });
  if (loginHint) params.set('login_hint', loginHint);
  return `${origin}/${LOCAL_IDP.tenantId}/oauth2/v2.0/authorize?${params}`;
}

/** Follows redirects by hand, keeping cookies, until the callback or a page; returns what the browser would show. */
async function follow(url) {
  const cookies = new Map();
  for (let hops = 0; hops < 10; hops++) {
    if (url.startsWith(REDIRECT_URI)) return {callback: new URL(url)};
    const response = await fetch(url, {redirect: 'manual', headers: {cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ')}});
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair.split('=');
      cookies.set(name, value.join('='));
    }
    const location = response.headers.get('location');
    if (!location) return {page: await response.text(), status: response.status};
    url = new URL(location, url).href;
  }
  throw new Error('too many redirects');
}

describe('local identity provider', () => {
  let child;
  let port;
  let origin;

  before(async () => {
    port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [SERVER], {env: {...process.env, LOCAL_IDP_PORT: String(port)}, stdio: 'ignore'});
    await waitForHealth(origin, child);
  });
  after(() => child.kill());

  for (const target of ['http://[bad/', 'http://evil.example/x', '/%E0%A4%A', '/interaction/%zz']) {
    test(`survives GET ${target}`, async () => {
      const answer = await rawRequest('127.0.0.1', port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      assert.ok(statusOf(answer) >= 400 && statusOf(answer) < 500, answer.slice(0, 200));
      assert.equal((await fetch(`${origin}/health`)).status, 200);
      assert.equal(child.exitCode, null);
    });
  }

  test('survives garbage bytes', async () => {
    await rawRequest('127.0.0.1', port, '\x00\x01\x02 not http at all\r\n\r\n');
    assert.equal((await fetch(`${origin}/health`)).status, 200);
    assert.equal(child.exitCode, null);
  });

  test('is not reachable from another address of this machine', async () => {
    const others = Object.values(os.networkInterfaces())
      .flat()
      .filter((address) => address && address.family === 'IPv4' && !address.internal)
      .map((address) => address.address);
    for (const address of others) {
      await assert.rejects(rawRequest(address, port, 'GET /health HTTP/1.1\r\nConnection: close\r\n\r\n'), /ECONNREFUSED/);
    }
  });

  test('shows its account picker when the site names no account', async () => {
    const result = await follow(authorizeUrl(origin));
    assert.equal(result.status, 200);
    assert.match(result.page, new RegExp(TEST_ACCOUNTS[0].name));
  });

  test('signs the hinted account in without a picker, as Entra does for a reader with a session', async () => {
    const result = await follow(authorizeUrl(origin, TEST_ACCOUNTS[2].email.toUpperCase()));
    assert.ok(result.callback, `expected the callback, got: ${result.page?.slice(0, 200)}`);
    assert.ok(result.callback.searchParams.get('code'));
  });

  test('ignores a hint that names no known account', async () => {
    const result = await follow(authorizeUrl(origin, 'someone@elsewhere.example'));
    assert.match(result.page, /Pick an account|Choisissez un compte/);
  });
});
