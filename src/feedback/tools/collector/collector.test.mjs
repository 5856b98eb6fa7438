/**
 * The local collector keeps what the SDK sends and refuses the rest without stopping. Run with `node --test scripts/`.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {after, before, beforeEach, describe, test} from 'node:test';
import {createCollector, MAX_BODY_BYTES} from './collector.mjs';

const KEY = '3f6d2c8e-9b1a-4e57-8c24-7a0e5d1b9f63';
const SITE = 'http://localhost:4173';

function envelope(overrides = {}) {
  return {
    time: new Date().toISOString(),
    iKey: KEY,
    name: 'Microsoft.ApplicationInsights.3f6d2c8e9b1a4e578c247a0e5d1b9f63.Event',
    tags: {'ai.internal.sdkVersion': 'javascript:3.4.4'},
    data: {baseType: 'EventData', baseData: {ver: 2, name: 'helpcentre.helpful', properties: {answer: 'yes'}}},
    ...overrides,
  };
}

describe('local collector', () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'collector-')), 'received.jsonl');
  /** @type {import('node:http').Server} */
  let server;
  /** @type {string} */
  let origin;
  const port = () => /** @type {import('node:net').AddressInfo} */ (server.address()).port;
  const received = () =>
    fs.existsSync(file)
      ? fs
          .readFileSync(file, 'utf8')
          .trim()
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line))
      : [];
  /**
   * @param {string | Buffer} body
   * @param {Record<string, string>} [headers]
   */
  const post = (body, headers = {}) =>
    fetch(`${origin}/v2/track`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Origin: SITE, ...headers},
      // A Buffer is a Uint8Array, which fetch sends as it is.
      body: /** @type {BodyInit} */ (body),
    });

  before(async () => {
    server = createCollector({file, instrumentationKey: KEY});
    await /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(0, '127.0.0.1', resolve)));
    origin = `http://127.0.0.1:${port()}`;
  });
  after(() => server.close());
  beforeEach(() => fs.rmSync(file, {force: true}));

  test('keeps each item of a batch, with where it came from and whether a cookie came with it', async () => {
    const response = await post(JSON.stringify([envelope(), envelope()]));
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('access-control-allow-origin'), SITE);
    assert.deepEqual(await response.json(), {itemsReceived: 2, itemsAccepted: 2, errors: []});
    const lines = received();
    assert.equal(lines.length, 2);
    assert.equal(lines[0].origin, SITE);
    assert.equal(lines[0].cookieSent, false);
    assert.equal(lines[0].envelope.data.baseData.properties.answer, 'yes');
  });

  test('reads a gzip-compressed body and JSON lines', async () => {
    const gzip = zlib.gzipSync(JSON.stringify([envelope()]));
    assert.equal((await post(gzip, {'Content-Encoding': 'gzip'})).status, 200);
    assert.equal((await post(`${JSON.stringify(envelope())}\n${JSON.stringify(envelope())}`)).status, 200);
    assert.equal(received().length, 3);
  });

  test('answers the browser’s preflight for a local page, and no other site', async () => {
    /** @param {string} from */
    const preflight = (from) =>
      fetch(`${origin}/v2/track`, {
        method: 'OPTIONS',
        headers: {
          Origin: from,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      });
    const local = await preflight(SITE);
    assert.equal(local.status, 204);
    assert.equal(local.headers.get('access-control-allow-headers'), 'content-type');
    const foreign = await preflight('https://evil.example');
    assert.equal(foreign.headers.get('access-control-allow-origin'), null);
  });

  /** @type {[string, () => Promise<Response>, number][]} */
  const refusals = [
    ['a body that is not JSON', () => post('{"oops'), 400],
    ['an empty batch', () => post('[]'), 400],
    ['an item of another instrumentation key', () => post(JSON.stringify([envelope({iKey: 'x'})])), 400],
    [
      'an item of a kind the site never sends',
      () => post(JSON.stringify([envelope({data: {baseType: 'ExceptionData', baseData: {name: 'x'}}})])),
      400,
    ],
    [
      'a property that is not text',
      () =>
        post(
          JSON.stringify([envelope({data: {baseType: 'EventData', baseData: {name: 'x', properties: {a: {b: 1}}}}})]),
        ),
      400,
    ],
    ['a body over the limit', () => post(JSON.stringify([envelope({name: 'x'.repeat(MAX_BODY_BYTES)})])), 413],
    [
      'a gzip bomb',
      () => post(zlib.gzipSync(Buffer.alloc(10 * MAX_BODY_BYTES, 32)), {'Content-Encoding': 'gzip'}),
      400,
    ],
    ['a body that claims to be gzip and is not', () => post('plain', {'Content-Encoding': 'gzip'}), 400],
    ['another encoding', () => post('x', {'Content-Encoding': 'br'}), 415],
    ['a GET of the track path', () => fetch(`${origin}/v2/track`), 405],
    ['a crafted path', () => fetch(`${origin}/..%2f..%2fetc/passwd`), 404],
  ];
  for (const [what, send, status] of refusals) {
    test(`refuses ${what} (${status}), keeps nothing, and keeps working`, async () => {
      assert.equal((await send()).status, status);
      assert.deepEqual(received(), []);
      assert.equal((await post(JSON.stringify([envelope()]))).status, 200);
    });
  }

  test('survives a request that is not HTTP', async () => {
    const net = await import('node:net');
    await new Promise((resolve) => {
      const socket = net.connect(port(), '127.0.0.1', () => socket.end('\u0000\u0001 not http\r\n\r\n'));
      socket.on('close', resolve);
      socket.on('error', resolve);
    });
    assert.equal((await fetch(`${origin}/health`)).status, 200);
  });
});
