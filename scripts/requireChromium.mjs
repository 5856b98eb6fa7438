#!/usr/bin/env node
/** `npm test` starts here: without a browser the end-to-end tests cannot run, so say what to install at once. */
import {missingChromiumMessage} from '../src/shared/node/chromium.mjs';

const message = missingChromiumMessage();
if (message) {
  console.error(message);
  process.exit(1);
}
