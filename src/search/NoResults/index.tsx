/**
 * No dead end: when a search finds nothing, or little that fits, the reader is told so and offered a way on (./Help.tsx), under the
 * navbar box (src/search/theme/SearchBar/SearchBox.tsx) and on the search page (src/search/theme/SearchPage).
 */
export {default} from './Help';
export {foundLittle, noResultsAnnouncement, partialMatchMessage} from './announcement';
