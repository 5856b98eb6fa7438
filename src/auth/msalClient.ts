/**
 * The one MSAL instance of a page load. Browser only: in Node, creating a
 * PublicClientApplication opens a BroadcastChannel that keeps the static build
 * from exiting, so nothing here runs during server-side rendering.
 */
import {BrowserCacheLocation, PublicClientApplication, type Configuration} from '@azure/msal-browser';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
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

function msalConfiguration(settings: AuthSettings): Configuration {
  return {
    auth: {
      clientId: settings.clientId,
      authority: settings.authority,
      knownAuthorities: settings.knownAuthorities,
      authorityMetadata: settings.authorityMetadata ?? undefined,
      redirectUri: settings.redirectUri ?? callbackUrl(),
      postLogoutRedirectUri: signedOutUrl(),
    },
    cache: {cacheLocation: BrowserCacheLocation.LocalStorage},
  };
}

let instance: PublicClientApplication | null = null;

/** The page's MSAL instance, created on first use; null during the static build. */
export function getMsalInstance(): PublicClientApplication | null {
  if (!ExecutionEnvironment.canUseDOM) {
    return null;
  }
  instance ??= new PublicClientApplication(msalConfiguration(authSettings()));
  return instance;
}
