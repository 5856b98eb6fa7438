import {LOCAL_IDP_PORT, sitePortsEnv} from '../src/signIn/tools/index.mjs';

/**
 * The local identity provider, as a web server of a Playwright configuration (playwright.config.ts and others),
 * accepting sign-ins from the site on `sitePorts`.
 */
export const identityProviderServer = (sitePorts: number[]) => ({
  command: `node src/signIn/tools/idp/server.mjs`,
  url: `http://127.0.0.1:${LOCAL_IDP_PORT}/health`,
  env: {LOCAL_IDP_PORT: String(LOCAL_IDP_PORT), ...sitePortsEnv(sitePorts)},
  reuseExistingServer: !process.env.CI,
  stdout: 'ignore' as const,
});
