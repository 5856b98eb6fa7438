/**
 * Search (see ./README.md). `@easyops-cn/docusaurus-search-local` builds a hashed lunr index per locale and searches
 * it in its web worker; this plugin teaches the index readers' words (accent folding, synonyms:
 * ./build/indexSteps.js) and contributes the navbar box and the results page (./theme).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import type {PluginOptions as SearchIndexOptions} from '@easyops-cn/docusaurus-search-local';
import {browserData} from '../shared/browserData';
import {NOT_PAGE_CONTENT_ATTRIBUTE} from '../shared/notPageContent';
import {writingIntoBuild} from '../shared/postBuildWrites';
import {wholeIndexFolder, writeIndexParts} from './build/writeIndexParts';
import {registerLocales} from './build/indexSteps';
import {readRelatedTerms} from './build/relatedTermsFiles';
import {relatedTermsProblemsByFile} from './build/relatedTermsCheck';
import {SEARCH_HIT_LIMIT} from './shared/hitLinks';

// The package's types declare its options only.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const indexer = require('@easyops-cn/docusaurus-search-local') as {
  default: (context: LoadContext, options: unknown) => Plugin;
  validateOptions: NonNullable<PluginModule['validateOptions']>;
};

/**
 * The plugin that builds the index (listed before ours, so that our theme components replace its own), followed,
 * once it has written each locale's index, by splitting that index into the parts the browser fetches
 * (./build/writeIndexParts.js), which takes the whole index out of the build. Docusaurus runs the plugins' postBuild
 * at the same time: the split must follow the write, and the host's quotas count the build once it is done.
 */
export function searchIndexer(context: LoadContext, options: unknown): Plugin {
  const plugin = indexer.default(context, options);
  const writeIndex = plugin.postBuild;
  plugin.postBuild = (props) =>
    writingIntoBuild(
      (async () => {
        await writeIndex?.call(plugin, props);
        const indexes = fs.readdirSync(props.outDir).filter((file) => /^search-index(-[\w-]+)?\.json$/.test(file));
        // The copies of this folder's previous build go.
        fs.rmSync(wholeIndexFolder(context.generatedFilesDir, props.outDir), {recursive: true, force: true});
        for (const file of indexes.filter((name) => !name.endsWith('-dictionary.json'))) {
          writeIndexParts(path.join(props.outDir, file), context.generatedFilesDir);
        }
      })(),
    );
  return plugin;
}
searchIndexer.validateOptions = indexer.validateOptions;

/**
 * The label of an admonition: the theme's module class (its name is upstream's; the built-site check
 * `admonitions.site.test.ts` fails when no admonition label matches it any more).
 */
export const ADMONITION_LABEL = '.theme-admonition > [class^="admonitionHeading_"]';

/** Its options: the index of both languages, docs and pages (never `ignoredRoutes`), hashed file names. */
export function searchIndexOptions(ignoredRoutes: string[]): SearchIndexOptions & Record<string, unknown> {
  return {
    hashed: true,
    language: ['en', 'fr'],
    indexDocs: true,
    indexBlog: false,
    indexPages: true,
    docsRouteBasePath: '/docs',
    highlightSearchTermsOnTargetPage: true,
    searchResultLimits: SEARCH_HIT_LIMIT,
    ignoreFiles: ignoredRoutes.map((route) => new RegExp(route)),
    // A section's page lists its articles as cards, whose titles are headings: indexed, every article's title
    // was also a heading of its section's page, and the section outranked the article. The section pages'
    // own text is still indexed. Parts a capability marks as not what the page is about are left out (the
    // feedback question at every article's foot). An admonition's label ("tip", « attention ») is not a sentence:
    // indexed, passages read "tip Keep a copy…".
    ignoreCssSelectors: ['.theme-doc-card-container', `[${NOT_PAGE_CONTENT_ATTRIBUTE}]`, ADMONITION_LABEL],
  };
}

export default function search(context: LoadContext): Plugin {
  const problems = relatedTermsProblemsByFile(context.siteDir);
  if (problems.length > 0) {
    throw new Error(`Related terms, to fix (npm run check names them too):\n${problems.join('\n')}`);
  }
  const relatedTerms = readRelatedTerms(context.siteDir);
  registerLocales(context, relatedTerms);
  // The related terms, for the search worker (./worker/readerSearch.js).
  const relatedTermsData = browserData('related-terms.json');
  const themePath = path.join(__dirname, 'theme');
  return {
    name: 'search',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    loadContent: async () => relatedTerms,
    contentLoaded: ({content, actions}) => relatedTermsData.write(actions, content),
    configureWebpack: () => ({resolve: {alias: relatedTermsData.alias()}}),
  };
}
