#!/usr/bin/env node
/**
 * Serves build/ the way the production host must: clean URLs (/docs/x →
 * docs/x.html), folder index pages, and the not-found page of the reader's
 * language (/fr/... → fr/404.html, with status 404). `docusaurus serve` only
 * knows the root 404.html, so French readers would get an English page.
 *
 * Usage: node scripts/serve-build.mjs [--port 4173] [--dir build]
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';

const {values} = parseArgs({options: {port: {type: 'string', default: '4173'}, dir: {type: 'string', default: 'build'}}});
const ROOT = path.resolve(values.dir);
const LOCALE_PREFIXES = ['/fr/'];

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

function fileAt(relative) {
  const absolute = path.join(ROOT, relative);
  if (!absolute.startsWith(ROOT)) {
    return null;
  }
  return fs.existsSync(absolute) && fs.statSync(absolute).isFile() ? absolute : null;
}

/** The file a URL path maps to, as a static host with clean URLs would find it. */
function resolveFile(urlPath) {
  const clean = decodeURIComponent(urlPath).replace(/\/+$/, '');
  return fileAt(clean) ?? fileAt(`${clean}.html`) ?? fileAt(path.join(clean, 'index.html'));
}

function notFoundPage(urlPath) {
  const prefix = LOCALE_PREFIXES.find((p) => urlPath.startsWith(p));
  return fileAt(prefix ? `${prefix}404.html` : '/404.html');
}

function send(res, status, file, cacheControl) {
  res.writeHead(status, {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': cacheControl,
  });
  fs.createReadStream(file).pipe(res);
}

const server = http.createServer((req, res) => {
  const {pathname} = new URL(req.url ?? '/', 'http://localhost');
  const file = resolveFile(pathname);
  if (file) {
    const immutable = pathname.startsWith('/assets/') || pathname.includes('/assets/');
    send(res, 200, file, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    return;
  }
  const notFound = notFoundPage(pathname);
  if (notFound) {
    send(res, 404, notFound, 'no-cache');
  } else {
    res.writeHead(404).end('Not found');
  }
});

server.listen(Number(values.port), () => {
  console.log(`Serving ${ROOT} at http://localhost:${values.port}/ (French at /fr/)`);
});
