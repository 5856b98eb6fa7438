/**
 * Serves a build the way the production host (Azure Static Web Apps) does, for
 * `npm run serve` and the end-to-end tests: clean URLs (/docs/x → docs/x.html),
 * the not-found page of the reader's language with status 404, and the
 * security headers of the host configuration the build wrote, so the tests run
 * under the real Content-Security-Policy. Sign-in is the host's job and is not
 * imitated here.
 *
 * Every request is hostile until proven otherwise: only GET and HEAD, 400 for a
 * path that does not decode or that climbs (`..`, backslash, NUL), nothing
 * outside the build folder and nothing through a symbolic link.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import serveHandler from 'serve-handler';

export const HOST_CONFIG_FILE = 'staticwebapp.config.json';
const NOT_FOUND_PAGE = '404.html';
const ALLOWED_METHODS = new Set(['GET', 'HEAD']);
/** What Azure Static Web Apps answers for a reader its own sign-in has not admitted. */
const ANONYMOUS_PRINCIPAL = JSON.stringify({clientPrincipal: null});

function readHostConfig(root) {
  const file = path.join(root, HOST_CONFIG_FILE);
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: build the site first (npm run build).`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Azure's route syntax: an exact path, or a prefix ending in `*`. */
function routeMatches(route, pathname) {
  return route.endsWith('*') ? pathname.startsWith(route.slice(0, -1)) : pathname === route;
}

/** The headers a response to this path carries: the global ones, then those of the first matching route. */
function headersFor(config, pathname) {
  const route = (config.routes ?? []).find((candidate) => candidate.headers && routeMatches(candidate.route, pathname));
  return {...config.globalHeaders, ...route?.headers};
}

/** The not-found page of each locale in the build, the most specific base URL first (e.g. '/fr/', then '/'). */
function notFoundPages(root) {
  const localeFolders = fs
    .readdirSync(root, {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => `/${entry.name}/`);
  return [...localeFolders, '/']
    .map((baseUrl) => ({baseUrl, file: path.join(root, baseUrl, NOT_FOUND_PAGE)}))
    .filter(({file}) => fs.existsSync(file));
}

/** The request's path as sent, or null when it is not one a browser would send for a page. */
function requestPath(url) {
  if (url.startsWith('/')) {
    return url.split(/[?#]/)[0];
  }
  try {
    return new URL(url).pathname; // absolute-form target: only its path matters
  } catch {
    return null;
  }
}

/** The decoded path, or null when it does not decode or tries to climb out of the build. */
function safeDecodedPath(rawPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  const climbs = decoded.includes('\0') || decoded.includes('\\') || decoded.split('/').includes('..');
  return climbs ? null : decoded;
}

function isInside(file, folder) {
  const relative = path.relative(folder, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

function sendText(response, status, text, extraHeaders = {}) {
  response.writeHead(status, {'Content-Type': 'text/plain; charset=utf-8', ...extraHeaders});
  response.end(text);
}

export function createStaticServer({root}) {
  const realRoot = fs.realpathSync(root);
  const config = readHostConfig(realRoot);
  const notFound = notFoundPages(realRoot);

  // serve-handler checks only the last part of a path for a link: refuse a link anywhere in it.
  async function lstatWithoutLinks(file) {
    const stats = await fs.promises.lstat(file);
    const real = await fs.promises.realpath(file);
    if (real !== path.resolve(file) || !isInside(real, realRoot)) {
      throw Object.assign(new Error(`${file} is reached through a link`), {code: 'ENOENT'});
    }
    return stats;
  }

  function sendNotFound(pathname, response) {
    // A French-only build has no English page: its readers still get a not-found page.
    const page = notFound.find(({baseUrl}) => pathname.startsWith(baseUrl)) ?? notFound[0];
    if (!page) {
      sendText(response, 404, 'Not found');
      return;
    }
    response.writeHead(404, {'Content-Type': 'text/html; charset=utf-8'});
    fs.createReadStream(page.file).pipe(response);
  }

  async function handle(request, response) {
    const rawPath = requestPath(request.url ?? '/');
    const pathname = rawPath === null ? null : safeDecodedPath(rawPath);
    for (const [name, value] of Object.entries(headersFor(config, pathname ?? '/'))) {
      response.setHeader(name, value);
    }
    if (!ALLOWED_METHODS.has(request.method ?? '')) {
      sendText(response, 405, 'Method not allowed', {Allow: 'GET, HEAD'});
      return;
    }
    if (pathname === null) {
      sendText(response, 400, 'Bad request');
      return;
    }
    if (pathname === '/.auth/me') {
      response.writeHead(200, {'Content-Type': 'application/json; charset=utf-8'});
      response.end(ANONYMOUS_PRINCIPAL);
      return;
    }
    // One leading slash: "//host/x" must never become a redirect to another host.
    request.url = `/${rawPath.replace(/^\/+/, '')}`;
    await serveHandler(
      request,
      response,
      {public: realRoot, cleanUrls: true, directoryListing: false, symlinks: false, etag: true},
      {
        lstat: lstatWithoutLinks,
        sendError: async (_file, res, _json, _current, _handlers, _config, {statusCode}) =>
          statusCode === 404 ? sendNotFound(pathname, res) : sendText(res, statusCode, http.STATUS_CODES[statusCode] ?? 'Error'),
      },
    );
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error) => {
      console.error('[serve]', error);
      if (!response.headersSent) {
        sendText(response, 500, 'Internal server error');
      } else {
        response.destroy();
      }
    });
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) {
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    }
    socket.destroy();
  });
  return server;
}
