/**
 * Search (see ./README.md). `@easyops-cn/docusaurus-search-local` builds a hashed lunr index per locale and searches
 * it in its web worker; this plugin teaches the index readers' words (accent folding, synonyms: ./indexSteps.js) and
 * contributes the navbar box and the results page (./theme).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PluginOptions as SearchIndexOptions} from '@easyops-cn/docusaurus-search-local';
import {registerLocales} from './indexSteps';
import {SEARCH_HIT_LIMIT} from './settings';

/** The plugin that builds the index; listed before ours, so that our theme components replace its own. */
export const SEARCH_INDEXER = '@easyops-cn/docusaurus-search-local';

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
    // own text is still indexed. The foot of every article ("Was this page helpful?") is not what it is about.
    ignoreCssSelectors: ['.theme-doc-card-container', '.page-feedback'],
  };
}

export default function search(context: LoadContext): Plugin {
  registerLocales(context);
  const themePath = path.join(__dirname, 'theme');
  return {
    name: 'search',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
  };
}
