import {localBuildEnv} from './src/shared/node/localProvider.mjs';
import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './src/shared/node/chromium.mjs';
import {identityProviderServer} from './e2e/identityProviderServer';
import {collectorServer} from './e2e/collector';
import {E2E_PORTS} from './e2e/ports';

const PORT = E2E_PORTS.livePreview;

/**
 * The live preview authors run (`npm run dev`, `docusaurus start`), in English: what it says where the built site
 * would search or open the other language, how sign-out ends, and that typing in its search box loses nothing.
 * The built site's own tests are in playwright.config.ts.
 */
export default defineConfig({
  testDir: './e2e/live-preview',
  forbidOnly: true,
  retries: 0,
  workers: 1,
  timeout: 30_000,
  expect: {timeout: 10_000},
  reporter: [['list']],
  outputDir: 'test-results/live-preview',
  use: {
    ...devices['Desktop Chrome'],
    viewport: {width: 1280, height: 800},
    channel: undefined,
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS},
    trace: 'retain-on-failure',
  },
  webServer: [
    identityProviderServer([PORT]),
    collectorServer,
    {
      command: `npx docusaurus start --port ${PORT} --no-open`,
      url: `http://127.0.0.1:${PORT}/`,
      env: localBuildEnv(),
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      timeout: 180_000,
    },
  ],
});
