// No import.meta here: Playwright loads this module too (playwright.config.ts, e2e/fixtures.ts), compiled to CommonJS.
import localIdp from '../../localIdp.json' with {type: 'json'};
import routes from '../../routes.json' with {type: 'json'};

/** Tenant, client id, default port and Entra-shaped paths (under /<tenantId>) shared with the site (src/signIn/settings.ts). */
export const LOCAL_IDP = localIdp;

/** The port the local provider listens on, for the scripts and the tests: LOCAL_IDP_PORT, or the default. */
export const LOCAL_IDP_PORT = Number(process.env.LOCAL_IDP_PORT || LOCAL_IDP.defaultPort);

/** The site's sign-in callback route, the redirect URI's last segment (src/signIn/settings.ts: CALLBACK_ROUTE). */
export const CALLBACK_ROUTE = routes.callback;

export {TEST_ACCOUNTS, findTestAccount, findTestAccountByEmail} from './accounts.mjs';
