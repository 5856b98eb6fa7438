/**
 * `npm run lint`: the site (src/), the end-to-end tests (e2e/), the scripts and the TypeScript configuration files.
 * Formatting is Prettier's business (`npm run format:check`), not ESLint's.
 */
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import {defineConfig, globalIgnores} from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import inventory from './src/upstream/inventory.json' with {type: 'json'};
import capabilityBoundaries from './scripts/checks/capabilityBoundaries.mjs';

// Another package's non-public paths (`<package>/lib/…`, `/dist/…`, `/internal`) and the modules Docusaurus generates
// for its own client (`@generated/…`), which only UPSTREAM.md's entries may use: its guard notices when they change.
const UPSTREAM_INTERNAL = String.raw`^(@generated\/|(@[^/.][^/]*\/)?[^/.@][^/]*\/(.+\/)?(lib|dist|internal)(\/|$))`;
const upstreamInternalMessage =
  'an internal of another package: list it in UPSTREAM.md and src/upstream/inventory.json';
const FILES_WITH_UPSTREAM_INTERNALS = [...new Set(inventory.entries.flatMap((entry) => entry.ours))];

export default defineConfig([
  globalIgnores([
    'build/',
    'build-*/',
    '.docusaurus/',
    'node_modules/',
    'playwright-report/',
    'test-results/',
    'bench-results/',
    'e2e/.auth/',
  ]),

  {
    files: ['**/*.{js,mjs,mts,ts,tsx}'],
    extends: [js.configs.recommended],
    linterOptions: {reportUnusedDisableDirectives: 'error'},
    rules: {
      // `const {auth: _unused, ...rest} = config` is how a property is left out.
      'no-unused-vars': ['error', {ignoreRestSiblings: true}],
    },
  },
  {
    files: ['**/*.{mts,ts,tsx}'],
    extends: [tseslint.configs.recommended],
    languageOptions: {parserOptions: {projectService: true, tsconfigRootDir: import.meta.dirname}},
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', {ignoreRestSiblings: true}],
      // A promise nobody awaits: in a Playwright test, a step that silently runs after the test has moved on.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },

  // Node: the scripts, the capabilities' tools and plugins, the configuration files and the tests.
  {
    files: [
      'scripts/**/*.mjs',
      'src/*/tools/**/*.mjs',
      'src/**/*.mjs',
      'src/*/plugin.ts',
      '*.{mjs,mts,ts}',
      'e2e/**/*.ts',
      'site-checks/**/*.ts',
      'src/**/*.site.test.ts',
    ],
    languageOptions: {globals: globals.node},
  },
  {
    // instrument() and readTimeline() run in the page (addInitScript, evaluate), not in Node; so does the measure of
    // the box's characters.
    files: [
      'src/performance/tools/bench/pageLoads.mjs',
      'src/performance/tools/bench/scale/inPage.mjs',
      'src/search/tools/measureBoxFont.mjs',
    ],
    languageOptions: {globals: globals.browser},
  },
  {
    // The search's steps, loaded with require() by Docusaurus's configuration and bundled into the search worker.
    files: ['src/search/**/*.js'],
    languageOptions: {sourceType: 'commonjs', globals: {...globals.node, ...globals.browser, ...globals.worker}},
  },

  // A capability is reached from outside only through its index (src/<capability>/index.ts; tools/index.mjs for
  // tools), from another capability, the tests' journeys and checks, and the commands alike.
  {
    files: ['src/**/*.{js,mjs,ts,tsx}', 'e2e/**/*.ts', 'site-checks/**/*.ts', 'scripts/**/*.mjs'],
    plugins: {site: {rules: {'capability-boundaries': capabilityBoundaries}}},
    rules: {'site/capability-boundaries': 'error'},
  },

  // The site's React code.
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: {globals: globals.browser},
    // @ts-expect-error The plugin's declared configs give each rule's level as any string, not as ESLint's levels.
    plugins: {'@docusaurus': docusaurus},
    rules: {
      // Every rule of the plugin (its "all" set); errors, since a warning nobody must fix is no habit.
      '@docusaurus/string-literal-i18n-messages': 'error',
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
      '@docusaurus/no-untranslated-text': [
        'error',
        {
          // Text that reads the same in English and French: the product's name, punctuation and symbols.
          ignoredStrings: ['ChatGNB', '·', '—', '–', '|', '/', '×', '→', '←', '…', '•'],
        },
      ],
    },
  },
  {
    // Tests and their harness run in Node (Vitest), over the site's code: test names and fixtures are not UI text.
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    languageOptions: {globals: globals.node},
    rules: {'@docusaurus/no-untranslated-text': 'off', '@docusaurus/string-literal-i18n-messages': 'off'},
  },
  {
    files: ['**/*.{js,mjs,mts,ts,tsx}'],
    ignores: FILES_WITH_UPSTREAM_INTERNALS,
    rules: {
      'no-restricted-imports': ['error', {patterns: [{regex: UPSTREAM_INTERNAL, message: upstreamInternalMessage}]}],
      'no-restricted-syntax': [
        'error',
        ...['ImportExpression > Literal.source', "CallExpression[callee.name='require'] > Literal.arguments"].map(
          (call) => ({selector: `${call}[value=/${UPSTREAM_INTERNAL}/]`, message: upstreamInternalMessage}),
        ),
      ],
    },
  },
  {
    // The sign-in screens stand in for the site before its layout exists: no anchors, no table of contents, and
    // none of the theme's components (their chunk is the gate's, paid by every reader on every page).
    files: ['src/signIn/**/*.tsx'],
    rules: {'@docusaurus/prefer-docusaurus-heading': 'off'},
  },
]);
