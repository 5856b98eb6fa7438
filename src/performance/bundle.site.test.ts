/**
 * Each performance patch of UPSTREAM.md still applies to what the build produced: the upstream code it keeps out of
 * every page's first JavaScript (main.js) is not there, and what it puts in its place is. A patch that stopped
 * matching its upstream module would otherwise only make pages slower, with every other test passing.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {LOCALES, localePath, type Locale} from '@site/e2e/site';
import {BUILD} from '../../site-checks/builtPages';
import {COMPILE_HINT} from './compileHint';

function mainScriptOf(locale: Locale): string {
  const folder = path.join(BUILD, localePath(locale, '/assets/js'));
  const main = fs.readdirSync(folder).find((file) => /^main\.[0-9a-f]+\.js$/.test(file));
  if (!main) throw new Error(`No main.js in ${folder}: run npm run build:local first.`);
  return fs.readFileSync(path.join(folder, main), 'utf8');
}

/**
 * Code recognized by a name only it uses, that main.js must not hold, and where the patch that keeps it out is told
 * (an entry of UPSTREAM.md, or a performance patch of src/performance/patches.mjs).
 */
const KEPT_OUT_OF_MAIN = [
  {entry: 'UPSTREAM.md, prism-client-module-emptied', module: 'Prism (prism-react-renderer)', marker: 'lookbehind'},
  {entry: 'patches.mjs, search-box-on-demand', module: 'the navbar search box (downshift)', marker: 'downshift-'},
  {entry: 'patches.mjs, search-box-on-demand', module: 'the search worker’s client', marker: 'fetchIndexes'},
  {
    entry: 'UPSTREAM.md, theme-common-shallow-memo-sort',
    module: 'theme-common’s useShallowMemoObject sorting with localeCompare',
    marker: '[0].localeCompare(',
  },
];

describe.each(LOCALES)('%s: the performance patches still apply', (locale) => {
  const main = mainScriptOf(locale);

  test.each(KEPT_OUT_OF_MAIN)('$entry: $module is not in main.js', ({marker, entry}) => {
    expect(main.includes(marker), `${marker} is in main.js: see ${entry}`).toBe(false);
  });

  test.each([
    {
      state: 'the colour mode',
      code: /useEffect\)\(\(\)=>\{\(0,\w+\.startTransition\)\(\(\)=>\{\w+\(\w+\(\)\),\w+\(\w+\(\)\)\}\)\},\[\]\)/,
    },
    {state: 'the window size', code: /\.startTransition\)\((\w+)\),window\.addEventListener\("resize",\1\)/},
  ])('UPSTREAM.md, docusaurus-post-hydration-transitions: $state is set in a transition once mounted', ({code}) => {
    expect(main).toMatch(code);
  });

  test.each([
    {
      change: 'a route’s component is made when first used',
      code: /return (\w+)\.preload=\(\)=>\w+\(\)\.preload\(\),\1\}/,
    },
    {change: 'a path without parameters is matched as a string', code: /\/\^\[\\x20-\\x7e\]\*\$\//},
    {change: 'prefetch groups chunk names by path once', code: /\.replace\(\/-\[\^-\]\+\$\/,""\);\w+\.set\(/},
    {
      change: 'the page’s route is preloaded in a task of its own',
      code: /setTimeout\(\(\)=>\{\w+\(window\.location\.pathname\)\.then\(/,
    },
  ])('UPSTREAM.md, docusaurus-startup-per-route: $change', ({code}) => {
    expect(main).toMatch(code);
  });

  test('patches.mjs, main-compile-hint: main.js starts with the compile hint', () => {
    expect(main.split('\n', 1)[0]).toBe(COMPILE_HINT);
  });

  test('patches.mjs, route-lists-after-startup: the route lists main.js reads are stand-ins made on first use', () => {
    expect(main).toMatch(/for\(let \w+ of Object\.getOwnPropertyNames\(Reflect\)\)/);
  });

  test('idle-prefetch-window-docusaurus: the prefetch wrapper is in main.js', () => {
    expect(main).toContain('helpcentre:prefetches-issued');
  });
});
