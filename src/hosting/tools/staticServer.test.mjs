/**
 * The local static server (and its command, src/hosting/tools/serveBuild.mjs) against the attacks found on its
 * predecessor, and against the host's behaviour it imitates. Run with `node --test scripts/`.
 */
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import zlib from 'node:zlib';
import {createStaticServer, HOST_CONFIG_FILE} from './staticServer.mjs';

const SERVE_BUILD = path.join(import.meta.dirname, 'serveBuild.mjs');
const SECRET = 'secret outside the build';
const CSP = "default-src 'self'; frame-ancestors 'none'";
const IMMUTABLE = 'public, max-age=31536000, immutable';
const HOST_CONFIG = {
  // Shaped like the build's: a rule without headers first, hashed assets, then the whole-site lock.
  routes: [
    // A former address of an article, in each locale (src/content/addresses.mjs).
    {route: '/docs/old', redirect: '/docs/x', statusCode: 301, allowedRoles: ['authenticated']},
    {route: '/fr/docs/old', redirect: '/fr/docs/x', statusCode: 301, allowedRoles: ['authenticated']},
    {route: '/.auth/login/github', statusCode: 404},
    {route: '/assets/*', allowedRoles: ['authenticated'], headers: {'Cache-Control': IMMUTABLE}},
    {route: '/fr/assets/*', allowedRoles: ['authenticated'], headers: {'Cache-Control': IMMUTABLE}},
    {route: '/*', allowedRoles: ['authenticated']},
  ],
  globalHeaders: {'Content-Security-Policy': CSP, 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff'},
};
const BUILD_FILES = {
  'index.html': 'English home',
  'docs/x.html': 'An article',
  'docs/index.html': 'Docs redirect', // Docusaurus writes /docs as docs/index.html ...
  'fr/index.html': 'Accueil',
  'fr/docs.html': 'Redirection docs', // ... or as docs.html: both must answer at /docs
  '404.html': 'Page Not Found',
  'fr/404.html': 'Page introuvable',
  'signed-out.html': 'You are signed out',
  'fr/signed-out.html': 'Vous êtes déconnecté',
  'assets/js/a.js': 'console.log(1)',
  'fr/assets/js/b.js': 'console.log(2)',
  // A script as the build writes them: tens of kilobytes of text, which the host sends compressed.
  'assets/js/main.js': Array.from({length: 2000}, (_, i) => `function f${i}(){return ${i}}`).join(';'),
  [HOST_CONFIG_FILE]: JSON.stringify(HOST_CONFIG),
};

/**
 * A build folder with a sibling secret (<tmp>/build-x), a linked file and a linked folder pointing there, and a
 * socket file (lstat() finds it, but it cannot be read as a file).
 */
async function createFixture() {
  const top = fs.mkdtempSync(path.join(os.tmpdir(), 'staticServer-'));
  const root = path.join(top, 'build');
  for (const [file, text] of Object.entries(BUILD_FILES)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    fs.writeFileSync(path.join(root, file), text);
  }
  fs.mkdirSync(path.join(top, 'build-x'));
  fs.writeFileSync(path.join(top, 'build-x/secret.txt'), SECRET);
  fs.symlinkSync(path.join(top, 'build-x/secret.txt'), path.join(root, 'linked-secret.txt'));
  fs.symlinkSync(path.join(top, 'build-x'), path.join(root, 'linked-folder'));
  const socketFile = net.createServer();
  await /** @type {Promise<void>} */ (
    new Promise((resolve) => socketFile.listen(path.join(root, 'socket.js'), resolve))
  );
  return {top, root, socketFile};
}

/**
 * Sends bytes exactly as written (no client normalises the path) and returns the raw answer.
 * @param {number} port
 * @param {string} text
 * @returns {Promise<string>}
 */
function rawRequest(port, text, host = '127.0.0.1') {
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
 * Status, lower-cased headers and body of a raw HTTP/1.1 answer.
 * @param {string} answer
 */
function parseAnswer(answer) {
  const [head, ...body] = answer.split('\r\n\r\n');
  const [statusLine, ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return {status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1]), headers, body: body.join('\r\n\r\n'), answer};
}

/**
 * @param {number} port
 * @param {string} target
 * @param {{method?: string, headers?: Record<string, string>}} [options]
 */
async function request(port, target, {method = 'GET', headers = {}} = {}) {
  const headerLines = Object.entries({Host: '127.0.0.1', Connection: 'close', ...headers})
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return parseAnswer(await rawRequest(port, `${method} ${target} HTTP/1.1\r\n${headerLines}\r\n`));
}

/** @param {{headers: Record<string, string>}} response */
function assertHostHeaders(response) {
  assert.equal(response.headers['content-security-policy'], CSP);
  assert.equal(response.headers['x-content-type-options'], 'nosniff');
}

/** Every address of this machine other than loopback (link-local IPv6 needs a zone: left out). */
function nonLoopbackAddresses() {
  return Object.values(os.networkInterfaces())
    .flat()
    .flatMap((address) =>
      address && !address.internal && !address.address.startsWith('fe80:') ? [address.address] : [],
    );
}

describe('static server', () => {
  /** @type {Awaited<ReturnType<typeof createFixture>>} */
  let fixture;
  /** @type {import('node:http').Server} */
  let server;
  /** @type {number} */
  let port;

  before(async () => {
    fixture = await createFixture();
    server = createStaticServer({root: fixture.root});
    await /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(0, '127.0.0.1', resolve)));
    port = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
  });
  after(() => {
    server.close();
    fixture.socketFile.close();
    fs.rmSync(fixture.top, {recursive: true, force: true});
  });

  for (const [target, text] of [
    ['/', 'English home'],
    ['/docs/x', 'An article'],
    ['/docs', 'Docs redirect'],
    ['/fr', 'Accueil'],
    ['/fr/', 'Accueil'],
    ['/fr/docs', 'Redirection docs'],
    ['/docs/x?utm=1#top', 'An article'],
  ]) {
    test(`serves ${target} with a clean URL and the host headers`, async () => {
      const response = await request(port, target);
      assert.equal(response.status, 200);
      assert.equal(response.body, text);
      assertHostHeaders(response);
      assert.equal(response.headers['cache-control'], 'no-cache');
      assert.ok(response.headers.etag);
    });
  }

  test('redirects an .html address to its clean URL', async () => {
    const response = await request(port, '/docs/x.html');
    assert.equal(response.status, 301);
    assert.equal(response.headers.location, '/docs/x');
  });

  test('answers 304 to a revalidation with the same ETag, with the host headers', async () => {
    const {headers} = await request(port, '/docs/x');
    const revalidated = await request(port, '/docs/x', {headers: {'If-None-Match': headers.etag}});
    assert.equal(revalidated.status, 304);
    assertHostHeaders(revalidated);
  });

  for (const target of ['/assets/js/a.js', '/fr/assets/js/b.js']) {
    test(`caches the hashed asset ${target} for a year`, async () => {
      const response = await request(port, target);
      assert.equal(response.status, 200);
      assert.equal(response.headers['cache-control'], IMMUTABLE);
      assertHostHeaders(response);
    });
  }

  test('answers unknown paths with the not-found page of their language, and the host headers', async () => {
    const french = await request(port, '/fr/no-such');
    assert.equal(french.status, 404);
    assert.equal(french.body, 'Page introuvable');
    assert.match(french.headers['content-type'], /^text\/html/);
    assertHostHeaders(french);
    assert.equal(french.headers['cache-control'], 'no-cache');
    const english = await request(port, '/no-such');
    assert.equal(english.status, 404);
    assert.equal(english.body, 'Page Not Found');
    assertHostHeaders(english);
    assert.equal((await request(port, '/fr-no-such')).body, 'Page Not Found');
  });

  test('does not serve the host configuration, as the host does not', async () => {
    const response = await request(port, `/${HOST_CONFIG_FILE}`);
    assert.equal(response.status, 404);
    assert.equal(response.body, 'Page Not Found');
  });

  for (const [target, status] of /** @type {[string, number][]} */ ([
    ['/%E0%A4%A', 400],
    ['/%zz', 400],
    ['/%', 400],
    ['/..%2fbuild-x%2fsecret.txt', 400],
    ['/%2e%2e/%2e%2e/etc/passwd', 400],
    ['/..%5c..%5csecret.txt', 400],
    ['/..%5c..%5cbuild-x%5csecret.txt', 400],
    ['/%00', 400],
    ['/docs/x%00.html', 400],
    ['/a/../../build-x/secret.txt', 400],
    ['http://evil.example/..%2fbuild-x%2fsecret.txt', 400],
    ['http://[bad/', 400],
    ['*', 400],
    ['//evil.example/x', 404],
    ['/linked-secret.txt', 404],
    ['/linked-folder/secret.txt', 404],
    ['/linked-folder/', 404],
    ['/socket.js', 404],
  ])) {
    test(`answers ${target} with ${status} and the host headers, and keeps serving`, async () => {
      const response = await request(port, target);
      assert.equal(response.status, status);
      assert.doesNotMatch(response.answer, new RegExp(SECRET));
      assertHostHeaders(response);
      assert.equal((await request(port, '/')).status, 200);
    });
  }

  test('reads only the path of an absolute-form target (HTTP/1.1 servers must accept it)', async () => {
    const response = await request(port, 'http://evil.example/');
    assert.equal(response.status, 200);
    assert.equal(response.body, 'English home');
  });

  test('never redirects to another host', async () => {
    const targets = [
      '//evil.example/x.html',
      '///evil.example/index',
      '/%2F%2Fevil.example/x.html',
      '/%2f/evil.example/index',
    ];
    for (const target of targets) {
      const {status, headers} = await request(port, target);
      assert.ok(status === 404 || status === 301, `${target} → ${status}`);
      if (headers.location) {
        const redirectedHost = new URL(headers.location, 'http://127.0.0.1').host;
        assert.equal(redirectedHost, '127.0.0.1', `${target} → ${headers.location}`);
      }
    }
  });

  test('answers bytes that are not HTTP with 400 (or a closed socket), and keeps serving', async () => {
    const garbages = [
      '\x00\x01GARBAGE\r\n\r\n',
      'GET / HTTP/9.9\r\n\r\n',
      `GET /${'a'.repeat(20000)} HTTP/1.1\r\n\r\n`,
      'HELLO\r\n\r\n',
    ];
    for (const garbage of garbages) {
      const response = parseAnswer(await rawRequest(port, garbage));
      assert.ok(response.answer === '' || response.status === 400, response.answer.slice(0, 100));
      if (response.answer) assertHostHeaders(response);
    }
    assert.equal((await request(port, '/')).status, 200);
  });

  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
    test(`answers ${method} with 405, Allow: GET, HEAD and the host headers`, async () => {
      const response = await request(port, '/', {method});
      assert.equal(response.status, 405);
      assert.equal(response.headers.allow, 'GET, HEAD');
      assertHostHeaders(response);
    });
  }

  /**
   * The raw bytes of an answer, as the browser receives them before decoding.
   * @param {string} target
   * @param {string} [acceptEncoding]
   * @returns {Promise<{headers: import('node:http').IncomingHttpHeaders, body: Buffer}>}
   */
  function fetchBytes(target, acceptEncoding) {
    return new Promise((resolve, reject) => {
      const headers = acceptEncoding === undefined ? {} : {'Accept-Encoding': acceptEncoding};
      http
        .get({host: '127.0.0.1', port, path: target, headers}, (response) => {
          /** @type {Buffer[]} */
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => resolve({headers: response.headers, body: Buffer.concat(chunks)}));
        })
        .on('error', reject);
    });
  }

  for (const [acceptEncoding, encoding, decode] of /** @type {[string, string, (body: Buffer) => Buffer][]} */ ([
    ['gzip, deflate, br, zstd', 'br', zlib.brotliDecompressSync], // Chromium
    ['gzip, deflate', 'gzip', zlib.gunzipSync],
  ])) {
    test(`compresses what the browser accepts (${acceptEncoding} → ${encoding}), as the host does`, async () => {
      const original = fs.readFileSync(path.join(fixture.root, 'assets/js/main.js'));
      const {headers, body} = await fetchBytes('/assets/js/main.js', acceptEncoding);
      assert.equal(headers['content-encoding'], encoding);
      assert.match(headers.vary ?? '', /Accept-Encoding/i);
      assert.ok(body.length < original.length / 4, `${body.length} bytes sent for ${original.length}`);
      assert.deepEqual(decode(body), original);
      assert.equal(headers['cache-control'], IMMUTABLE);
      assert.equal(headers['content-security-policy'], CSP);
    });
  }

  test('sends a file as it is to a client that accepts no compression', async () => {
    const original = fs.readFileSync(path.join(fixture.root, 'assets/js/main.js'));
    const {headers, body} = await fetchBytes('/assets/js/main.js', 'identity');
    assert.equal(headers['content-encoding'], undefined);
    assert.equal(Number(headers['content-length']), original.length);
    assert.deepEqual(body, original);
  });

  test('answers HEAD without a body', async () => {
    const response = await request(port, '/', {method: 'HEAD'});
    assert.equal(response.status, 200);
    assert.equal(response.body, '');
    assertHostHeaders(response);
  });

  test("sends a former address of an article, in each language, to the article's page for good", async () => {
    for (const [target, location] of [
      ['/docs/old', '/docs/x'],
      ['/fr/docs/old?q=1', '/fr/docs/x'],
    ]) {
      const response = await request(port, target);
      assert.equal(response.status, 301, target);
      assert.equal(response.headers.location, location);
      assertHostHeaders(response);
    }
    // Only the exact address: nothing under it, and no crafted variant leads elsewhere.
    for (const target of ['/docs/old/x', '//docs/old', '/docs/old%2F', '/docs/%2e%2e/old']) {
      assert.notEqual((await request(port, target)).status, 301, target);
    }
  });

  test('describes no signed-in principal at /.auth/me, as the host does for a reader it has not admitted', async () => {
    const response = await request(port, '/.auth/me');
    assert.equal(response.status, 200);
    assert.match(response.headers['content-type'], /^application\/json/);
    assert.deepEqual(JSON.parse(response.body), {clientPrincipal: null});
    assertHostHeaders(response);
  });

  test("answers the host's sign-out with the signed-out page it names, in its language", async () => {
    for (const [target, page] of [
      ['/.auth/logout?post_logout_redirect_uri=%2Fsigned-out', '/signed-out'],
      ['/.auth/logout?post_logout_redirect_uri=%2Ffr%2Fsigned-out', '/fr/signed-out'],
      ['/.auth/logout?post_logout_redirect_uri=/fr/signed-out', '/fr/signed-out'],
    ]) {
      const response = await request(port, target);
      assert.equal(response.status, 302, target);
      assert.equal(response.headers.location, page, target);
      assert.equal(response.headers['cache-control'], 'no-store');
      assertHostHeaders(response);
      assert.equal(
        (await request(port, page)).body,
        page === '/signed-out' ? 'You are signed out' : 'Vous êtes déconnecté',
      );
    }
  });

  test("answers the host's sign-out with the default signed-out page whatever else it is asked, never another place", async () => {
    const asked = [
      '',
      '?post_logout_redirect_uri=',
      '?post_logout_redirect_uri=/%5Cevil.example',
      '?post_logout_redirect_uri=//evil.example',
      '?post_logout_redirect_uri=https://evil.example',
      '?post_logout_redirect_uri=/%2F%2Fevil.example',
      '?post_logout_redirect_uri=/%09/evil.example',
      '?post_logout_redirect_uri=%09//evil.example',
      '?post_logout_redirect_uri=@evil.example',
      '?post_logout_redirect_uri=/fr/signed-out%0d%0aSet-Cookie:%20x=y',
      '?post_logout_redirect_uri=/fr/signed-out/../../evil',
      '?post_logout_redirect_uri=/fr/signed-out?x=1',
      '?post_logout_redirect_uri=/index',
      '?post_logout_redirect_uri=%E0%A4%A',
      '?post_logout_redirect_uri=/signed-out&post_logout_redirect_uri=//evil.example',
    ];
    for (const query of asked) {
      const response = await request(port, `/.auth/logout${query}`);
      assert.equal(response.status, 302, query);
      assert.equal(response.headers.location, '/signed-out', query);
      assert.equal(response.headers['set-cookie'], undefined, query);
    }
  });
});

