/**
 * The one MSAL instance of a page load, created in the browser after first
 * paint (see AuthGate). In Node, a PublicClientApplication opens a
 * BroadcastChannel that keeps the static build from exiting: never import this
 * from code that runs during server-side rendering.
 */
import {BrowserCacheLocation, PublicClientApplication, type Configuration} from '@azure/msal-browser';
import type {AuthSettings} from '@site/src/signIn/shared/authSettings';
import {SignOutNavigationClient} from '@site/src/signIn/browser/runtime/signOut';
import {authSettings, callbackUrl, signedOutUrl} from '@site/src/signIn/browser/siteAuth';

/** The site's MSAL configuration (exported for the storage contract test, msalStorage.contract.test.ts). */
export function msalConfiguration(settings: AuthSettings): Configuration {
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
    system: {navigationClient: new SignOutNavigationClient()},
  };
}

export function createMsalInstance(): PublicClientApplication {
  return new PublicClientApplication(msalConfiguration(authSettings()));
}
