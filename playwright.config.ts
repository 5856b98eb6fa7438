import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './src/shared/node/chromium.mjs';
import {identityProviderServer} from './e2e/identityProviderServer';
import {collectorServer} from './e2e/collector';
import {E2E_PORTS} from './e2e/ports';

const {site: SITE_PORT, hostEmulator: HOST_EMULATOR_PORT} = E2E_PORTS;
// Matched against absolute paths: the folder is named with e2e/, or a checkout under a folder named like it (say
// /work/wt-host/) would make every file of e2e a host test.
const HOST_TESTS = /[\\/]e2e[\\/]host[\\/]/;
// The live preview's tests have a configuration of their own (playwright.live-preview.config.ts).
const LIVE_PREVIEW_TESTS = /[\\/]e2e[\\/]live-preview[\\/]/;

const launchOptions = {executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // One browser at a time: on the 2-core machine, two workers ran each test 2.5 times slower for the same total time
  // (12 tests: 1.1 min with one worker, 1.2 min with two; handbook/performance.md), and slow tests are what timed out.
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 1,
  timeout: 30_000,
  expect: {timeout: 10_000},
  reporter: [['list'], ['html', {open: 'never'}]],
  use: {
    baseURL: `http://localhost:${SITE_PORT}`,
    launchOptions,
    // A failed test keeps its trace: each action's DOM, network and console. Without the screencast, which cost a
    // quarter of the suite's time on the 2-core machine (handbook/performance.md); a failure still has its screenshot.
    trace: {mode: 'retain-on-failure', screenshots: false},
    screenshot: 'only-on-failure',
  },
  projects: [
    // Every test runs at desktop width; a test tagged @phone runs on a phone only, one tagged @both on both.
    {
      name: 'desktop',
      testIgnore: [HOST_TESTS, LIVE_PREVIEW_TESTS],
      grepInvert: /@phone/,
      use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}, channel: undefined},
    },
    {
      name: 'phone',
      testIgnore: [HOST_TESTS, LIVE_PREVIEW_TESTS],
      grep: /@phone|@both/,
      use: {...devices['Pixel 7'], channel: undefined},
    },
    {
      // The same build under the Azure Static Web Apps emulator, with the host configuration the build wrote.
      name: 'host',
      testMatch: HOST_TESTS,
      use: {
        ...devices['Desktop Chrome'],
        viewport: {width: 1280, height: 800},
        channel: undefined,
        baseURL: `http://127.0.0.1:${HOST_EMULATOR_PORT}`,
      },
    },
  ],
  // The production build (run `npm run build` first), the local identity provider and the local collector.
  webServer: [
    identityProviderServer([SITE_PORT, HOST_EMULATOR_PORT, E2E_PORTS.pendingSample, E2E_PORTS.deploySwap]),
    collectorServer,
    {
      command: `node src/hosting/tools/serveBuild.mjs --port ${SITE_PORT}`,
      url: `http://127.0.0.1:${SITE_PORT}/`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
    {
      command: `node src/hosting/tools/emulator.mjs --port ${HOST_EMULATOR_PORT}`,
      // Answers without a principal: the emulator is up.
      url: `http://127.0.0.1:${HOST_EMULATOR_PORT}/.auth/me`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      timeout: 120_000,
      // Without it every process of the group is killed at once, leaving the tool's copy of the configuration in /tmp.
      gracefulShutdown: {signal: 'SIGTERM', timeout: 5_000},
    },
  ],
});
