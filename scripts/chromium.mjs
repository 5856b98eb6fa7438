/**
 * The browser of the end-to-end tests (playwright.config.ts) and of the benchmark (scripts/bench/run.mjs):
 * Debian's Chromium, since Playwright cannot download its own browser here.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
