/**
 * What signing out leaves of the sign-in in this browser: nothing. Free of MSAL (the sign-in runtime calls it
 * as MSAL leaves for the identity provider's sign-out, see src/signIn/browser/runtime/signOut.ts).
 */
import {ENCRYPTION_COOKIE} from '@site/src/signIn/browser/earlyReveal';
import {msalKeys, resetAttempts} from '@site/src/signIn/browser/signInGuards';

/**
 * Removes every entry MSAL keeps in localStorage and sessionStorage (accounts, tokens, its account index, which
 * the early reveal reads, its version and interaction state), the cookie that holds its cache-encryption key
 * (which the early reveal reads too), and the sign-in loop guard's record. The next page load finds no account,
 * before or after its scripts run.
 */
export function forgetSignInOnThisBrowser(): void {
  try {
    for (const storage of [localStorage, sessionStorage]) {
      msalKeys(storage).forEach((key) => storage.removeItem(key));
    }
  } catch {
    // Storage blocked: MSAL could keep nothing there either.
  }
  resetAttempts();
  // Expired with the attributes MSAL set it with (CookieStorage: path=/, SameSite=Lax, Secure).
  document.cookie = `${ENCRYPTION_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax; Secure`;
}
