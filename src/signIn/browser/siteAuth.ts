/**
 * The site's sign-in settings and addresses, in the browser. Free of MSAL, so
 * the page can use it before MSAL has loaded.
 */
import siteAuth from '@chatgnb/site-auth.json';
import type {AuthSettings} from '@site/src/signIn/shared/authSettings';
import {CALLBACK_ROUTE, hostSignOutPath} from '@site/src/signIn/shared/signInRoutes';

export function authSettings(): AuthSettings {
  return siteAuth.auth;
}

/** This locale's callback page, e.g. https://host/fr/helpcenter-az-callback. */
export function callbackUrl(origin: string = window.location.origin): string {
  return `${origin}${siteAuth.baseUrl}${CALLBACK_ROUTE}`;
}

/**
 * Where the identity provider returns a reader after its sign-out: this locale's callback page (a registered
 * redirect URI), which takes the last step, the host's sign-out (src/signIn/browser/runtime/signOut.ts).
 */
export function signedOutUrl(): string {
  return `${callbackUrl()}?signed-out`;
}

/** The host's sign-out, returning to this locale's signed-out page (a fixed address: see hostSignOutPath). */
export function hostSignOutUrl(): string {
  return hostSignOutPath(siteAuth.baseUrl);
}
