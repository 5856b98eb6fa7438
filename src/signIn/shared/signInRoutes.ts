/**
 * The sign-in routes, as the site, its build and its tools name them (./routes.json, read by ../tools too): plain data,
 * for the build and the page alike.
 */
import routes from './routes.json';

/** Path segment of the redirect URI registered with the identity provider, per locale. */
export const CALLBACK_ROUTE = routes.callback;

/**
 * The page a reader lands on after signing out, per locale: a static page (../build/signedOutPage.ts), the one
 * page the host serves without sign-in.
 */
export const SIGNED_OUT_ROUTE = routes.signedOut;
/** Where the callback page sends a reader who opened it with no sign-in response. */
export const NOTHING_TO_FINISH_ROUTE = routes.nothingToFinish;
/** Pages of the site outside the gate: they show no site content and never start a sign-in. */
export const OUTSIDE_GATE_ROUTES = [NOTHING_TO_FINISH_ROUTE];
/** The host's own sign-out (Azure Static Web Apps; the local static server answers it the same way). */
export const HOST_SIGN_OUT_PATH = routes.hostSignOut;

/**
 * The host's sign-out, returning to the signed-out page of the locale at `baseUrl`. A fixed address built from
 * the site's own configuration, never from the reader's URL: the host reflects `post_logout_redirect_uri`
 * (Azure/static-web-apps#1811), so no value a reader or a link can choose ever reaches it.
 */
export function hostSignOutPath(baseUrl: string): string {
  return `${HOST_SIGN_OUT_PATH}?post_logout_redirect_uri=${encodeURIComponent(`${baseUrl}${SIGNED_OUT_ROUTE}`)}`;
}
