import {describe, expect, test} from 'vitest';
import {AuthConfigurationError, LOCAL_IDP, resolveAuthSettings} from './environment';
import {hostSignOutPath} from './shared/signInRoutes';

const TENANT = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const ENTRA = {AUTH_PROVIDER: 'entra', AUTH_CLIENT_ID: '11111111-2222-4333-8444-555555555555', AUTH_TENANT_ID: TENANT};

describe('sign-in settings fail closed, naming what to set', () => {
  test.each([
    ['no provider', {}, 'AUTH_PROVIDER is not set'],
    ['a blank provider', {AUTH_PROVIDER: '  '}, 'AUTH_PROVIDER is not set'],
    ['an unknown provider', {AUTH_PROVIDER: 'azure'}, 'AUTH_PROVIDER must be "entra" or "local", not "azure"'],
    ['Entra without a client id', {...ENTRA, AUTH_CLIENT_ID: ''}, 'AUTH_CLIENT_ID is required'],
    ['Entra without a tenant', {...ENTRA, AUTH_TENANT_ID: ' '}, 'AUTH_TENANT_ID is required'],
    [
      'a client id that is not a GUID',
      {...ENTRA, AUTH_CLIENT_ID: 'helpcentre'},
      'AUTH_CLIENT_ID must be the application',
    ],
    [
      'an authority open to every tenant',
      {...ENTRA, AUTH_AUTHORITY: 'https://login.microsoftonline.com/common'},
      'AUTH_AUTHORITY must be the tenant',
    ],
    [
      'an authority over plain http',
      {...ENTRA, AUTH_AUTHORITY: `http://login.microsoftonline.com/${TENANT}`},
      'AUTH_AUTHORITY must start with https://',
    ],
    ['a relative redirect URI', {...ENTRA, AUTH_REDIRECT_URI: '//evil.example/cb'}, 'AUTH_REDIRECT_URI must be'],
    ['a local port that is not a number', {AUTH_PROVIDER: 'local', LOCAL_IDP_PORT: '80a'}, 'LOCAL_IDP_PORT'],
  ])('%s', (_, env, message) => {
    expect(() => resolveAuthSettings(env)).toThrow(AuthConfigurationError);
    expect(() => resolveAuthSettings(env)).toThrow(message);
    expect(() => resolveAuthSettings(env)).toThrow('See .env.example');
  });
});

test("an Entra build signs in against the tenant's own authority, and checks that it can be reached there", () => {
  const settings = resolveAuthSettings({...ENTRA, AUTH_AUTHORITY: `https://login.microsoftonline.com/${TENANT}/`});
  expect(settings).toMatchObject({
    provider: 'entra',
    authority: `https://login.microsoftonline.com/${TENANT}`,
    metadataUrl: `https://login.microsoftonline.com/${TENANT}/v2.0/.well-known/openid-configuration`,
    redirectUri: null,
    authorityMetadata: null,
  });
});

test('a local build names the local identity provider, on the port asked for', () => {
  const settings = resolveAuthSettings({AUTH_PROVIDER: 'local', LOCAL_IDP_PORT: '4999'});
  expect(settings.clientId).toBe(LOCAL_IDP.clientId);
  expect(settings.knownAuthorities).toEqual(['localhost:4999']);
  expect(JSON.parse(settings.authorityMetadata!).issuer).toMatch(/^http:\/\/localhost:4999\//);
});

test("the host's sign-out always returns to the locale's own signed-out page", () => {
  expect(hostSignOutPath('/fr/')).toBe('/.auth/logout?post_logout_redirect_uri=%2Ffr%2Fsigned-out');
  expect(hostSignOutPath('/')).toBe('/.auth/logout?post_logout_redirect_uri=%2Fsigned-out');
});
