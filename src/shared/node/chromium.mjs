/**
 * The browser of the end-to-end tests (playwright.config.ts) and of the benchmarks (src/performance/tools/bench/):
 * Debian's Chromium, since Playwright cannot download its own browser here.
 */
import fs from 'node:fs';

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

/** One line saying what to install when there is no Chromium to run at CHROMIUM_PATH, or null when there is. */
export function missingChromiumMessage(chromiumPath = CHROMIUM_PATH) {
  try {
    fs.accessSync(chromiumPath, fs.constants.X_OK);
    if (fs.statSync(chromiumPath).isFile()) {
      return null;
    }
  } catch {
    // Reported below.
  }
  return (
    `Chromium not found at ${chromiumPath}: install Debian's Chromium (sudo apt-get install chromium), ` +
    `or set CHROMIUM_PATH to the Chromium you have.`
  );
}
