/**
 * What the build and the page know of sign-in: the settings resolved from the environment (../environment.ts) and
 * given to the browser by the sign-in plugin (`SiteAuth`). Plain data; it never touches MSAL.
 */
import type {AuthProvider} from '@site/src/shared/authProvider';

export type {AuthProvider};

/** The scope requested at sign-in: the reader's own profile, nothing more. */
export const SIGN_IN_SCOPES = ['User.Read'];

export type AuthSettings = {
  provider: AuthProvider;
  clientId: string;
  tenantId: string;
  /** Authority URL MSAL validates (must be https). */
  authority: string;
  /** Host names MSAL trusts for `authority` (needed for the local provider). */
  knownAuthorities: string[];
  /** OpenID metadata handed to MSAL so it skips discovery (local provider only). */
  authorityMetadata: string | null;
  /** Discovery document fetched to check the provider can be reached before a redirect. */
  metadataUrl: string;
  /** Absolute redirect URI; null means this locale's `helpcenter-az-callback` on the current origin. */
  redirectUri: string | null;
};

/** What the browser reads of sign-in (../browser/siteAuth.ts): the settings and this locale's base URL, written by ../plugin.ts. */
export type SiteAuth = {auth: AuthSettings; baseUrl: string};
