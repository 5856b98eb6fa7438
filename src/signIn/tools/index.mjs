// No import.meta here: Playwright loads this module too (playwright.config.ts, e2e/), compiled to CommonJS.
/** Sign-in, for the other capabilities' tools: the local identity provider's settings and the sign-in routes. */
import accountKnown from '../shared/accountKnownMark.json' with {type: 'json'};
import routes from '../shared/routes.json' with {type: 'json'};

export {
  CALLBACK_ROUTE,
  LOCAL_IDP,
  LOCAL_IDP_PORT,
  TEST_ACCOUNTS,
  findTestAccount,
  sitePortsEnv,
} from './idp/config.mjs';
/** The routes of sign-in (callback, signed-out page, the host's sign-out), as the site names them. */
export const SIGN_IN_ROUTES = routes;
export const SIGNED_OUT_ROUTE = routes.signedOut;
export const HOST_SIGN_OUT_PATH = routes.hostSignOut;
/** The page that says there is no sign-in to finish, outside the gate. */
export const NOTHING_TO_FINISH_ROUTE = routes.nothingToFinish;
/** The attribute on <html> while the reader's account is known, and the mark of the moment the page shows. */
export const ACCOUNT_KNOWN = accountKnown;
