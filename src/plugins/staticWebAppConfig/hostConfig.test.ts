import {expect, test} from 'vitest';
import {resolveAuthSettings} from '@site/src/auth/settings';
import {buildStaticWebAppConfig, contentSecurityPolicy} from './hostConfig';

const TENANT = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const ENTRA = resolveAuthSettings({
  AUTH_PROVIDER: 'entra',
  AUTH_CLIENT_ID: '11111111-2222-4333-8444-555555555555',
  AUTH_TENANT_ID: TENANT,
});
const LOCAL = resolveAuthSettings({AUTH_PROVIDER: 'local', LOCAL_IDP_PORT: '4999'});
const HASH = "'sha256-abc='";
const OFF = {enabled: false} as const;
const INSIGHTS = {
  enabled: true,
  connectionString:
    'InstrumentationKey=0b5e3c7a-2d4f-4a61-9e8b-3c1d7f2a6b90;IngestionEndpoint=https://canadacentral-1.in.applicationinsights.azure.com/',
  ingestionOrigin: 'https://canadacentral-1.in.applicationinsights.azure.com',
} as const;

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name!, sources];
    }),
  );
}

test('the CSP runs only our own scripts and the inline scripts listed, and talks only to the sign-in service', () => {
  const csp = directives(contentSecurityPolicy({auth: ENTRA, insights: OFF, inlineScriptHashes: [HASH]}));
  expect(csp['script-src']).toEqual(["'self'", HASH]);
  expect(csp['connect-src']).toEqual(["'self'", 'https://login.microsoftonline.com']);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'self'"]);
  expect(csp['form-action']).toEqual(["'self'"]);
  expect(csp).toHaveProperty('upgrade-insecure-requests');
  expect(JSON.stringify(csp)).not.toMatch(/unsafe-eval|'unsafe-inline'.*script|\*/);
});

test('a local build may talk to the local identity provider, and to nothing else', () => {
  const csp = directives(contentSecurityPolicy({auth: LOCAL, insights: OFF, inlineScriptHashes: []}));
  expect(csp['connect-src']).toEqual(["'self'", 'http://localhost:4999']);
  expect(csp).not.toHaveProperty('upgrade-insecure-requests');
});

test("readers' feedback may go to the configured ingestion endpoint's origin, and only there", () => {
  const csp = directives(contentSecurityPolicy({auth: ENTRA, insights: INSIGHTS, inlineScriptHashes: []}));
  expect(csp['connect-src']).toEqual([
    "'self'",
    'https://login.microsoftonline.com',
    'https://canadacentral-1.in.applicationinsights.azure.com',
  ]);
});

test('every file needs a signed-in member of the tenant, but the signed-out pages', () => {
  const config = buildStaticWebAppConfig({
    auth: ENTRA,
    host: {siteUrl: 'https://help.example.ca', allowedIpRanges: ['10.0.0.0/8']},
    insights: INSIGHTS,
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
    auth: LOCAL,
    host: {siteUrl: 'http://localhost:3000', allowedIpRanges: []},
    insights: OFF,
    inlineScriptHashes: [],
    localeBaseUrls: ['/'],
  });
  expect(config).not.toHaveProperty('auth');
  expect(config).not.toHaveProperty('networking');
});
