// No import.meta here: Playwright loads this module too (playwright.config.ts, e2e/fixtures.ts), compiled to CommonJS.
import localIdp from '../../shared/localIdp.json' with {type: 'json'};
import routes from '../../shared/routes.json' with {type: 'json'};

/** Tenant, client id, default port and Entra-shaped paths (under /<tenantId>) shared with the site (src/signIn/shared/localIdp.json). */
export const LOCAL_IDP = localIdp;

/** The port the local provider listens on, for the scripts and the tests: LOCAL_IDP_PORT, or the default. */
export const LOCAL_IDP_PORT = Number(process.env.LOCAL_IDP_PORT || LOCAL_IDP.defaultPort);

/** The site's sign-in callback route, the redirect URI's last segment (src/signIn/shared/signInRoutes.ts: CALLBACK_ROUTE). */
export const CALLBACK_ROUTE = routes.callback;

/** Where a caller names the ports it serves the site on, comma-separated, beyond those of src/shared/node/ports.mjs. */
export const SITE_PORTS_VARIABLE = 'LOCAL_IDP_SITE_PORTS';

/**
 * The environment of a local provider that accepts sign-ins from the site on these ports: whoever starts the
 * provider passes the ports it serves the site on (src/signIn/tools/idp/registration.mjs).
 * @param {number[]} ports
 */
export const sitePortsEnv = (ports) => ({[SITE_PORTS_VARIABLE]: ports.join(',')});

export {TEST_ACCOUNTS, findTestAccount, findTestAccountByEmail} from './accounts.mjs';
