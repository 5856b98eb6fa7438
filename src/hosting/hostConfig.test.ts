import {expect, test} from 'vitest';
import {buildStaticWebAppConfig, contentSecurityPolicy, type HostRules} from './hostConfig';

const TENANT = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
// What sign-in and readers' feedback ask of the host (their own tests check how they derive it from settings).
const ENTRA: HostRules = {
  connectSrc: ['https://login.microsoftonline.com'],
  publicPages: ['signed-out'],
  hostSignInTenant: TENANT,
};
const LOCAL: HostRules = {connectSrc: ['http://localhost:4999'], publicPages: ['signed-out']};
const FEEDBACK: HostRules = {connectSrc: ['https://canadacentral-1.in.applicationinsights.azure.com']};
const HASH = "'sha256-abc='";

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name!, sources];
    }),
  );
}

test('the CSP runs only our own scripts and the inline scripts listed, and talks only to the sign-in service', () => {
  const csp = directives(contentSecurityPolicy({rules: [ENTRA], inlineScriptHashes: [HASH]}));
  expect(csp['script-src']).toEqual(["'self'", HASH]);
  expect(csp['connect-src']).toEqual(["'self'", 'https://login.microsoftonline.com']);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'self'"]);
  expect(csp['form-action']).toEqual(["'self'"]);
  expect(csp).toHaveProperty('upgrade-insecure-requests');
  // script-src is exactly the above: no 'unsafe-inline' for scripts.
  expect(JSON.stringify(csp)).not.toMatch(/unsafe-eval|\*/);
});

test('inline style elements only as the build declared them; style attributes, which cannot run code, allowed', () => {
  const csp = directives(contentSecurityPolicy({rules: [ENTRA], inlineScriptHashes: [], inlineStyleHashes: [HASH]}));
  expect(csp['style-src-elem']).toEqual(["'self'", HASH]);
  expect(csp['style-src-attr']).toEqual(["'unsafe-inline'"]);
});

test('no string becomes markup or script but through the named policies the capabilities list, never `default`', () => {
  const rules: HostRules[] = [ENTRA, {trustedTypesPolicies: ['chatgnb-toc-headings']}, {trustedTypesPolicies: []}];
  const csp = directives(contentSecurityPolicy({rules, inlineScriptHashes: []}));
  expect(csp['require-trusted-types-for']).toEqual(["'script'"]);
  expect(csp['trusted-types']).toEqual([
    'chatgnb-bundler',
    'chatgnb-progress-bar',
    'chatgnb-scripts-after-first-paint',
    'chatgnb-toc-headings',
  ]);
  for (const name of ['default', "'allow-duplicates'", 'two words', '*']) {
    expect(() => contentSecurityPolicy({rules: [{trustedTypesPolicies: [name]}], inlineScriptHashes: []})).toThrow(
      /cannot be a Trusted Types policy/,
    );
  }
});

test('a build without a host sign-in may talk to what the rules name, and to nothing else', () => {
  const csp = directives(contentSecurityPolicy({rules: [LOCAL, {}], inlineScriptHashes: []}));
  expect(csp['connect-src']).toEqual(["'self'", 'http://localhost:4999']);
  expect(csp).not.toHaveProperty('upgrade-insecure-requests');
});

test('the origins the rules name are allowed once each, in order', () => {
  const csp = directives(contentSecurityPolicy({rules: [ENTRA, FEEDBACK, FEEDBACK], inlineScriptHashes: []}));
  expect(csp['connect-src']).toEqual([
    "'self'",
    'https://login.microsoftonline.com',
    'https://canadacentral-1.in.applicationinsights.azure.com',
  ]);
});

test("an article's former address leads, in every language and for good, to its page, for signed-in readers", () => {
  const config = buildStaticWebAppConfig({
    host: {siteUrl: 'https://help.example.ca', allowedIpRanges: [], plan: 'standard'},
    rules: [ENTRA, {redirects: [{from: '/docs/a/old', to: '/docs/b/new'}]}],
    inlineScriptHashes: [],
    localeBaseUrls: ['/', '/fr/'],
  });
  const redirects = config.routes.filter((route) => route.redirect);
  expect(redirects).toEqual([
    {route: '/docs/a/old', redirect: '/docs/b/new', statusCode: 301, allowedRoles: ['authenticated']},
    {route: '/fr/docs/a/old', redirect: '/fr/docs/b/new', statusCode: 301, allowedRoles: ['authenticated']},
  ]);
  // Before the rule that would otherwise answer them.
  expect(config.routes.indexOf(redirects[1]!)).toBeLessThan(config.routes.findIndex(({route}) => route === '/*'));
});

test('every file needs a signed-in member of the tenant, but the signed-out pages', () => {
  const config = buildStaticWebAppConfig({
    host: {siteUrl: 'https://help.example.ca', allowedIpRanges: ['10.0.0.0/8'], plan: 'standard'},
    rules: [ENTRA, FEEDBACK],
    inlineScriptHashes: [HASH],
    localeBaseUrls: ['/', '/fr/'],
  });
  expect(config.routes.at(-1)).toEqual({route: '/*', allowedRoles: ['authenticated']});
  const open = config.routes.filter((route) => route.allowedRoles?.includes('anonymous')).map(({route}) => route);
  expect(open).toEqual(['/signed-out', '/fr/signed-out']);
  expect(config.routes.filter((route) => route.statusCode === 404).map(({route}) => route)).toEqual([
    '/.auth/login/github',
    '/.auth/login/twitter',
  ]);
  expect(config.auth?.identityProviders.azureActiveDirectory.registration.openIdIssuer).toBe(
    `https://login.microsoftonline.com/${TENANT}/v2.0`,
  );
  expect(config.responseOverrides['401'].redirect).toBe('/.auth/login/aad?post_login_redirect_uri=.referrer');
  expect(config.networking).toEqual({allowedIpRanges: ['10.0.0.0/8']});
  expect(config).not.toHaveProperty('navigationFallback');
});

test('a local build configures no host sign-in and admits every network', () => {
  const config = buildStaticWebAppConfig({
    host: {siteUrl: 'http://localhost:3000', allowedIpRanges: [], plan: 'standard'},
    rules: [LOCAL],
    inlineScriptHashes: [],
    localeBaseUrls: ['/'],
  });
  expect(config).not.toHaveProperty('auth');
  expect(config).not.toHaveProperty('networking');
});
