/**
 * The local identity provider survives malformed requests, listens on this
 * machine only, redirects only to the site's registered pages, and honours a
 * login hint as Entra does for a reader with a session. Run with `node --test scripts/`.
 */
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import crypto from 'node:crypto';
import {once} from 'node:events';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {CALLBACK_ROUTE, LOCAL_IDP, SITE_PORTS_VARIABLE, TEST_ACCOUNTS, sitePortsEnv} from './config.mjs';
import {SITE_PORTS, START_PORT} from '../../../shared/node/ports.mjs';

const SERVER = path.join(import.meta.dirname, 'server.mjs');
// A port that the provider's caller names (none of src/shared/node/ports.mjs), and one nobody names.
const CALLER_PORT = Math.max(...SITE_PORTS) + 1;
const UNREGISTERED_PORT = CALLER_PORT + 1;
const REDIRECT_URI = `http://localhost:${CALLER_PORT}/${CALLBACK_ROUTE}`;

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const {port} = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/**
 * @param {string} origin
 * @param {import('node:child_process').ChildProcess} child
 */
async function waitForHealth(origin, child) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`the provider did not start (exit code ${child.exitCode})`);
    }
    try {
      if ((await fetch(`${origin}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Sends bytes exactly as written (no client normalises the target) and returns the raw answer.
 * @param {string} host
 * @param {number} port
 * @param {string} text
 * @returns {Promise<string>}
 */
function rawRequest(host, port, text) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    const socket = net.connect(port, host, () => socket.write(text));
    socket.setTimeout(5000, () => socket.destroy(new Error(`no answer to ${JSON.stringify(text.slice(0, 60))}`)));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString()));
    socket.on('error', (/** @type {NodeJS.ErrnoException} */ error) =>
      error.code === 'ECONNRESET' ? undefined : reject(error),
    );
  });
}

/**
 * @param {string} origin
 * @param {import('node:child_process').ChildProcess} child
 */
async function assertStillServing(origin, child) {
  assert.equal((await fetch(`${origin}/health`)).status, 200);
  assert.equal(child.exitCode, null);
  assert.equal(child.signalCode, null);
}

/** @param {string} answer */
const statusOf = (answer) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);

/**
 * An authorization request as MSAL sends it (code + PKCE), optionally with a login hint.
 * @param {string} origin
 * @param {{loginHint?: string, scope?: string, redirectUri?: string}} [options]
 */
function authorizeRequest(origin, {loginHint, scope = 'openid profile User.Read', redirectUri = REDIRECT_URI} = {}) {
  const codeVerifier = crypto.randomBytes(32).toString('base64url');
  const params = new URLSearchParams({
    client_id: LOCAL_IDP.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope,
    state: crypto.randomUUID(),
    nonce: crypto.randomUUID(),
    code_challenge: crypto.createHash('sha256').update(codeVerifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  if (loginHint) params.set('login_hint', loginHint);
  return {url: `${origin}/${LOCAL_IDP.tenantId}${LOCAL_IDP.paths.authorize}?${params}`, codeVerifier};
}

/**
 * The token endpoint's answer to a form, as MSAL posts it.
 * @param {string} origin
 * @param {Record<string, string>} form
 * @returns {Promise<{id_token: string, refresh_token: string}>}
 */
async function tokens(origin, form) {
  const response = await fetch(`${origin}/${LOCAL_IDP.tenantId}${LOCAL_IDP.paths.token}`, {
    method: 'POST',
    body: new URLSearchParams({client_id: LOCAL_IDP.clientId, ...form}),
  });
  assert.equal(response.status, 200, await response.clone().text());
  return response.json();
}

/** @param {string} idToken */
const claimsOf = (idToken) => JSON.parse(Buffer.from(idToken.split('.')[1], 'base64url').toString());

/**
 * The id_token's claims for an authorization code, as MSAL redeems it.
 * @param {string} origin
 * @param {string} code
 * @param {string} codeVerifier
 */
async function redeem(origin, code, codeVerifier) {
  const answer = await tokens(origin, {
    grant_type: 'authorization_code',
    redirect_uri: REDIRECT_URI,
    code,
    code_verifier: codeVerifier,
  });
  return claimsOf(answer.id_token);
}

/** Every address of this machine other than loopback (link-local IPv6 needs a zone: left out). */
function nonLoopbackAddresses() {
  return Object.values(os.networkInterfaces())
    .flat()
    .flatMap((address) =>
      address && !address.internal && !address.address.startsWith('fe80:') ? [address.address] : [],
    );
}

/**
 * Follows redirects by hand, keeping cookies, until the callback or a page; returns what the browser would show.
 * @param {string} url
 * @returns {Promise<{callback?: URL, page?: string, status?: number}>}
 */
async function follow(url) {
  /** @type {Map<string, string>} */
  const cookies = new Map();
  for (let hops = 0; hops < 10; hops++) {
    if (url.startsWith(REDIRECT_URI)) return {callback: new URL(url)};
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, {redirect: 'manual', headers: {cookie}});
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
  /** @type {import('node:child_process').ChildProcessWithoutNullStreams} */
  let child;
  /** @type {number} */
  let port;
  /** @type {string} */
  let origin;
  let output = '';

  before(async () => {
    port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const env = {...process.env, LOCAL_IDP_PORT: String(port), ...sitePortsEnv([CALLER_PORT])};
    child = spawn(process.execPath, [SERVER], {env});
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
    await waitForHealth(origin, child);
  });
  after(() => child.kill());

  test('is not reachable from the other addresses of this machine', async () => {
    for (const address of nonLoopbackAddresses()) {
      const attempt = rawRequest(address, port, 'GET /health HTTP/1.1\r\nConnection: close\r\n\r\n');
      await assert.rejects(attempt, {code: 'ECONNREFUSED'}, address);
    }
  });

  for (const target of [
    'http://[bad/',
    'http://evil.example/x',
    '/%E0%A4%A',
    `/${LOCAL_IDP.tenantId}${LOCAL_IDP.paths.authorize}%zz`,
    '/interaction/%zz',
    '/interaction/no-such-interaction',
    '*',
  ]) {
    test(`answers GET ${target} with a 4xx and keeps serving`, async () => {
      const request = `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`;
      const answer = await rawRequest('127.0.0.1', port, request);
      assert.ok(statusOf(answer) >= 400 && statusOf(answer) < 500, answer.slice(0, 200));
      await assertStillServing(origin, child);
    });
  }

  test('answers bytes that are not HTTP with 400 (or a closed socket), and keeps serving', async () => {
    const garbages = [
      '\x00\x01\x02 not http at all\r\n\r\n',
      'GET / HTTP/9.9\r\n\r\n',
      `GET /${'a'.repeat(20000)} HTTP/1.1\r\n\r\n`,
    ];
    for (const garbage of garbages) {
      const answer = await rawRequest('127.0.0.1', port, garbage);
      assert.ok(answer === '' || statusOf(answer) === 400, answer.slice(0, 200));
    }
    await assertStillServing(origin, child);
  });

  test('shows its account picker when the site names no account', async () => {
    const result = await follow(authorizeRequest(origin).url);
    assert.equal(result.status, 200);
    assert.match(result.page ?? '', /Pick an account/);
    for (const account of TEST_ACCOUNTS) assert.ok(result.page?.includes(account.email), account.email);
  });

  test("accepts each locale's callback on the port its caller names and on the ports of src/shared/node/ports.mjs", async () => {
    for (const redirectUri of [
      `http://localhost:${CALLER_PORT}/fr/${CALLBACK_ROUTE}`,
      `http://127.0.0.1:${CALLER_PORT}/${CALLBACK_ROUTE}`,
      `http://localhost:${START_PORT}/${CALLBACK_ROUTE}`,
    ]) {
      const result = await follow(authorizeRequest(origin, {redirectUri}).url);
      assert.match(result.page ?? '', /Pick an account/, redirectUri);
    }
  });

  for (const redirectUri of [
    `http://localhost:${UNREGISTERED_PORT}/${CALLBACK_ROUTE}`,
    `http://localhost:${CALLER_PORT}/de/${CALLBACK_ROUTE}`,
    `http://localhost:${CALLER_PORT}/${CALLBACK_ROUTE}/`,
    `https://localhost:${CALLER_PORT}/${CALLBACK_ROUTE}`,
    `http://evil.example:${CALLER_PORT}/${CALLBACK_ROUTE}`,
  ]) {
    test(`refuses to sign in for ${redirectUri}, which it does not register`, async () => {
      const result = await follow(authorizeRequest(origin, {redirectUri}).url);
      assert.equal(result.status, 400);
      assert.match(result.page ?? '', /invalid_redirect_uri: redirect_uri did not match any of the client/);
    });
  }

  test('returns from sign-out to a registered page only', async () => {
    /** @param {string} returnTo */
    const signOut = (returnTo) =>
      fetch(
        `${origin}/${LOCAL_IDP.tenantId}${LOCAL_IDP.paths.logout}?post_logout_redirect_uri=${encodeURIComponent(returnTo)}`,
      );
    const registered = await signOut(`${REDIRECT_URI}?signed-out`);
    assert.equal(registered.status, 200, await registered.clone().text());
    const unregistered = await signOut(`http://localhost:${UNREGISTERED_PORT}/${CALLBACK_ROUTE}?signed-out`);
    assert.equal(unregistered.status, 400);
    assert.match(await unregistered.text(), /post_logout_redirect_uri not registered/);
  });

  test('signs the hinted account in without a picker, as Entra does for a reader with a session', async () => {
    const hinted = TEST_ACCOUNTS[2];
    const {url, codeVerifier} = authorizeRequest(origin, {loginHint: hinted.email.toUpperCase()});
    const result = await follow(url);
    assert.ok(result.callback, `expected the callback, got: ${result.page?.slice(0, 200)}`);
    const claims = await redeem(origin, String(result.callback.searchParams.get('code')), codeVerifier);
    assert.equal(claims.preferred_username, hinted.email);
    assert.equal(claims.oid, hinted.oid);
  });

  test('ignores a hint that names no known account', async () => {
    const result = await follow(authorizeRequest(origin, {loginHint: 'someone@elsewhere.example'}).url);
    assert.match(result.page ?? '', /Pick an account/);
  });

  test("serves the help centre's icon, which its pages name (no 404 for a favicon)", async () => {
    const result = await follow(authorizeRequest(origin).url);
    assert.ok(result.page?.includes('<link rel="icon" type="image/svg+xml" href="/favicon.svg">'));
    const icon = await fetch(`${origin}/favicon.svg`);
    assert.equal(icon.status, 200);
    assert.equal(icon.headers.get('content-type'), 'image/svg+xml');
    assert.match(await icon.text(), /^<svg/);
  });

  test('signs in and refreshes as MSAL does (offline_access asked again), and prints no warning', async () => {
    const account = TEST_ACCOUNTS[0];
    const scope = 'openid profile offline_access User.Read';
    const {url, codeVerifier} = authorizeRequest(origin, {loginHint: account.email, scope});
    const {callback} = await follow(url);
    const signedIn = await tokens(origin, {
      grant_type: 'authorization_code',
      redirect_uri: REDIRECT_URI,
      code: String(callback?.searchParams.get('code')),
      code_verifier: codeVerifier,
    });
    const refreshed = await tokens(origin, {grant_type: 'refresh_token', refresh_token: signedIn.refresh_token, scope});
    assert.equal(claimsOf(refreshed.id_token).oid, account.oid);
    assert.doesNotMatch(output, /WARNING|Unsupported runtime|already parsed/, output);
    assert.equal(
      output.trim(),
      `[idp] Local identity provider for tenant ${LOCAL_IDP.tenantId} at http://localhost:${port}`,
    );
  });
});

test('refuses to start when its caller names something other than ports', async () => {
  const env = {...process.env, LOCAL_IDP_PORT: String(await freePort()), [SITE_PORTS_VARIABLE]: '4000,80a'};
  const child = spawn(process.execPath, [SERVER], {env});
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const [code] = await once(child, 'close');
  assert.equal(code, 1);
  assert.match(errors, /LOCAL_IDP_SITE_PORTS must be port numbers, comma-separated; got "4000,80a"/);
});
