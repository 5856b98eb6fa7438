/**
 * How each MSAL error maps to a problem the reader can understand.
 */
import {AuthError} from '@azure/msal-browser';
import type {SignInProblem} from '@site/src/signIn/problems';

/** Entra's own code (OAuth's), not one of MSAL's. */
export const ENTRA_CANCELLED = 'access_denied';
export const CANCELLED = new Set([ENTRA_CANCELLED, 'user_cancelled', 'consent_required']);
export const UNREACHABLE = new Set([
  'network_error',
  'post_request_failed',
  'get_request_failed',
  'endpoints_resolution_error',
  'no_network_connectivity',
]);
// Left behind by a sign-in that never came back (tab closed, back button, another tab).
export const INTERRUPTED = new Set([
  'interaction_in_progress',
  'no_token_request_cache_error',
  'unable_to_parse_token_request_cache_error',
  'state_not_found',
  'state_mismatch',
  'state_interaction_type_mismatch',
  'hash_does_not_contain_known_properties',
]);

/** The correlation id Entra puts in its error descriptions, else MSAL's own. */
function correlationIdOf(error: AuthError): string {
  const fromDescription = /Correlation ID: ([0-9a-f-]{36})/i.exec(error.errorMessage)?.[1];
  return fromDescription ?? error.correlationId ?? '';
}

export function classifySignInError(error: unknown): SignInProblem {
  if (!(error instanceof AuthError)) {
    return {kind: 'provider-error', errorCode: 'unknown_error', correlationId: '', detail: String(error)};
  }
  if (CANCELLED.has(error.errorCode)) {
    return {kind: 'cancelled'};
  }
  if (UNREACHABLE.has(error.errorCode)) {
    return {kind: 'unreachable'};
  }
  if (INTERRUPTED.has(error.errorCode)) {
    return {kind: 'interrupted'};
  }
  return {
    kind: 'provider-error',
    errorCode: error.errorCode,
    correlationId: correlationIdOf(error),
    detail: error.errorMessage.split(/\r?\n| Trace ID:/)[0] ?? '',
  };
}
