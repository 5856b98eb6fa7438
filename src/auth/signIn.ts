/**
 * The sign-in decision (spec §4), run once per page load:
 * redirect result → active account → first cached account → loginRedirect.
 * A loop guard stops repeated redirects that never produce an account.
 */
import type {AccountInfo, PublicClientApplication} from '@azure/msal-browser';
import {classifySignInError, type SignInProblem} from '@site/src/auth/problems';
import {authSettings} from '@site/src/auth/msalClient';
import {SIGN_IN_SCOPES} from '@site/src/auth/settings';

export type SignInOutcome =
  | {status: 'signed-in'; account: AccountInfo}
  | {status: 'redirecting'}
  | {status: 'problem'; problem: SignInProblem};

const ATTEMPTS_KEY = 'helpcentre.signInAttempts';
const MAX_ATTEMPTS = 3;
const ATTEMPT_WINDOW_MS = 5 * 60 * 1000;
const REACHABILITY_TIMEOUT_MS = 10_000;
/** Azure Static Web Apps' description of the reader its own sign-in admitted (`clientPrincipal: null` elsewhere). */
const HOST_PRINCIPAL_URL = '/.auth/me';
const HOST_PRINCIPAL_TIMEOUT_MS = 3_000;

const problem = (p: SignInProblem): SignInOutcome => ({status: 'problem', problem: p});

function recentAttempts(): number[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(ATTEMPTS_KEY) ?? '[]');
    const now = Date.now();
    return Array.isArray(stored) ? stored.filter((t): t is number => typeof t === 'number' && now - t < ATTEMPT_WINDOW_MS) : [];
  } catch {
    return [];
  }
}

function recordAttempt(): void {
  sessionStorage.setItem(ATTEMPTS_KEY, JSON.stringify([...recentAttempts(), Date.now()]));
}

export function resetAttempts(): void {
  sessionStorage.removeItem(ATTEMPTS_KEY);
}

// MSAL's only plain-text entry; every other one holds JSON.
const PLAIN_TEXT_KEYS = new Set(['msal.version']);

/** MSAL's own localStorage entries. */
function msalCacheKeys(): string[] {
  const {clientId} = authSettings();
  return Object.keys(localStorage).filter((key) => key.startsWith('msal.') || key.includes(clientId));
}

function isJson(value: string | null): boolean {
  try {
    JSON.parse(value ?? '');
    return true;
  } catch {
    return false;
  }
}

export function hasUnreadableCache(): boolean {
  return msalCacheKeys().some((key) => !PLAIN_TEXT_KEYS.has(key) && !isJson(localStorage.getItem(key)));
}

/** Forget what a failed sign-in left behind, so the next attempt starts clean. */
export function clearSignInLeftovers(problemKind: SignInProblem['kind']): void {
  resetAttempts();
  for (const key of Object.keys(sessionStorage)) {
    if (key.startsWith('msal.')) {
      sessionStorage.removeItem(key);
    }
  }
  if (problemKind === 'unreadable-cache') {
    msalCacheKeys().forEach((key) => localStorage.removeItem(key));
  }
}

async function providerIsReachable(): Promise<boolean> {
  try {
    const response = await fetch(authSettings().metadataUrl, {
      cache: 'no-store',
      signal: AbortSignal.timeout(REACHABILITY_TIMEOUT_MS),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * The account the host has just signed the reader in with, if any. Passed to
 * the identity provider as a login hint, so the reader is not asked to pick an
 * account a second time.
 */
async function hostSignedInUser(): Promise<string | undefined> {
  try {
    const response = await fetch(HOST_PRINCIPAL_URL, {
      cache: 'no-store',
      credentials: 'same-origin',
      signal: AbortSignal.timeout(HOST_PRINCIPAL_TIMEOUT_MS),
    });
    const body = response.ok ? ((await response.json()) as {clientPrincipal?: {userDetails?: unknown} | null}) : null;
    const user = body?.clientPrincipal?.userDetails;
    return typeof user === 'string' && /^[^\s]{1,256}$/.test(user) ? user : undefined;
  } catch {
    return undefined;
  }
}

async function startSignIn(instance: PublicClientApplication, uiLocale: string): Promise<SignInOutcome> {
  if (recentAttempts().length >= MAX_ATTEMPTS) {
    return problem({kind: 'too-many-attempts'});
  }
  const [reachable, loginHint] = await Promise.all([providerIsReachable(), hostSignedInUser()]);
  if (!reachable) {
    return problem({kind: 'unreachable'});
  }
  recordAttempt();
  try {
    await instance.loginRedirect({
      scopes: SIGN_IN_SCOPES,
      loginHint,
      redirectStartPage: window.location.href,
      extraQueryParameters: {ui_locales: uiLocale},
    });
    return {status: 'redirecting'};
  } catch (error) {
    return problem(classifySignInError(error));
  }
}

function knownAccount(instance: PublicClientApplication, fromRedirect: AccountInfo | undefined): AccountInfo | null {
  return fromRedirect ?? instance.getActiveAccount() ?? instance.getAllAccounts()[0] ?? null;
}

export async function signIn(instance: PublicClientApplication, uiLocale: string): Promise<SignInOutcome> {
  if (hasUnreadableCache()) {
    return problem({kind: 'unreadable-cache'});
  }
  try {
    await instance.initialize();
  } catch {
    return problem({kind: 'unreadable-cache'});
  }
  let account: AccountInfo | null;
  try {
    const result = await instance.handleRedirectPromise();
    account = knownAccount(instance, result?.account);
  } catch (error) {
    return problem(classifySignInError(error));
  }
  if (!account) {
    return startSignIn(instance, uiLocale);
  }
  instance.setActiveAccount(account);
  resetAttempts();
  return {status: 'signed-in', account};
}

let pageSignIn: Promise<SignInOutcome> | null = null;

/** One sign-in per page load, however often React runs the effect that asks for it. */
export function signInOnce(instance: PublicClientApplication, uiLocale: string): Promise<SignInOutcome> {
  pageSignIn ??= signIn(instance, uiLocale);
  return pageSignIn;
}
