/**
 * What the sign-in needs besides MSAL: the loop guard, the checks made before a
 * redirect, and the clean-up after a failure. Free of MSAL (the runtime that
 * uses these loads it after first paint).
 */
import type {SignInProblemKind} from '@site/src/signIn/shared/problems';
import {authSettings} from '@site/src/signIn/browser/siteAuth';

const ATTEMPTS_KEY = 'helpcentre.signInAttempts';
export const MAX_ATTEMPTS = 3;
const ATTEMPT_WINDOW_MS = 5 * 60 * 1000;
const REACHABILITY_TIMEOUT_MS = 10_000;
/** Azure Static Web Apps' description of the reader its own sign-in admitted (`clientPrincipal: null` elsewhere). */
const HOST_PRINCIPAL_URL = '/.auth/me';
const HOST_PRINCIPAL_TIMEOUT_MS = 3_000;
const STORAGE_PROBE_KEY = 'helpcentre.storageProbe';

/**
 * Whether the browser lets the site keep anything: with cookies and site data
 * blocked, or storage full, MSAL cannot sign anyone in.
 */
export function siteStorageWorks(): boolean {
  try {
    for (const storage of [window.localStorage, window.sessionStorage]) {
      storage.setItem(STORAGE_PROBE_KEY, '1');
      storage.removeItem(STORAGE_PROBE_KEY);
    }
    return navigator.cookieEnabled;
  } catch {
    return false;
  }
}

export function recentAttempts(): number[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(ATTEMPTS_KEY) ?? '[]');
    const now = Date.now();
    return Array.isArray(stored)
      ? stored.filter((t): t is number => typeof t === 'number' && now - t < ATTEMPT_WINDOW_MS)
      : [];
  } catch {
    return [];
  }
}

export function recordAttempt(): void {
  sessionStorage.setItem(ATTEMPTS_KEY, JSON.stringify([...recentAttempts(), Date.now()]));
}

export function resetAttempts(): void {
  try {
    sessionStorage.removeItem(ATTEMPTS_KEY);
  } catch {
    // Storage blocked: nothing was recorded either.
  }
}

// MSAL's only plain-text entry; every other one holds JSON.
const PLAIN_TEXT_KEYS = new Set(['msal.version']);

/**
 * MSAL's own entries in one of the browser's storages: keys starting `msal.` or holding the client id (MSAL's own
 * `clear()` takes any key containing `msal`; runtime/msalStorage.contract.test.ts shows ours covers all it keeps).
 */
export function msalKeys(storage: Storage): string[] {
  const {clientId} = authSettings();
  return Object.keys(storage).filter((key) => key.startsWith('msal.') || key.includes(clientId));
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
  return msalKeys(localStorage).some((key) => !PLAIN_TEXT_KEYS.has(key) && !isJson(localStorage.getItem(key)));
}

/** Forget what a failed sign-in left behind, so the next attempt starts clean. */
export function clearSignInLeftovers(problemKind: SignInProblemKind): void {
  try {
    resetAttempts();
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith('msal.')) {
        sessionStorage.removeItem(key);
      }
    }
    if (problemKind === 'unreadable-cache' || problemKind === 'foreign-tenant') {
      msalKeys(localStorage).forEach((key) => localStorage.removeItem(key));
    }
  } catch {
    // Storage blocked: there is nothing to clear, and the screen says what to do.
  }
}

export async function providerIsReachable(): Promise<boolean> {
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
export async function hostSignedInUser(): Promise<string | undefined> {
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
