/**
 * What every page runs first (runtime~main.js and main.js) stays within its budget, and each performance change of
 * UPSTREAM.md still applies to it: the upstream code it keeps out is not there, and what it puts in its place is. A
 * change that stopped matching its upstream module would otherwise only make pages slower, with every other test
 * passing.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {describe, expect, test} from 'vitest';
import {LOCALES, localePath, type Locale} from '@site/src/shared/testFacts/site';
import {BUILD} from '../testing/builtPages';

function scriptOf(locale: Locale, name: 'main' | 'runtime~main'): string {
  const folder = path.join(BUILD, localePath(locale, '/assets/js'));
  const file = fs.readdirSync(folder).find((f) => f.startsWith(`${name}.`) && /\.[0-9a-f]+\.js$/.test(f));
  if (!file) throw new Error(`No ${name}.js in ${folder}: run npm run build:local first.`);
  return fs.readFileSync(path.join(folder, file), 'utf8');
}

/**
 * KB of gzip, as the host sends them, of what every page runs before its content (handbook/performance.md), the
 * French with the interface's French texts (handbook/figures.md#first-js).
 */
const BUDGET_KB = {en: 120, fr: 120};

/** Code recognized by a name only it uses, that main.js must not hold, and where what keeps it out is told. */
const KEPT_OUT_OF_MAIN = [
  {entry: 'UPSTREAM.md, prism-on-demand', module: 'Prism (prism-react-renderer)', marker: 'lookbehind'},
  {entry: 'src/search/theme/SearchBar', module: 'the navbar search box (downshift)', marker: 'downshift-'},
  {entry: 'src/search/theme/SearchBar', module: 'the search worker’s client', marker: 'fetchIndexes'},
  {entry: 'UPSTREAM.md, utils-common-without-tslib', module: 'tslib', marker: '__importDefault'},
  {entry: 'UPSTREAM.md, progress-bar-template-policy', module: 'nprogress', marker: 'nprogress'},
  {entry: 'src/theme/ColorModeToggle', module: 'the theme’s colour scheme switch', marker: 'currently {mode}'},
  {entry: 'UPSTREAM.md, route-lists-per-page', module: 'the routes of the docs’ articles', marker: 'exact:!0,sidebar:'},
  {
    entry: 'UPSTREAM.md, theme-common-shallow-memo-sort',
    module: 'theme-common’s useShallowMemoObject sorting with localeCompare',
    marker: '[0].localeCompare(',
  },
];

describe.each(LOCALES)('%s: what every page runs first', (locale) => {
  const main = scriptOf(locale, 'main');

  test(`runtime~main.js and main.js are within ${BUDGET_KB[locale]} KB of gzip`, () => {
    const bytes = [main, scriptOf(locale, 'runtime~main')].reduce((sum, js) => sum + zlib.gzipSync(js).length, 0);
    expect(bytes / 1024).toBeLessThanOrEqual(BUDGET_KB[locale]);
  });

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

  test("main.js starts with V8's compile hint, so that Chromium compiles it as it loads (src/hosting/compileHint.ts)", () => {
    expect(main.split('\n', 1)[0]).toBe('//# allFunctionsCalledOnLoad');
  });
});
