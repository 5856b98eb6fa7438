/**
 * The one place where the tools choose the built-in local identity provider: what `npm start`, `npm run serve`,
 * `npm run dev`, `npm run build:local`, the benches, the samples and the tests build and run with. A build for
 * Microsoft Entra ID names its provider itself (`AUTH_PROVIDER=entra`, handbook/deploying.md): nothing here guesses
 * it. The provider's port is LOCAL_IDP_PORT when set, else its default (src/signIn/shared/localIdp.json).
 */
// No import.meta here: Playwright loads this module too, compiled to CommonJS.

export const LOCAL_PROVIDER = 'local';

/** The environment of a local build or run: this process's, with the local provider, and `extra`. */
export function localBuildEnv(extra = {}) {
  return {...process.env, AUTH_PROVIDER: LOCAL_PROVIDER, ...extra};
}
