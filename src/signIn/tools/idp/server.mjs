#!/usr/bin/env node
/**
 * Local identity provider for development and tests: one fake Microsoft Entra
 * ID tenant, built on oidc-provider (a certified OpenID Connect provider).
 *
 * - Entra-shaped paths under /<tenant>/ (discovery, authorize, token, logout, keys),
 *   authorization code + PKCE for a public client, refresh tokens, `client_info`
 *   in token responses so MSAL's account id is <oid>.<tid>.
 * - An account picker with fictional public servants (English or French, from
 *   `ui_locales`), a Cancel button (access_denied, like a reader who cancels) and
 *   a "simulate an error" button (an Entra-style server_error with a correlation id).
 * - The site's redirect URIs registered exactly, as in an Entra app registration (registration.mjs): the ports of
 *   src/shared/node/ports.mjs and those its caller names in LOCAL_IDP_SITE_PORTS (sitePortsEnv in config.mjs).
 *
 * Never used by a production build: docusaurus.config.ts points MSAL here only
 * when no Entra values are set (see src/signIn/environment.ts).
 */
import http from 'node:http';
import {Readable} from 'node:stream';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Provider from 'oidc-provider';
import {LOCAL_IDP, LOCAL_IDP_PORT, TEST_ACCOUNTS, findTestAccount, findTestAccountByEmail} from './config.mjs';
import {MemoryAdapter} from './memoryAdapter.mjs';
import {escapeHtml, FAVICON_LINK, FAVICON_PATH, renderPicker, renderLogoutPage, renderSignedOutPage} from './pages.mjs';
import {siteOrigins, sitePorts, siteRedirectUris} from './registration.mjs';
import {ROOT} from '../../../shared/node/root.mjs';

const PORT = LOCAL_IDP_PORT;
const TENANT = LOCAL_IDP.tenantId;
const ORIGIN = `http://localhost:${PORT}`;
// Entra-shaped paths under /<tenant>/ (discovery, issuer, authorize, token, logout, keys, userinfo).
const paths = Object.fromEntries(Object.entries(LOCAL_IDP.paths).map(([name, tail]) => [name, `/${TENANT}${tail}`]));
// The help centre's own icon, on the sign-in pages too.
const FAVICON = fs.readFileSync(path.join(ROOT, 'static/img/favicon.svg'));
const SITE_ORIGINS = siteOrigins(readSitePorts());

/** The ports the site is served on, or the process ends naming the variable at fault. */
function readSitePorts() {
  try {
    return sitePorts(process.env);
  } catch (error) {
    console.error(`[idp] ${/** @type {Error} */ (error).message}`);
    process.exit(1);
  }
}

/** A signing key of its own at each start, as a tenant has (oidc-provider's built-in one is for demonstrations). */
function signingKeys() {
  const {privateKey} = crypto.generateKeyPairSync('rsa', {modulusLength: 2048});
  return {keys: [{...privateKey.export({format: 'jwk'}), kid: crypto.randomUUID(), use: 'sig', alg: 'RS256'}]};
}

