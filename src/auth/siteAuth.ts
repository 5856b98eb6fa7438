/**
 * The site's sign-in settings and addresses, in the browser. Free of MSAL, so
 * the page can use it before MSAL has loaded.
 */
import siteConfig from '@generated/docusaurus.config';
import {CALLBACK_ROUTE, type AuthSettings} from '@site/src/auth/settings';

export function authSettings(): AuthSettings {
  return siteConfig.customFields!.auth as AuthSettings;
}

/** This locale's callback page, e.g. https://host/fr/helpcenter-az-callback. */
export function callbackUrl(origin: string = window.location.origin): string {
  return `${origin}${siteConfig.baseUrl}${CALLBACK_ROUTE}`;
}

export function signedOutUrl(): string {
  return `${callbackUrl()}?signed-out`;
}
