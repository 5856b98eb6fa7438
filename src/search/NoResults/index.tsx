/**
 * No dead end: when a search finds nothing, the reader is told so and offered a way on (./Help.tsx), under the
 * navbar box (src/search/theme/SearchBar/SearchBox.tsx) and on the search page (./InSearchPage.tsx, rendered by
 * src/search/theme/SearchPage).
 */
export {default} from './Help';
export {default as SearchPageNoResults} from './InSearchPage';
export {noResultsAnnouncement} from './announcement';
