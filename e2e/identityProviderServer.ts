import {LOCAL_IDP_PORT} from '../src/signIn/tools/index.mjs';

/** The local identity provider, as a web server of a Playwright configuration (playwright.config.ts and others). */
export const identityProviderServer = {
  command: `node src/signIn/tools/idp/server.mjs`,
  url: `http://127.0.0.1:${LOCAL_IDP_PORT}/health`,
  env: {LOCAL_IDP_PORT: String(LOCAL_IDP_PORT)},
  reuseExistingServer: !process.env.CI,
  stdout: 'ignore' as const,
};
