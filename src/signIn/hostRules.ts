import type {HostRules} from '@site/src/hosting';
import {CALLBACK_PAGE_STYLE} from './build/callbackPage';
import {SIGNED_OUT_PAGE_STYLE} from './build/signedOutPage';
import type {AuthSettings} from './shared/authSettings';
import {SIGNED_OUT_ROUTE} from './shared/signInRoutes';

function origins(urls: string[]): string[] {
  return [...new Set(urls.map((url) => new URL(url).origin))];
}

/** The origins MSAL fetches from: the discovery document and, for the local provider, its endpoints. */
export function identityProviderOrigins(auth: AuthSettings): string[] {
  const metadata = auth.authorityMetadata ? (JSON.parse(auth.authorityMetadata) as Record<string, unknown>) : {};
  const endpoints = Object.values(metadata).filter(
    (value): value is string => typeof value === 'string' && /^https?:/.test(value),
  );
  return origins([auth.metadataUrl, ...(auth.provider === 'entra' ? [auth.authority] : []), ...endpoints]);
}

/**
 * What sign-in asks of the host: MSAL may talk to the identity provider; the signed-out page of each locale, where
 * the host's own sign-out lands (./browser/runtime/signOut.ts), is served to a reader the host no longer knows (a static page
 * with no site content that loads nothing else, ./build/signedOutPage.ts); and a build for Entra has the host sign readers
 * in with the same tenant.
 */
export function signInHostRules(auth: AuthSettings): HostRules {
  return {
    connectSrc: identityProviderOrigins(auth),
    publicPages: [SIGNED_OUT_ROUTE],
    inlineStyles: [CALLBACK_PAGE_STYLE, SIGNED_OUT_PAGE_STYLE],
    ...(auth.provider === 'entra' ? {hostSignInTenant: auth.tenantId} : {}),
  };
}
