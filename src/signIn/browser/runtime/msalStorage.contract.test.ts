/**
 * The contract between MSAL and the two places that read what it keeps in the browser: the early reveal (an inline
 * script that shows a returning reader's page before MSAL has loaded, src/signIn/browser/earlyReveal.ts) and the storage check
 * before a sign-in (src/signIn/browser/signInGuards.ts). Real MSAL, as installed, with the site's configuration, saves a signed-in
 * account (through its public `loadExternalTokens`); the test then reads the storage as those two do. When an
 * upgrade of MSAL changes its storage layout (UPSTREAM.md: msal-storage-layout), this fails.
 */
import {webcrypto} from 'node:crypto';
import {afterEach, beforeAll, expect, test} from 'vitest';
import {loadExternalTokens, PublicClientApplication, version} from '@azure/msal-browser';
import {SIGN_IN_SCOPES, type AuthSettings} from '@site/src/signIn/shared/authSettings';
import {authSettings} from '@site/src/signIn/browser/siteAuth';
import {useSiteLocale} from '@site/src/testing/site';
import {ACCOUNT_KNOWN_ATTRIBUTE} from '@site/src/signIn/shared/accountKnown';
import {ENCRYPTION_COOKIE, earlyRevealScript} from '@site/src/signIn/browser/earlyReveal';
import {hasUnreadableCache, msalKeys} from '@site/src/signIn/browser/signInGuards';
import {msalConfiguration} from './msalInstance';

/** The site's own sign-in settings, as a local build has them (the local identity provider). */
let SETTINGS: AuthSettings;
const OID = '00000000-0000-4000-8000-00000000c0de';

const base64Url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An ID token as the identity provider gives it (MSAL reads its claims; the signature is the provider's business). */
function idToken(): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: JSON.parse(SETTINGS.authorityMetadata!).issuer,
    aud: SETTINGS.clientId,
    tid: SETTINGS.tenantId,
    oid: OID,
    sub: OID,
    name: 'Marie Leblanc',
    preferred_username: 'marie.leblanc@example.org',
    iat: now,
    exp: now + 3600,
  };
  return `${base64Url({alg: 'RS256', typ: 'JWT'})}.${base64Url(claims)}.signature`;
}

/** What the next page load's MSAL finds. */
async function nextPageLoad(): Promise<PublicClientApplication> {
  const msal = new PublicClientApplication(msalConfiguration(SETTINGS));
  await msal.initialize();
  return msal;
}

async function signInWithRealMsal(): Promise<void> {
  const configuration = msalConfiguration(SETTINGS);
  await new PublicClientApplication(configuration).initialize();
  await loadExternalTokens(
    configuration,
    {scopes: SIGN_IN_SCOPES, authority: SETTINGS.authority},
    {
      token_type: 'Bearer',
      scope: SIGN_IN_SCOPES.join(' '),
      expires_in: 3600,
      id_token: idToken(),
      client_info: base64Url({uid: OID, utid: SETTINGS.tenantId}),
    },
    {},
  );
}

beforeAll(async () => {
  await useSiteLocale('en');
  SETTINGS = authSettings();
  // MSAL encrypts what it keeps with the Web Crypto API, which jsdom lacks: Node's own implementation stands in.
  if (!globalThis.crypto?.subtle) {
    Object.defineProperty(globalThis, 'crypto', {value: webcrypto, configurable: true});
  }
});

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = `${ENCRYPTION_COOKIE}=; path=/; max-age=0`;
  document.documentElement.removeAttribute(ACCOUNT_KNOWN_ATTRIBUTE);
});

test(`MSAL ${version} keeps a signed-in account where the early reveal finds it`, async () => {
  await signInWithRealMsal();
  expect((await nextPageLoad()).getAllAccounts()).toHaveLength(1);

  new Function(earlyRevealScript(SETTINGS.tenantId))();
  expect(document.documentElement.hasAttribute(ACCOUNT_KNOWN_ATTRIBUTE)).toBe(true);
});

test(`MSAL ${version}: a new browser session (no encryption cookie) is not revealed early`, async () => {
  await signInWithRealMsal();
  document.cookie = `${ENCRYPTION_COOKIE}=; path=/; max-age=0`;

  new Function(earlyRevealScript(SETTINGS.tenantId))();
  expect(document.documentElement.hasAttribute(ACCOUNT_KNOWN_ATTRIBUTE)).toBe(false);
});

test(`MSAL ${version}: the sign-in's storage check knows every entry MSAL keeps, and reads them all`, async () => {
  await signInWithRealMsal();
  expect(msalKeys(localStorage).sort()).toEqual(Object.keys(localStorage).sort());
  expect(hasUnreadableCache()).toBe(false);

  // An entry MSAL can no longer read (its key left with the browser session) is found, and cleared on a retry.
  localStorage.setItem(
    msalKeys(localStorage).find((key) => key.endsWith(SETTINGS.tenantId))!,
    'not JSON',
  );
  expect(hasUnreadableCache()).toBe(true);
});
