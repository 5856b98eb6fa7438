/**
 * Signing out ends the reader's three sessions, in the one order in which no step needs a session that an earlier
 * step ended:
 *
 * 1. This browser's: MSAL's cache, and the early-reveal data read from it (src/signIn/browser/forgetSignIn.ts). First, because it
 *    needs no network and so happens even if nothing else can. MSAL's `logoutRedirect` removes the account; at the
 *    moment MSAL leaves for the identity provider, SignOutNavigationClient removes everything else MSAL kept. No
 *    later step needs it: MSAL builds the identity provider's sign-out address before the cache goes.
 * 2. Microsoft Entra ID's: the front-channel end-session MSAL navigates to. Entra ends its own session and returns
 *    the reader to the callback page (`?signed-out`), a registered redirect URI and a file the host serves only to a
 *    reader it still knows: the host's session must outlive this step.
 * 3. The host's: Azure Static Web Apps' `/.auth/logout`, last, from the callback page (src/signIn/build/callbackPage.ts). It
 *    needs nothing but its own cookie, and its target is fixed: the signed-out page, the one page the host serves
 *    without a session (src/signIn/build/signedOutPage.ts). On Azure the host's sign-out also signs out of Entra (App
 *    Service's documented behaviour, by then a no-op); step 2 does not rely on it, and works under the emulator and
 *    with the local identity provider, whose hosts do not.
 *
 * If MSAL cannot start step 2, the reader is still signed out of this browser and of the host.
 */
import {
  ApiId,
  NavigationClient,
  type AccountInfo,
  type IPublicClientApplication,
  type NavigationOptions,
} from '@azure/msal-browser';
import {forgetSignInOnThisBrowser} from '@site/src/signIn/browser/forgetSignIn';
import {hostSignOutUrl, signedOutUrl} from '@site/src/signIn/browser/siteAuth';

/** MSAL's navigation; before it leaves for the identity provider's sign-out, nothing of the sign-in stays behind. */
export class SignOutNavigationClient extends NavigationClient {
  override navigateExternal(url: string, options: NavigationOptions): Promise<boolean> {
    if (options.apiId === ApiId.logout) {
      forgetSignInOnThisBrowser();
    }
    return super.navigateExternal(url, options);
  }
}

export async function signOut(instance: IPublicClientApplication, account: AccountInfo): Promise<void> {
  try {
    await instance.logoutRedirect({account, postLogoutRedirectUri: signedOutUrl()});
  } catch {
    forgetSignInOnThisBrowser();
    window.location.assign(hostSignOutUrl());
  }
}
