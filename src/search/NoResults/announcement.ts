import {translate} from '@docusaurus/Translate';

/** What a screen reader hears when a search finds nothing, in the navbar's dropdown and on the search page. */
export function noResultsAnnouncement(): string {
  return translate({
    id: 'search.results.none',
    message: 'No results. Try other words, or the pages suggested below.',
    description: 'Announced when a search finds nothing (the dropdown then suggests pages)',
  });
}