test('refuses to start without the host configuration', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'staticServer-empty-'));
  try {
    assert.throws(() => createStaticServer({root}), {
      message: `${path.join(root, HOST_CONFIG_FILE)} is missing: build the site first (npm run build).`,
    });
  } finally {
    fs.rmSync(root, {recursive: true, force: true});
  }
});

describe('serveBuild command', () => {
  /** @type {Awaited<ReturnType<typeof createFixture>>} */
  let fixture;
  /** @type {import('node:child_process').ChildProcessByStdio<null, import('node:stream').Readable, null>} */
  let child;
  /** @type {number} */
  let port;
  /** @type {string} */
  let banner;

  before(async () => {
    fixture = await createFixture();
    child = spawn(process.execPath, [SERVE_BUILD, '--port', '0', '--dir', fixture.root], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    banner = await new Promise((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk) => {
        output += chunk;
        if (output.includes('\n')) resolve(output.trim());
      });
      child.on('exit', (code) => reject(new Error(`serveBuild exited with ${code}: ${output}`)));
    });
    port = Number(/localhost:(\d+)\//.exec(banner)?.[1]);
  });
  after(() => {
    child.kill();
    fixture.socketFile.close();
    fs.rmSync(fixture.top, {recursive: true, force: true});
  });

  test('says where it serves', () => {
    assert.equal(banner, `Serving ${fixture.root} at http://localhost:${port}/ (French at /fr/)`);
  });

  test('answers on 127.0.0.1', async () => {
    assert.equal((await request(port, '/fr/')).body, 'Accueil');
  });

  test('is not reachable from the other addresses of this machine', async () => {
    for (const address of nonLoopbackAddresses()) {
      const attempt = rawRequest(port, 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n', address);
      await assert.rejects(attempt, {code: 'ECONNREFUSED'}, address);
    }
  });
});
