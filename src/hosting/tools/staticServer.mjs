/**
 * Serves a build the way the production host (Azure Static Web Apps) does, for
 * `npm run serve` and the end-to-end tests: clean URLs (/docs/x → docs/x.html),
 * the not-found page of the reader's language with status 404, the
 * security headers of the host configuration the build wrote, so the tests run
 * under the real Content-Security-Policy, and compression (Brotli or gzip, as
 * the browser accepts), so that what is measured here is what readers download.
 * Sign-in is the host's job and is not imitated here; its sign-out address
 * answers as the host's does, so that the site's sign-out takes the same path
 * here as behind the host.
 *
 * Every request is hostile until proven otherwise: only GET and HEAD, 400 for a
 * path that does not decode or that climbs (`..`, backslash, NUL), nothing
 * outside the build folder, nothing through a symbolic link, nothing but
 * regular files, and no request that can stop the process.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import serveHandler from 'serve-handler';
import {SIGN_IN_ROUTES as routes} from '../../signIn/tools/index.mjs';

export const HOST_CONFIG_FILE = 'staticwebapp.config.json';
const NOT_FOUND_PAGE = '404.html';
const ALLOWED_METHODS = new Set(['GET', 'HEAD']);
const HANDLER_OPTIONS = {cleanUrls: true, directoryListing: false, symlinks: false, etag: true};
/**
 * What Azure Static Web Apps answers at /.auth/me for a reader its own sign-in has not admitted. The real host
 * answers a signed-in reader with their principal (identity provider, user id, e-mail, roles); the site's sign-in
 * gate only reads it as a login hint, and the local identity provider shows its account picker without one.
 */
const ANONYMOUS_PRINCIPAL = JSON.stringify({clientPrincipal: null});
/** Azure Static Web Apps' sign-out (src/signIn/shared/signInRoutes.ts: HOST_SIGN_OUT_PATH). */
const HOST_SIGN_OUT_PATH = routes.hostSignOut;

/**
 * @typedef {{route: string, methods?: string[], headers?: Record<string, string>, redirect?: string, statusCode?: number}} RouteRule
 * @typedef {{routes?: RouteRule[], globalHeaders?: Record<string, string>}} HostConfig what this server reads of
 *   the host's configuration
 * @typedef {import('node:http').ServerResponse} Response
 */

/**
 * @param {string} root
 * @returns {HostConfig}
 */
