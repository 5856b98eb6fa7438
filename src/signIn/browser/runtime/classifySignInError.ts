/**
 * How each MSAL error maps to a problem the reader can understand.
 */
import {
  AuthError,
  BrowserAuthErrorCodes as Browser,
  ClientAuthErrorCodes as Client,
  InteractionRequiredAuthErrorCodes as InteractionRequired,
} from '@azure/msal-browser';
import type {SignInProblem} from '@site/src/signIn/shared/problems';

/** Entra's own code (OAuth's), not one of MSAL's. */
export const ENTRA_CANCELLED = 'access_denied';
export const CANCELLED = new Set([ENTRA_CANCELLED, Browser.userCancelled, InteractionRequired.consentRequired]);
export const UNREACHABLE = new Set([
  Client.networkError,
  Browser.postRequestFailed,
  Browser.getRequestFailed,
  Client.endpointResolutionError,
  Browser.noNetworkConnectivity,
]);
// Left behind by a sign-in that never came back (tab closed, back button, another tab).
export const INTERRUPTED = new Set([
  Browser.interactionInProgress,
  Browser.noTokenRequestCacheError,
  Browser.unableToParseTokenRequestCacheError,
  Client.stateNotFound,
  Client.stateMismatch,
  Browser.stateInteractionTypeMismatch,
  Browser.hashDoesNotContainKnownProperties,
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
