/**
 * The Azure Static Web Apps configuration of the built site: the host, not the
 * in-page gate, is what keeps the articles, scripts and search indexes from
 * anyone who is not a signed-in member of the tenant.
 */
// Loaded by Node with the site's configuration, where the @site alias does not exist.
import {SIGNED_OUT_ROUTE, type AuthSettings} from '../../auth/settings';
import type {HostSettings} from '@site/src/hosting/settings';
import type {InsightsSettings} from '@site/src/insights/settings';

export const HOST_CONFIG_FILE = 'staticwebapp.config.json';
/** The one not-found page the host allows per app: bilingual (see notFoundPage.ts). */
export const NOT_FOUND_FILE = 'not-found.html';
/** App settings of the Static Web App that hold the Entra registration the host signs in with. */
export const HOST_CLIENT_ID_SETTING = 'AZURE_CLIENT_ID';
export const HOST_CLIENT_SECRET_SETTING = 'AZURE_CLIENT_SECRET';
export const AUTHENTICATED_ROLE = 'authenticated';
/** Every visitor, signed in or not. */
export const ANONYMOUS_ROLE = 'anonymous';
/** Where the host sends a reader it has not signed in; `.referrer` brings them back to the page they asked for. */
export const HOST_SIGN_IN_PATH = '/.auth/login/aad';
/** Sign-in routes of the host's pre-configured providers (any Microsoft or GitHub account): never offered. */
const OTHER_PROVIDERS = ['github', 'twitter'];

export type HostConfigInput = {
  auth: AuthSettings;
  host: HostSettings;
  /** Where readers' feedback goes: its ingestion origin is the one other origin the pages may send to. */
  insights: InsightsSettings;
  /** CSP sources (`'sha256-…'`) of the inline scripts the build emits. */
  inlineScriptHashes: string[];
  /** Base URLs of the locales in the build, e.g. ['/', '/fr/']: each has hashed assets under `assets/`. */
  localeBaseUrls: string[];
};

type Route = {route: string; allowedRoles?: string[]; statusCode?: number; headers?: Record<string, string>};

function origins(urls: string[]): string[] {
  return [...new Set(urls.map((url) => new URL(url).origin))];
}

/** The origins MSAL fetches from: the discovery document and, for the local provider, its endpoints. */
export function identityProviderOrigins(auth: AuthSettings): string[] {
  const metadata = auth.authorityMetadata ? (JSON.parse(auth.authorityMetadata) as Record<string, unknown>) : {};
  const endpoints = Object.values(metadata).filter(
    (value): value is string => typeof value === 'string' && /^https?:/.test(value),
  );
  return origins([auth.metadataUrl, ...(auth.provider === 'entra' ? [auth.authority] : []), ...endpoints]);
}

type PolicyInput = Pick<HostConfigInput, 'auth' | 'insights' | 'inlineScriptHashes'>;

export function contentSecurityPolicy({auth, insights, inlineScriptHashes}: PolicyInput): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...inlineScriptHashes],
    // React and the theme set ~250 inline style attributes; styles cannot run code.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'", 'data:'],
    [
      'connect-src',
      "'self'",
      ...identityProviderOrigins(auth),
      ...(insights.enabled ? [insights.ingestionOrigin] : []),
    ],
    ['worker-src', "'self'", 'blob:'],
    ['frame-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  if (auth.provider === 'entra') {
    directives.push(['upgrade-insecure-requests']);
  }
  return directives.map((directive) => directive.join(' ')).join('; ');
}

export function securityHeaders(input: PolicyInput): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(input),
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'same-origin',
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    // An internal site: never indexed, never previewed.
    'X-Robots-Tag': 'noindex, nofollow, noarchive, nosnippet',
    // Pages and indexes are revalidated (the host answers 304 while unchanged); hashed assets override this.
    'Cache-Control': 'no-cache',
  };
}

const IMMUTABLE = {'Cache-Control': 'public, max-age=31536000, immutable'};

/**
 * The pages the host serves without sign-in: the signed-out page of each locale, where the host's own sign-out
 * lands (src/auth/runtime/signOut.ts). A static page with no site content that loads nothing else
 * (src/plugins/signedOutPage), so nothing else of the build needs to be public.
 */
export function publicPages(localeBaseUrls: string[]): string[] {
  return localeBaseUrls.map((baseUrl) => `${baseUrl}${SIGNED_OUT_ROUTE}`);
}

function routes(localeBaseUrls: string[]): Route[] {
  const signedIn = [AUTHENTICATED_ROLE];
  return [
    ...publicPages(localeBaseUrls).map((route) => ({route, allowedRoles: [ANONYMOUS_ROLE]})),
    ...OTHER_PROVIDERS.map((provider) => ({route: `/.auth/login/${provider}`, statusCode: 404})),
    // File names under assets/ carry a content hash: they never change, so they may be cached for a year.
    ...localeBaseUrls.map((baseUrl) => ({route: `${baseUrl}assets/*`, allowedRoles: signedIn, headers: IMMUTABLE})),
    {route: '/*', allowedRoles: signedIn},
  ];
}

function tenantOnlySignIn(auth: AuthSettings) {
  return {
    identityProviders: {
      azureActiveDirectory: {
        registration: {
          // The tenant's own issuer: accounts of other tenants and personal Microsoft accounts are refused.
          openIdIssuer: `https://login.microsoftonline.com/${auth.tenantId}/v2.0`,
          clientIdSettingName: HOST_CLIENT_ID_SETTING,
          clientSecretSettingName: HOST_CLIENT_SECRET_SETTING,
        },
      },
    },
  };
}

export function buildStaticWebAppConfig(input: HostConfigInput) {
  const {auth, host, localeBaseUrls} = input;
  return {
    routes: routes(localeBaseUrls),
    responseOverrides: {
      '401': {redirect: `${HOST_SIGN_IN_PATH}?post_login_redirect_uri=.referrer`, statusCode: 302},
      '404': {rewrite: `/${NOT_FOUND_FILE}`},
    },
    globalHeaders: securityHeaders(input),
    // The local identity provider is not on the internet: a local build has no host sign-in to configure.
    ...(auth.provider === 'entra' ? {auth: tenantOnlySignIn(auth)} : {}),
    ...(host.allowedIpRanges.length > 0 ? {networking: {allowedIpRanges: host.allowedIpRanges}} : {}),
  };
}
