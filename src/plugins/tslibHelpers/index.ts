/**
 * Keeps the whole of tslib (about 4 KB gzip) out of main.js. @docusaurus/utils-common, which every page loads,
 * is compiled to CommonJS and calls one tslib helper, `__importDefault`; a `require` of tslib cannot be
 * tree-shaken, so all of its helpers shipped. Its `require("tslib")` gets `importDefault.cjs` instead.
 * The build stops, naming this plugin, if utils-common starts calling another helper.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {replaceModule} from '../replaceModule';

const UTILS_COMMON = path.dirname(require.resolve('@docusaurus/utils-common'));
const HELPERS_PROVIDED = ['__importDefault'];

/** The tslib helpers utils-common's files call. */
function helpersCalled(): string[] {
  const called = new Set<string>();
  for (const file of fs.readdirSync(UTILS_COMMON).filter((name) => name.endsWith('.js'))) {
    const source = fs.readFileSync(path.join(UTILS_COMMON, file), 'utf8');
    for (const [, helper] of source.matchAll(/\btslib_\d+\.(__\w+)/g)) called.add(helper!);
  }
  return [...called].sort();
}

export default function tslibHelpers(): Plugin {
  const missing = helpersCalled().filter((helper) => !HELPERS_PROVIDED.includes(helper));
  if (missing.length > 0) {
    throw new Error(
      `src/plugins/tslibHelpers: @docusaurus/utils-common now calls tslib's ${missing.join(', ')}. ` +
        'Add it to importDefault.cjs and HELPERS_PROVIDED, or remove the plugin from docusaurus.config.ts.',
    );
  }
  const helpers = path.join(__dirname, 'importDefault.cjs');
  return replaceModule('tslib-helpers', /^tslib$/, (resource) => {
    if (resource.context?.startsWith(UTILS_COMMON)) resource.request = helpers;
  });
}
