import {expect, test} from 'vitest';
import {CALLBACK_PAGE_STYLE} from './build/callbackPage';
import {signInHostRules} from './hostRules';
import {SIGNED_OUT_PAGE_STYLE} from './build/signedOutPage';
import {resolveAuthSettings} from './environment';

const TENANT = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';

test('a build for Entra talks to Microsoft sign-in, and has the host sign readers in with the same tenant', () => {
  const auth = resolveAuthSettings({
    AUTH_PROVIDER: 'entra',
    AUTH_CLIENT_ID: '11111111-2222-4333-8444-555555555555',
    AUTH_TENANT_ID: TENANT,
  });
  expect(signInHostRules(auth)).toEqual({
    connectSrc: ['https://login.microsoftonline.com'],
    publicPages: ['signed-out'],
    inlineStyles: [CALLBACK_PAGE_STYLE, SIGNED_OUT_PAGE_STYLE],
    hostSignInTenant: TENANT,
  });
});

test('a local build talks to the local identity provider only, and configures no host sign-in', () => {
  const rules = signInHostRules(resolveAuthSettings({AUTH_PROVIDER: 'local', LOCAL_IDP_PORT: '4999'}));
  expect(rules.connectSrc).toEqual(['http://localhost:4999']);
  expect(rules).not.toHaveProperty('hostSignInTenant');
});
