/**
 * No dead end: when a search finds nothing, the reader is told so (the plugin's "No results") and offered a way
 * on (./Help.tsx), in the navbar's dropdown (./InSearchBar.tsx, rendered by src/search/theme/SearchBar) and on the search
 * page (./InSearchPage.tsx, rendered by src/search/theme/SearchPage).
 */
export {default} from './Help';
export {default as SearchBarNoResults} from './InSearchBar';
export {default as SearchPageNoResults} from './InSearchPage';
export {noResultsAnnouncement} from './announcement';
