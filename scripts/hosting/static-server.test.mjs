/**
 * The local static server against the attacks found on its predecessor.
 * Run with `node --test scripts/`.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {createStaticServer, HOST_CONFIG_FILE} from './static-server.mjs';

const SECRET = 'secret outside the build';
const CSP = "default-src 'self'; frame-ancestors 'none'";

/** A build folder with a sibling secret, a linked file and a linked folder that point outside it. */
function fixture() {
  const top = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  const root = path.join(top, 'build');
  const files = {
    'index.html': 'English home',
    'docs/x.html': 'An article',
    'fr/index.html': 'Accueil',
    '404.html': 'Page Not Found',
    'fr/404.html': 'Page introuvable',
    'assets/js/main.abc123.js': 'console.log(1)',
    [HOST_CONFIG_FILE]: JSON.stringify({
      routes: [
        {route: '/assets/*', allowedRoles: ['authenticated'], headers: {'Cache-Control': 'public, max-age=31536000, immutable'}},
        {route: '/*', allowedRoles: ['authenticated']},
      ],
      globalHeaders: {'Content-Security-Policy': CSP, 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff'},
    }),
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    fs.writeFileSync(path.join(root, file), text);
  }
  fs.mkdirSync(path.join(top, 'build-x'));
  fs.writeFileSync(path.join(top, 'build-x/secret.txt'), SECRET);
  fs.symlinkSync(path.join(top, 'build-x/secret.txt'), path.join(root, 'linked-secret.txt'));
  fs.symlinkSync(path.join(top, 'build-x'), path.join(root, 'linked-folder'));
  return {top, root};
}

/** Sends bytes exactly as written (no client normalises the path) and returns the raw answer. */
function rawRequest(port, text) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    const chunks = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString()));
    socket.on('error', reject);
  });
}

const get = (port, target, method = 'GET') =>
  rawRequest(port, `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
const statusOf = (answer) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);

describe('static server', () => {
  let server;
  let port;
  let dirs;

  before(async () => {
    dirs = fixture();
    server = createStaticServer({root: dirs.root});
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = server.address().port;
  });
  after(() => {
    server.close();
    fs.rmSync(dirs.top, {recursive: true, force: true});
  });

  test('listens on the loopback address only', () => {
    assert.equal(server.address().address, '127.0.0.1');
  });

  test('serves pages with clean URLs and the host headers', async () => {
    const answer = await get(port, '/docs/x');
    assert.equal(statusOf(answer), 200);
    assert.match(answer, /An article/);
    assert.match(answer, new RegExp(`content-security-policy: ${CSP}`, 'i'));
    assert.match(answer, /cache-control: no-cache/i);
    assert.equal(statusOf(await get(port, '/fr/')), 200);
  });

  test('caches hashed assets for a year, and only them', async () => {
    const answer = await get(port, '/assets/js/main.abc123.js');
    assert.equal(statusOf(answer), 200);
    assert.match(answer, /cache-control: public, max-age=31536000, immutable/i);
  });

  test('answers unknown paths with the not-found page of their language', async () => {
    const french = await get(port, '/fr/no-such-page');
    assert.equal(statusOf(french), 404);
    assert.match(french, /Page introuvable/);
    assert.match(french, /content-security-policy/i);
    const english = await get(port, '/no-such-page');
    assert.equal(statusOf(english), 404);
    assert.match(english, /Page Not Found/);
  });

  for (const target of ['/%E0%A4%A', '/%zz', '/%', '/..%2fbuild-x%2fsecret.txt', '/%2e%2e/%2e%2e/etc/passwd', '/..%5c..%5cbuild-x%5csecret.txt', '/%00', '/a/../../build-x/secret.txt']) {
    test(`refuses ${target} with 400, headers still sent, and keeps serving`, async () => {
      const answer = await get(port, target);
      assert.equal(statusOf(answer), 400);
      assert.doesNotMatch(answer, new RegExp(SECRET));
      assert.match(answer, /x-content-type-options: nosniff/i);
      assert.equal(statusOf(await get(port, '/')), 200);
    });
  }

  for (const target of ['/linked-secret.txt', '/linked-folder/secret.txt']) {
    test(`does not follow the link ${target}`, async () => {
      const answer = await get(port, target);
      assert.equal(statusOf(answer), 404);
      assert.doesNotMatch(answer, new RegExp(SECRET));
    });
  }

  test('never redirects to another host', async () => {
    for (const target of ['//evil.example/x', '//evil.example/docs/x.html', '///evil.example/x.html']) {
      const answer = await get(port, target);
      const location = /^location: (.*)$/im.exec(answer)?.[1]?.trim();
      if (location) {
        assert.equal(new URL(location, 'http://127.0.0.1').host, '127.0.0.1', `${target} → ${location}`);
      }
    }
  });

  test('reads only the path of an absolute-form target, and survives garbage', async () => {
    assert.equal(statusOf(await get(port, 'http://evil.example/docs/x')), 200);
    assert.equal(statusOf(await get(port, 'http://[bad/')), 400);
    const garbage = await rawRequest(port, '\x00\x01GARBAGE\r\n\r\n');
    assert.ok(garbage === '' || statusOf(garbage) === 400);
    assert.equal(statusOf(await get(port, '/')), 200);
  });

  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
    test(`answers ${method} with 405`, async () => {
      const answer = await get(port, '/', method);
      assert.equal(statusOf(answer), 405);
      assert.match(answer, /allow: GET, HEAD/i);
    });
  }

  test('answers HEAD without a body', async () => {
    const answer = await get(port, '/', 'HEAD');
    assert.equal(statusOf(answer), 200);
    assert.doesNotMatch(answer, /English home/);
  });

  test('describes no signed-in principal, as the host does for a reader it has not signed in', async () => {
    const answer = await get(port, '/.auth/me');
    assert.equal(statusOf(answer), 200);
    assert.match(answer, /\{"clientPrincipal":null\}/);
  });
});

test('refuses to start without the host configuration', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-empty-'));
  assert.throws(() => createStaticServer({root}), /staticwebapp\.config\.json is missing: build the site first/);
  fs.rmSync(root, {recursive: true, force: true});
});
