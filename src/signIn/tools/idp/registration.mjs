/**
 * The local identity provider's registration of the site, as an Entra app registration lists its redirect URIs: the
 * callback page of each locale on each port the site is served on, under both loopback names, exactly; the same
 * page with `?signed-out` as where sign-out returns (src/signIn/browser/siteAuth.ts).
 */
import {SITE_PORTS} from '../../../shared/node/ports.mjs';
import {CALLBACK_ROUTE, SITE_PORTS_VARIABLE} from './config.mjs';

/** The base URL of each locale of the site (docusaurus.config.ts, i18n.localeConfigs). */
const LOCALE_BASE_URLS = ['/', '/fr/'];
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1'];

/**
 * The ports of src/shared/node/ports.mjs and those the caller names; throws on a value that is not a port.
 * @param {NodeJS.ProcessEnv} env
 */
export function sitePorts(env) {
  const named = (env[SITE_PORTS_VARIABLE] ?? '').split(',').filter((value) => value.trim() !== '');
  const ports = named.map((value) => {
    const port = Number(value);
    if (!Number.isInteger(port) || port <= 0 || port > 65535) {
      throw new Error(
        `${SITE_PORTS_VARIABLE} must be port numbers, comma-separated; got "${env[SITE_PORTS_VARIABLE]}".`,
      );
    }
    return port;
  });
  return [...new Set([...SITE_PORTS, ...ports])];
}

/** @param {number[]} ports */
export const siteOrigins = (ports) => ports.flatMap((port) => LOOPBACK_HOSTS.map((host) => `http://${host}:${port}`));

/**
 * The redirect URIs of the site's client, for its metadata in oidc-provider.
 * @param {string[]} origins
 */
export function siteRedirectUris(origins) {
  const callbacks = origins.flatMap((origin) => LOCALE_BASE_URLS.map((base) => `${origin}${base}${CALLBACK_ROUTE}`));
  return {redirect_uris: callbacks, post_logout_redirect_uris: callbacks.map((uri) => `${uri}?signed-out`)};
}
