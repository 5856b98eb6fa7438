/**
 * Unit and component tests of the site's own code in src/ (`npm run test:unit`).
 * Components render with Docusaurus's real client modules (Translate, Link, Head, the site context) in jsdom;
 * `src/testing/` provides the generated modules a build would write (the site's configuration and a locale's
 * translations) and the data our plugins write for the browser (`@chatgnb/`).
 */
import os from 'node:os';
import path from 'node:path';
import {transformWithOxc, type Plugin} from 'vite';
import {defineConfig} from 'vitest/config';

const ROOT = import.meta.dirname;
const DOCUSAURUS_CLIENT = path.join(ROOT, 'node_modules/@docusaurus/core/lib/client');
const THEME_COMMON = path.join(ROOT, 'node_modules/@docusaurus/theme-common/lib');
/** The theme's heading, which components use for their headings (its anchor links). */
const THEME_HEADING = path.join(ROOT, 'node_modules/@docusaurus/theme-classic/lib/theme/Heading/index.js');

/** Docusaurus ships its client modules (and theme-common's) as JSX in `.js` files, which the browser build compiles. */
function docusaurusClientJsx(): Plugin {
  return {
    name: 'docusaurus-client-jsx',
    enforce: 'pre',
    async transform(code, id) {
      if (
        !(id.startsWith(DOCUSAURUS_CLIENT) || id.startsWith(THEME_COMMON) || id === THEME_HEADING) ||
        !id.endsWith('.js')
      ) {
        return null;
      }
      return transformWithOxc(code, id, {lang: 'jsx', jsx: {runtime: 'automatic'}});
    },
  };
}

export default defineConfig({
  plugins: [docusaurusClientJsx()],
  resolve: {
    alias: [
      {find: /^@site\/(.*)$/, replacement: path.join(ROOT, '$1')},
      {
        find: /^@docusaurus\/(Translate|Interpolate|Link|Head|useBaseUrl|useDocusaurusContext|isInternalUrl|useBrokenLinks|router|ExecutionEnvironment|useIsBrowser|useIsomorphicLayoutEffect|useRouteContext|ComponentCreator)$/,
        replacement: path.join(DOCUSAURUS_CLIENT, 'exports/$1.js'),
      },
      {find: /^@theme\/Heading$/, replacement: THEME_HEADING},
      {find: /^@generated\/(.*)$/, replacement: path.join(ROOT, 'src/testing/generated/$1.ts')},
      {find: /^@chatgnb\/(.*)\.json$/, replacement: path.join(ROOT, 'src/testing/chatgnb/$1.ts')},
    ],
  },
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    css: {modules: {classNameStrategy: 'non-scoped'}},
    server: {deps: {inline: [/@docusaurus\/core\/lib\/client/, /@docusaurus\/theme-common\/lib/]}},
    projects: [
      // Before the build: the site's code.
      {
        extends: true,
        test: {name: 'unit', include: ['src/**/*.test.{ts,tsx}'], exclude: ['**/*.site.test.ts'], environment: 'jsdom'},
      },
      // After `npm run build:local`: what the built pages say (site-checks/, and each capability's `*.site.test.ts`).
      {
        extends: true,
        test: {
          name: 'built-site',
          include: ['site-checks/**/*.test.ts', 'src/**/*.site.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          // Every core (vitest's default leaves one free): on a site of thousands of pages, these checks are CPU-bound.
          maxWorkers: os.availableParallelism(),
          // Each page parsed is garbage once its checks ran. With V8's defaults, 2 GB of it piled up before a collection,
          // which stalled a check 30-80 s: a young generation that holds a few pages, and an old one of 768 MB (the
          // largest page in jsdom needs far less), keep collections small (feedback's checks at 1,000 articles: 158 s
          // to 35 s).
          execArgv: ['--max-semi-space-size=64', '--max-old-space-size=768'],
        },
      },
    ],
  },
});