function readHostConfig(root) {
  const file = path.join(root, HOST_CONFIG_FILE);
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: build the site first (npm run build).`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * Azure's route syntax: an exact path, or a prefix ending in `*`. Other patterns never match here.
 * @param {string} route
 * @param {string} pathname
 */
function routeMatches(route, pathname) {
  return route.endsWith('*') ? pathname.startsWith(route.slice(0, -1)) : pathname === route;
}

/**
 * @param {RouteRule} rule
 * @param {string | undefined} method
 * @param {string} pathname
 */
function ruleApplies(rule, method, pathname) {
  return (!rule.methods || rule.methods.includes(method ?? '')) && routeMatches(rule.route, pathname);
}

/**
 * The route rule the host would pick: the first that matches.
 * @param {HostConfig} config
 * @param {string | undefined} method
 * @param {string} pathname
 */
function ruleFor(config, method, pathname) {
  return (config.routes ?? []).find((candidate) => ruleApplies(candidate, method, pathname));
}

/**
 * The global headers, then those of the route rule the host would pick, headers or not.
 * @param {HostConfig} config
 * @param {string | undefined} method
 * @param {string} pathname
 */
function headersFor(config, method, pathname) {
  return {...config.globalHeaders, ...ruleFor(config, method, pathname)?.headers};
}

/** @param {string} file */
function isRegularFile(file) {
  try {
    return fs.lstatSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The base URLs a locale of the build may have: each top-level folder, then '/' (e.g. '/fr/', then '/').
 * @param {string} root
 */
function possibleBaseUrls(root) {
  const folders = fs
    .readdirSync(root, {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => `/${entry.name}/`);
  return [...folders, '/'];
}

/**
 * The not-found page of each locale in the build, the most specific base URL first (e.g. '/fr/', then '/').
 * @param {string} root
 */
function notFoundPages(root) {
  return possibleBaseUrls(root)
    .map((baseUrl) => ({baseUrl, file: path.join(root, baseUrl, NOT_FOUND_PAGE)}))
    .filter(({file}) => isRegularFile(file));
}

/**
 * The signed-out page of each locale in the build, the default locale's first (e.g. '/signed-out', then
 * '/fr/signed-out'): the only places the host's sign-out may send a reader.
 * @param {string} root
 */
function signedOutPages(root) {
  return possibleBaseUrls(root)
    .reverse()
    .map((baseUrl) => `${baseUrl}${routes.signedOut}`)
    .filter((page) => isRegularFile(path.join(root, `${page}.html`)));
}

/**
 * The query string of a request target, without its fragment.
 * @param {string} url
 */
function requestQuery(url) {
  const query = url.indexOf('?');
  return query < 0 ? '' : url.slice(query + 1).split('#')[0];
}

/**
 * The request's path as sent, or null when it is not one a browser would send for a page.
 * @param {string} url
 */
function requestPath(url) {
  if (url.startsWith('/')) {
    return url.split(/[?#]/)[0];
  }
  try {
    return new URL(url).pathname; // absolute-form target (RFC 9112 §3.2.2): only its path matters
  } catch {
    return null;
  }
}

/**
 * The decoded path, or null when it does not decode or tries to climb out of the build.
 * @param {string} rawPath
 */
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

/**
 * The host never serves its own configuration.
 * @param {string} pathname
 */
function isHostConfig(pathname) {
  return pathname.endsWith(`/${HOST_CONFIG_FILE}`);
}

/**
 * @param {string} file
 * @param {string} folder
 */
function isInside(file, folder) {
  const relative = path.relative(folder, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * @param {string} file
 * @param {string} reason
 */
function notFoundError(file, reason) {
  return Object.assign(new Error(`${file} ${reason}`), {code: 'ENOENT'});
}

/**
 * @param {Response} response
 * @param {Record<string, string>} headers
 */
function applyHeaders(response, headers) {
  for (const [name, value] of Object.entries(headers)) {
    response.setHeader(name, value);
  }
}

/**
 * @param {Response} response
 * @param {number} status
 * @param {string} text
 * @param {Record<string, string>} [extraHeaders]
 */
function sendText(response, status, text, extraHeaders = {}) {
  response.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    ...extraHeaders,
  });
  response.end(text);
}

/**
 * A raw 400 for a request Node could not even parse; it still carries the host's global headers.
 * @param {Record<string, string> | undefined} globalHeaders
 */
function rawBadRequest(globalHeaders) {
  const headerLines = Object.entries(globalHeaders ?? {}).map(([name, value]) => `${name}: ${value}\r\n`);
  return `HTTP/1.1 400 Bad Request\r\n${headerLines.join('')}Content-Length: 0\r\nConnection: close\r\n\r\n`;
}

/** @param {{root: string}} options */
export function createStaticServer({root}) {
  const config = readHostConfig(path.resolve(root));
  const realRoot = fs.realpathSync(root);
  const notFound = notFoundPages(realRoot);
  const signedOut = signedOutPages(realRoot);

  /**
   * The host's sign-out: there is no host session to end here, so it only sends the reader on, to the signed-out
   * page named if it is one of the build's, else to the default locale's. Never to any other value: the real host
   * reflects what it is given (Azure/static-web-apps#1811); this server never does.
   * @param {string} url
   * @param {Response} response
   */
  function sendSignOutRedirect(url, response) {
    const asked = new URLSearchParams(requestQuery(url)).get('post_logout_redirect_uri');
    const target = asked !== null && signedOut.includes(asked) ? asked : (signedOut[0] ?? '/');
    response.writeHead(302, {Location: target, 'Cache-Control': 'no-store', 'Content-Length': 0});
    response.end();
  }

  // serve-handler checks only the last part of a path for a link: refuse a link anywhere in it, and refuse
  // sockets, pipes and devices, which cannot be read as files.
  /** @param {string} file */
  async function lstatRegularFilesOnly(file) {
    const stats = await fs.promises.lstat(file);
    const real = await fs.promises.realpath(file);
    if (real !== path.resolve(file) || !isInside(real, realRoot)) {
      throw notFoundError(file, 'is reached through a link');
    }
    if (!stats.isFile() && !stats.isDirectory()) {
      throw notFoundError(file, 'is not a regular file');
    }
    return stats;
  }

  /**
   * @param {string} pathname
   * @param {Response} response
   */
  function sendNotFound(pathname, response) {
    // A French-only build has no English page: its readers still get a not-found page.
    const page = notFound.find(({baseUrl}) => pathname.startsWith(baseUrl)) ?? notFound[0];
    let html;
    try {
      html = page && fs.readFileSync(page.file);
    } catch (error) {
      console.error('[serve]', /** @type {Error} */ (error).message); // the build was removed while being served
    }
    if (!html) {
      sendText(response, 404, 'Not found');
      return;
    }
    response.writeHead(404, {'Content-Type': 'text/html; charset=utf-8', 'Content-Length': html.length});
    response.end(html);
  }

  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {Response} response
   * @param {string} rawPath
   * @param {string} pathname
   */
  function serveFile(request, response, rawPath, pathname) {
    // One leading slash: "//host/x" must never become a redirect to another host.
    request.url = `/${rawPath.replace(/^\/+/, '')}`;
    return serveHandler(
      request,
      response,
      {...HANDLER_OPTIONS, public: realRoot},
      {
        lstat: lstatRegularFilesOnly,
        // serve-handler pipes its streams without an error listener: an unreadable file would stop the process.
        createReadStream: (file, options) =>
          fs.createReadStream(file, options).on('error', (error) => {
            console.error('[serve]', error.message);
            response.destroy();
          }),
        sendError: async (_file, res, _json, _current, _handlers, _config, {statusCode}) =>
          statusCode === 404
            ? sendNotFound(pathname, res)
            : sendText(res, statusCode, http.STATUS_CODES[statusCode] ?? 'Error'),
      },
    );
  }

  /**
   * Where the host's configuration sends this exact path for good, if anywhere.
   * @param {string} pathname
   */
  function redirectFor(pathname) {
    const rule = ruleFor(config, 'GET', pathname);
    return rule?.statusCode === 301 ? rule.redirect : undefined;
  }

  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {Response} response
   */
  async function handle(request, response) {
    const rawPath = requestPath(request.url ?? '/');
    const pathname = rawPath === null ? null : safeDecodedPath(rawPath);
    applyHeaders(response, headersFor(config, request.method, pathname ?? '/'));
    if (!ALLOWED_METHODS.has(request.method ?? '')) {
      sendText(response, 405, 'Method not allowed', {Allow: 'GET, HEAD'});
    } else if (pathname === null) {
      sendText(response, 400, 'Bad request');
    } else if (pathname === '/.auth/me') {
      sendText(response, 200, ANONYMOUS_PRINCIPAL, {'Content-Type': 'application/json; charset=utf-8'});
    } else if (pathname === HOST_SIGN_OUT_PATH) {
      sendSignOutRedirect(request.url ?? '', response);
    } else if (isHostConfig(pathname)) {
      sendNotFound(pathname, response);
    } else if (redirectFor(pathname)) {
      // A former address (src/content/addresses.mjs): the build's configuration names where it leads.
      response.writeHead(301, {Location: redirectFor(pathname), 'Content-Length': 0});
      response.end();
    } else {
      // A decoded path was decoded from a raw one.
      await serveFile(request, response, /** @type {string} */ (rawPath), pathname);
    }
  }

  // Like the host: Brotli when the browser accepts it, else gzip, for text files of 1 KB or more.
  const compress = compression();
  const server = http.createServer((request, response) => {
    const compressed = new Promise((resolve) => compress(request, response, resolve));
    compressed
      .then(() => handle(request, response))
      .catch((error) => {
        console.error('[serve]', error);
        if (response.headersSent || response.destroyed) {
          response.destroy();
        } else {
          sendText(response, 500, 'Internal server error');
        }
      });
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) {
      socket.end(rawBadRequest(config.globalHeaders));
    } else {
      socket.destroy();
    }
  });
  return server;
}