const provider = new Provider(`${ORIGIN}${paths.issuer}`, {
  adapter: MemoryAdapter,
  jwks: signingKeys(),
  clients: [
    {
      client_id: LOCAL_IDP.clientId,
      token_endpoint_auth_method: 'none',
      application_type: 'web',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      ...siteRedirectUris(SITE_ORIGINS),
    },
  ],
  routes: {
    authorization: paths.authorize,
    token: paths.token,
    end_session: paths.logout,
    jwks: paths.keys,
    userinfo: paths.userinfo,
  },
  scopes: ['openid', 'profile', 'email', 'offline_access', 'User.Read'],
  claims: {
    openid: ['sub', 'oid', 'tid'],
    profile: ['name', 'preferred_username'],
    email: ['email'],
  },
  conformIdTokenClaims: false,
  // The site calls the token endpoint from each origin it is served on.
  clientBasedCORS: (_ctx, origin) => SITE_ORIGINS.includes(origin),
  pkce: {required: () => true},
  cookies: {keys: [crypto.randomBytes(32).toString('hex')]},
  ttl: {AccessToken: 3600, IdToken: 3600, RefreshToken: 86400, Session: 86400, Interaction: 3600, Grant: 86400},
  features: {
    devInteractions: {enabled: false},
    rpInitiatedLogout: {
      enabled: true,
      logoutSource: async (ctx, form) => {
        ctx.body = renderLogoutPage(form);
      },
      postLogoutSuccessSource: async (ctx) => {
        ctx.body = renderSignedOutPage();
      },
    },
  },
  interactions: {url: (_ctx, interaction) => `/interaction/${interaction.uid}`},
  issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
  async findAccount(_ctx, id) {
    const account = findTestAccount(id);
    if (!account) {
      return undefined;
    }
    return {
      accountId: id,
      claims: async () => ({
        sub: account.oid,
        oid: account.oid,
        tid: account.tenantId ?? TENANT,
        name: account.name,
        preferred_username: account.email,
        email: account.email,
      }),
    };
  },
  async loadExistingGrant(ctx) {
    // oidc-provider asks for a grant once the reader has a session with this client.
    const session = /** @type {import('oidc-provider').Session} */ (ctx.oidc.session);
    const client = /** @type {import('oidc-provider').Client} */ (ctx.oidc.client);
    const grantId = ctx.oidc.result?.consent?.grantId || session.grantIdFor(client.clientId);
    if (grantId) {
      return ctx.oidc.provider.Grant.find(grantId);
    }
    // Like an Entra tenant whose admin consented for everyone: no consent screen.
    const grant = new ctx.oidc.provider.Grant({
      clientId: client.clientId,
      accountId: session.accountId,
    });
    grant.addOIDCScope('openid profile email offline_access User.Read');
    await grant.save();
    return grant;
  },
  renderError: async (ctx, out) => {
    ctx.type = 'html';
    ctx.body = `<!doctype html><html lang="en"><title>Sign-in error</title>${FAVICON_LINK}<main><h1>Sign-in error</h1><p>${escapeHtml(out.error)}: ${escapeHtml(out.error_description ?? '')}</p></main></html>`;
  },
});
provider.proxy = false;

/** @param {string} value */
function base64url(value) {
  return Buffer.from(value).toString('base64url');
}

// Entra returns client_info so MSAL can build the home account id <oid>.<tid>.
provider.use(async (ctx, next) => {
  await next();
  if (ctx.path === paths.token && ctx.status === 200 && ctx.body && typeof ctx.body === 'object' && ctx.body.id_token) {
    const payload = JSON.parse(Buffer.from(ctx.body.id_token.split('.')[1], 'base64url').toString());
    ctx.body = {...ctx.body, client_info: base64url(JSON.stringify({uid: payload.oid, utid: payload.tid}))};
  }
});

/**
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<Record<string, string>>}
 */
async function readForm(req) {
  /** @type {Buffer[]} */
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()));
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} html
 */
function sendHtml(res, status, html) {
  res.writeHead(status, {'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store'});
  res.end(html);
}

