/**
 * The Azure Static Web Apps configuration of the built site: the host, not the
 * in-page gate, is what keeps the articles, scripts and search indexes from
 * anyone who is not a signed-in member of the tenant.
 */
import type {HostSettings} from './environment';
import {AFTER_FIRST_PAINT_POLICY} from './afterFirstPaint';

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

/** What a capability asks of the host (sign-in and readers' feedback each give theirs in docusaurus.config.ts). */
export type HostRules = {
  /** Origins the pages may fetch from or send to (the CSP's `connect-src`), besides the site itself. */
  connectSrc?: string[];
  /** Pages, under each locale's base URL, that the host serves without sign-in (e.g. `signed-out`). */
  publicPages?: string[];
  /** The Entra tenant the host's own sign-in admits: set for every build readers use. */
  hostSignInTenant?: string;
  /** Permanent redirects, in every locale: `from` an address readers may hold `to` the page now there (`/docs/…`). */
  redirects?: {from: string; to: string}[];
  /** The exact text of each inline `<style>` of the pages the capability writes itself (not the rendered pages). */
  inlineStyles?: string[];
  /** The Trusted Types policies the capability's pages make (src/shared/trustedTypes.ts): no others are allowed. */
  trustedTypesPolicies?: string[];
};

/**
 * The policy through which the bundler's runtime loads the site's own chunks and workers (`output.trustedTypes`,
 * set by ./plugin.ts): it accepts the URLs the build itself wrote.
 */
export const BUNDLER_TRUSTED_TYPES_POLICY = 'chatgnb-bundler';

/** The policy through which the theme's progress bar writes its template (./progressBar.ts). */
export const PROGRESS_BAR_TRUSTED_TYPES_POLICY = 'chatgnb-progress-bar';

