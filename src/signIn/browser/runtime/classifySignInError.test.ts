import {expect, test} from 'vitest';
import {AuthError, BrowserAuthError, InteractionRequiredAuthError, ServerError} from '@azure/msal-browser';
import {classifySignInError} from './classifySignInError';

test.each([
  ['access_denied', 'cancelled'],
  ['user_cancelled', 'cancelled'],
  ['consent_required', 'cancelled'],
  ['network_error', 'unreachable'],
  ['endpoints_resolution_error', 'unreachable'],
  ['no_network_connectivity', 'unreachable'],
  ['interaction_in_progress', 'interrupted'],
  ['state_not_found', 'interrupted'],
  ['no_token_request_cache_error', 'interrupted'],
])('MSAL error %s is shown as "%s"', (code, kind) => {
  expect(classifySignInError(new AuthError(code, 'message')).kind).toBe(kind);
  expect(classifySignInError(new BrowserAuthError(code, 'message')).kind).toBe(kind);
});

test("a provider error keeps Entra's code, correlation id and first line, for the reader to pass on", () => {
  const error = new ServerError(
    'invalid_request',
    'msal-correlation-id',
    'AADSTS900144: The request body must contain client_id.\r\nTrace ID: 1b1c Correlation ID: 0f6c6a43-33b0-4c6b-8d3c-2a7e1f0a9b11 Timestamp: 2026-11-25',
  );
  expect(classifySignInError(error)).toEqual({
    kind: 'provider-error',
    errorCode: 'invalid_request',
    correlationId: '0f6c6a43-33b0-4c6b-8d3c-2a7e1f0a9b11',
    detail: 'AADSTS900144: The request body must contain client_id.',
  });
});

test("without Entra's correlation id, MSAL's own is given", () => {
  const error = new InteractionRequiredAuthError('login_required', 'no session');
  error.correlationId = '11111111-2222-4333-8444-555555555555';
  expect(classifySignInError(error)).toMatchObject({correlationId: '11111111-2222-4333-8444-555555555555'});
});

test('anything else is a provider error of unknown code, never a crash', () => {
  expect(classifySignInError(new TypeError('x is undefined'))).toEqual({
    kind: 'provider-error',
    errorCode: 'unknown_error',
    correlationId: '',
    detail: 'TypeError: x is undefined',
  });
  expect(classifySignInError(undefined).kind).toBe('provider-error');
});