function providerErrorResult() {
  const correlationId = crypto.randomUUID();
  const traceId = crypto.randomUUID();
  return {
    error: 'server_error',
    error_description:
      `AADSTS90033: A transient error has occurred. Please try again. ` +
      `Trace ID: ${traceId} Correlation ID: ${correlationId} Timestamp: ${new Date().toISOString()}`,
  };
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {URL} url
 */
async function handleInteraction(req, res, url) {
  const [, , uid, action] = url.pathname.split('/');
  const details = await provider.interactionDetails(req, res);
  if (details.uid !== uid) {
    sendHtml(res, 400, 'Interaction mismatch');
    return;
  }
  const locale = String(details.params.ui_locales ?? '').startsWith('fr') ? 'fr' : 'en';
  if (req.method === 'GET' && !action) {
    // Entra skips its account picker when the reader already has a session and the app names the account:
    // behind the host, the reader has just signed in to the same tenant, and the site passes that account.
    const hinted = findTestAccountByEmail(details.params.login_hint);
    if (hinted) {
      await provider.interactionFinished(req, res, {login: {accountId: hinted.oid}}, {mergeWithLastSubmission: false});
      return;
    }
    sendHtml(res, 200, renderPicker({uid, locale, accounts: TEST_ACCOUNTS}));
    return;
  }
  if (req.method !== 'POST') {
    sendHtml(res, 405, 'Method not allowed');
    return;
  }
  const form = await readForm(req);
  if (action === 'login' && findTestAccount(form.account)) {
    await provider.interactionFinished(req, res, {login: {accountId: form.account}}, {mergeWithLastSubmission: false});
  } else if (action === 'cancel') {
    await provider.interactionFinished(req, res, {
      error: 'access_denied',
      error_description: 'AADSTS65004: User declined to consent to access the app.',
    });
  } else if (action === 'fail') {
    await provider.interactionFinished(req, res, providerErrorResult());
  } else {
    sendHtml(res, 400, 'Unknown action');
  }
}

const callback = provider.callback();

/**
 * The request's URL, or null when its target cannot be parsed (the answer is then 400).
 * @param {import('node:http').IncomingMessage} req
 */
function requestUrl(req) {
  try {
    return new URL(req.url ?? '/', ORIGIN);
  } catch {
    return null;
  }
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
async function route(req, res) {
  const url = requestUrl(req);
  if (!url) {
    sendHtml(res, 400, 'Bad request');
    return;
  }
  if (url.pathname === '/health') {
    res.writeHead(200, {'content-type': 'text/plain'}).end('ok');
    return;
  }
  if (url.pathname === FAVICON_PATH) {
    res.writeHead(200, {'content-type': 'image/svg+xml', 'cache-control': 'max-age=86400'}).end(FAVICON);
    return;
  }
  if (url.pathname.startsWith('/interaction/')) {
    await handleInteraction(req, res, url);
    return;
  }
  if (url.pathname === paths.discovery) {
    req.url = '/.well-known/openid-configuration';
  }
  if (url.pathname === paths.logout && !url.searchParams.has('client_id')) {
    // MSAL sends no client_id on logout; without it the post-logout redirect is refused.
    url.searchParams.set('client_id', LOCAL_IDP.clientId);
    req.url = `${url.pathname}?${url.searchParams}`;
  }
  if (url.pathname === paths.token && req.method === 'POST') {
    const form = await readForm(req);
    if (form.grant_type === 'refresh_token' && form.scope) {
      // MSAL asks for offline_access again on refresh; the grant already holds it.
      form.scope = form.scope
        .split(' ')
        .filter((scope) => scope !== 'offline_access')
        .join(' ');
    }
    await callback(withBody(req, new URLSearchParams(form).toString()), res);
    return;
  }
  await callback(req, res);
}

/**
 * The request with `body` to read, as oidc-provider reads any request's body (a body parsed before it is a
 * practice it warns against).
 * @param {import('node:http').IncomingMessage} req
 * @param {string} body
 * @returns {import('node:http').IncomingMessage} what oidc-provider reads of one
 */
function withBody(req, body) {
  const bytes = Buffer.from(body);
  return /** @type {import('node:http').IncomingMessage} */ (
    Object.assign(Readable.from([bytes]), {
      method: req.method,
      url: req.url,
      httpVersion: req.httpVersion,
      headers: {...req.headers, 'content-length': String(bytes.length)},
      socket: req.socket,
      connection: req.socket,
    })
  );
}

// No request may stop the provider: an async handler's rejection would end the process.
const server = http.createServer(async (req, res) => {
  try {
    await route(req, res);
  } catch (thrown) {
    // oidc-provider's own errors carry their status (e.g. 400 for an interaction that does not exist).
    const error = /** @type {{statusCode?: number} | undefined} */ (thrown);
    const status = error?.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      console.error('[idp]', error);
    }
    if (res.headersSent || res.destroyed) {
      res.destroy();
    } else {
      sendHtml(res, status, status === 500 ? 'Local identity provider error' : 'Bad request');
    }
  }
});

server.on('clientError', (_error, socket) => {
  if (socket.writable) {
    socket.end('HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
  } else {
    socket.destroy();
  }
});

// This machine only: the provider signs anyone in without a password.
server.listen(PORT, '127.0.0.1', () => {
  console.log(`[idp] Local identity provider for tenant ${TENANT} at ${ORIGIN}`);
});

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