/** The characters the browser accepts in a policy's name. */
const POLICY_NAME = /^[-\w#=/@.%]+$/;

/** The named policies the pages may make, once each: never `default`, which would accept any string. */
function trustedTypesPolicies(rules: HostRules[]): string[] {
  const own = [BUNDLER_TRUSTED_TYPES_POLICY, PROGRESS_BAR_TRUSTED_TYPES_POLICY, AFTER_FIRST_PAINT_POLICY];
  const names = [...new Set([...own, ...rules.flatMap((rule) => rule.trustedTypesPolicies ?? [])])];
  for (const name of names) {
    if (name === 'default' || !POLICY_NAME.test(name)) {
      throw new Error(
        `Host configuration: "${name}" cannot be a Trusted Types policy of the site (a named policy only).`,
      );
    }
  }
  return names;
}

export type HostConfigInput = {
  host: HostSettings;
  rules: HostRules[];
  /** CSP sources (`'sha256-…'`) of the inline scripts the build emits. */
  inlineScriptHashes: string[];
  /** CSP sources (`'sha256-…'`) of the inline styles the build emits. */
  inlineStyleHashes?: string[];
  /** Base URLs of the locales in the build, e.g. ['/', '/fr/']: each has hashed assets under `assets/`. */
  localeBaseUrls: string[];
};

type Route = {
  route: string;
  allowedRoles?: string[];
  redirect?: string;
  statusCode?: number;
  headers?: Record<string, string>;
};

type PolicyInput = Pick<HostConfigInput, 'rules' | 'inlineScriptHashes' | 'inlineStyleHashes'>;

/** The tenant of the host's sign-in, if any rule names one (never two). */
function hostSignInTenant(rules: HostRules[]): string | undefined {
  const tenants = [...new Set(rules.flatMap((rule) => (rule.hostSignInTenant ? [rule.hostSignInTenant] : [])))];
  if (tenants.length > 1) {
    throw new Error(`Host configuration: two tenants for the host's sign-in (${tenants.join(', ')}).`);
  }
  return tenants[0];
}

export function contentSecurityPolicy({rules, inlineScriptHashes, inlineStyleHashes = []}: PolicyInput): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...inlineScriptHashes],
    // For browsers that know neither of the next two.
    ['style-src', "'self'", "'unsafe-inline'"],
    // Inline <style> elements only as the build wrote them.
    ['style-src-elem', "'self'", ...inlineStyleHashes],
    // Style attributes: the prerendered code blocks carry Prism's colours in them (styles cannot run code).
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...new Set(rules.flatMap((rule) => rule.connectSrc ?? []))],
    ['worker-src', "'self'", 'blob:'],
    ['frame-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    // No string becomes markup or script unless one of the site's named policies made it.
    ['require-trusted-types-for', "'script'"],
    ['trusted-types', ...trustedTypesPolicies(rules)],
  ];
  // A build readers use is served over https only: its host signs readers in with Entra.
  if (hostSignInTenant(rules)) {
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

/** The pages the host serves without sign-in, in every locale: nothing else of the build is public. */
function publicPages(localeBaseUrls: string[], rules: HostRules[]): string[] {
  const pages = rules.flatMap((rule) => rule.publicPages ?? []);
  return localeBaseUrls.flatMap((baseUrl) => pages.map((page) => `${baseUrl}${page}`));
}

/** Each former address, in every locale, to its page: a permanent redirect, for signed-in readers as every page. */
function redirects(localeBaseUrls: string[], rules: HostRules[]): Route[] {
  return rules.flatMap((rule) =>
    (rule.redirects ?? []).flatMap(({from, to}) =>
      localeBaseUrls.map((baseUrl) => ({
        route: `${baseUrl}${from.replace(/^\//, '')}`,
        redirect: `${baseUrl}${to.replace(/^\//, '')}`,
        statusCode: 301,
        allowedRoles: [AUTHENTICATED_ROLE],
      })),
    ),
  );
}

function routes(localeBaseUrls: string[], rules: HostRules[]): Route[] {
  const signedIn = [AUTHENTICATED_ROLE];
  return [
    ...redirects(localeBaseUrls, rules),
    ...publicPages(localeBaseUrls, rules).map((route) => ({route, allowedRoles: [ANONYMOUS_ROLE]})),
    ...OTHER_PROVIDERS.map((provider) => ({route: `/.auth/login/${provider}`, statusCode: 404})),
    // File names under assets/ carry a content hash: they never change, so they may be cached for a year.
    ...localeBaseUrls.map((baseUrl) => ({route: `${baseUrl}assets/*`, allowedRoles: signedIn, headers: IMMUTABLE})),
    {route: '/*', allowedRoles: signedIn},
  ];
}

function tenantOnlySignIn(tenantId: string) {
  return {
    identityProviders: {
      azureActiveDirectory: {
        registration: {
          // The tenant's own issuer: accounts of other tenants and personal Microsoft accounts are refused.
          openIdIssuer: `https://login.microsoftonline.com/${tenantId}/v2.0`,
          clientIdSettingName: HOST_CLIENT_ID_SETTING,
          clientSecretSettingName: HOST_CLIENT_SECRET_SETTING,
        },
      },
    },
  };
}

export function buildStaticWebAppConfig(input: HostConfigInput) {
  const {host, localeBaseUrls, rules} = input;
  const tenant = hostSignInTenant(rules);
  return {
    routes: routes(localeBaseUrls, rules),
    responseOverrides: {
      '401': {redirect: `${HOST_SIGN_IN_PATH}?post_login_redirect_uri=.referrer`, statusCode: 302},
      '404': {rewrite: `/${NOT_FOUND_FILE}`},
    },
    globalHeaders: securityHeaders(input),
    // The local identity provider is not on the internet: a local build has no host sign-in to configure.
    ...(tenant ? {auth: tenantOnlySignIn(tenant)} : {}),
    ...(host.allowedIpRanges.length > 0 ? {networking: {allowedIpRanges: host.allowedIpRanges}} : {}),
  };
}
