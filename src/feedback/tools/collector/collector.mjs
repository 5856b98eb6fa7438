/**
 * The local collector: what Azure Application Insights' ingestion endpoint is to the help centre, on this machine.
 * It receives what the real SDK sends (`POST /v2/track`, a JSON array of envelopes, possibly gzip-compressed),
 * checks it, and appends each item to a file of JSON lines that `npm run feedback:report` and the tests read.
 * Bodies that are too large, malformed, for another instrumentation key or of a kind the site never sends are
 * refused with a 4xx; nothing a request holds can stop it.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

/** The SDK sends at most 100 KB per batch by default; the site's few events are far below. */
export const MAX_BODY_BYTES = 64 * 1024;
const MAX_ITEMS = 100;
const TRACK_PATHS = new Set(['/v2/track', '/v2.1/track']);
const ACCEPTED_TYPES = new Set(['EventData', 'PageviewData']);
const LOOPBACK_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\]):\d{1,5}$/;
const HEADER_LIST = /^[A-Za-z0-9-]+(\s*,\s*[A-Za-z0-9-]+)*$/;

class Refused extends Error {
  /**
   * @param {number} status
   * @param {string} message
   */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
function isObject(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * @param {unknown} value
 * @param {string} what
 * @param {number} max
 * @returns {asserts value is string}
 */
function checkString(value, what, max) {
  if (typeof value !== 'string' || value.length > max) {
    throw new Refused(400, `${what} must be a string of at most ${max} characters.`);
  }
}

/**
 * One envelope as the SDK writes it: an event or a page view, for our instrumentation key.
 * @param {unknown} envelope
 * @param {string} instrumentationKey
 */
export function checkEnvelope(envelope, instrumentationKey) {
  if (!isObject(envelope)) throw new Refused(400, 'Each item must be an object.');
  if (String(envelope.iKey).toLowerCase() !== instrumentationKey.toLowerCase()) {
    throw new Refused(400, 'Unknown instrumentation key.');
  }
  checkString(envelope.name, 'name', 1024);
  checkString(envelope.time, 'time', 64);
  if (Number.isNaN(Date.parse(envelope.time))) throw new Refused(400, 'time must be a date.');
  const {data} = envelope;
  if (
    !isObject(data) ||
    typeof data.baseType !== 'string' ||
    !ACCEPTED_TYPES.has(data.baseType) ||
    !isObject(data.baseData)
  ) {
    throw new Refused(400, `data.baseType must be one of ${[...ACCEPTED_TYPES].join(', ')}.`);
  }
  checkString(data.baseData.name, 'baseData.name', 1024);
  const {properties = {}} = data.baseData;
  if (!isObject(properties)) throw new Refused(400, 'baseData.properties must be an object.');
  for (const [key, value] of Object.entries(properties)) {
    checkString(key, 'A property name', 150);
    checkString(value, `Property ${key.slice(0, 150)}`, 8192);
  }
  if (envelope.tags !== undefined && !isObject(envelope.tags)) throw new Refused(400, 'tags must be an object.');
}

/**
 * The envelopes of a body: a JSON array, or JSON lines (the SDK's `emitLineDelimitedJson`).
 * @param {string} text
 * @param {string} instrumentationKey
 * @returns {unknown[]}
 */
export function parseBody(text, instrumentationKey) {
  let items;
  try {
    const trimmed = text.trim();
    items = trimmed.startsWith('[')
      ? JSON.parse(trimmed)
      : trimmed
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line));
  } catch {
    throw new Refused(400, 'The body is not JSON.');
  }
  if (!Array.isArray(items) || items.length === 0 || items.length > MAX_ITEMS) {
    throw new Refused(400, `The body must hold 1 to ${MAX_ITEMS} items.`);
  }
  items.forEach((item) => checkEnvelope(item, instrumentationKey));
  return items;
}

/**
 * @param {import('node:http').IncomingMessage} request
 * @returns {Promise<Buffer>}
 */
function readBody(request) {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length']);
    if (declared > MAX_BODY_BYTES) {
      reject(new Refused(413, `The body is larger than ${MAX_BODY_BYTES} bytes.`));
      request.resume();
      return;
    }
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    request.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > 16 * MAX_BODY_BYTES) {
        request.destroy();
      } else if (size <= MAX_BODY_BYTES) {
        chunks.push(chunk);
      }
    });
    request.on('end', () =>
      size > MAX_BODY_BYTES
        ? reject(new Refused(413, `The body is larger than ${MAX_BODY_BYTES} bytes.`))
        : resolve(Buffer.concat(chunks)),
    );
    request.on('error', reject);
  });
}

/**
 * @param {Buffer} body
 * @param {string | undefined} encoding
 */
function decode(body, encoding) {
  if (!encoding || encoding === 'identity') return body.toString('utf8');
  if (encoding !== 'gzip') throw new Refused(415, `Content-Encoding ${encoding} is not supported.`);
  try {
    return zlib.gunzipSync(body, {maxOutputLength: MAX_BODY_BYTES}).toString('utf8');
  } catch {
    throw new Refused(400, `The body is not gzip, or unpacks to more than ${MAX_BODY_BYTES} bytes.`);
  }
}

/**
 * The SDK on a local page (another port) may send here; no other site may.
 * @param {import('node:http').IncomingMessage} request
 * @returns {Record<string, string>}
 */
function corsHeaders(request) {
  const origin = request.headers.origin;
  if (!origin || !LOOPBACK_ORIGIN.test(origin)) return {};
  const requested = request.headers['access-control-request-headers'];
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    ...(requested && HEADER_LIST.test(requested) ? {'Access-Control-Allow-Headers': requested} : {}),
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

/**
 * @param {import('node:http').ServerResponse} response
 * @param {number} status
 * @param {Record<string, string>} headers
 * @param {unknown} body
 */
function answer(response, status, headers, body) {
  response.writeHead(status, {'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers});
  response.end(JSON.stringify(body));
}

/**
 * An HTTP server that appends what it accepts to `file`. Listen with `.listen(port, '127.0.0.1')`.
 * @param {{file: string, instrumentationKey: string}} options
 */
export function createCollector({file, instrumentationKey}) {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  const server = http.createServer(async (request, response) => {
    const cors = corsHeaders(request);
    try {
      const {pathname} = new URL(request.url ?? '/', 'http://collector');
      if (pathname === '/health' && request.method === 'GET') {
        answer(response, 200, {}, {status: 'ok'});
        return;
      }
      if (!TRACK_PATHS.has(pathname)) throw new Refused(404, 'Not found.');
      if (request.method === 'OPTIONS') {
        response.writeHead(204, cors).end();
        return;
      }
      if (request.method !== 'POST') throw new Refused(405, 'POST only.');
      const text = decode(await readBody(request), request.headers['content-encoding']);
      const items = parseBody(text, instrumentationKey);
      const receivedAt = new Date().toISOString();
      const meta = {origin: request.headers.origin ?? null, cookieSent: Boolean(request.headers.cookie)};
      fs.appendFileSync(file, items.map((envelope) => `${JSON.stringify({receivedAt, ...meta, envelope})}\n`).join(''));
      answer(response, 200, cors, {itemsReceived: items.length, itemsAccepted: items.length, errors: []});
    } catch (error) {
      const status = error instanceof Refused ? error.status : 500;
      if (!response.headersSent && !response.destroyed) {
        const {message} = /** @type {Error} */ (error);
        answer(response, status, cors, {itemsReceived: 0, itemsAccepted: 0, errors: [{message}]});
      }
    }
  });
  server.on('clientError', (_error, socket) => socket.destroy());
  return server;
}
