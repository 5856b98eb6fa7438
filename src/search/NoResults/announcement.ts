import {translate} from '@docusaurus/Translate';

/** What a screen reader hears when a search finds nothing, in the navbar's dropdown and on the search page. */
export function noResultsAnnouncement(): string {
  return translate({
    id: 'search.results.none',
    message: 'No results. Try other words, or the pages suggested below.',
    description: 'Announced when a search finds nothing (the dropdown then suggests pages)',
  });
}

/**
 * Under hits whose first page holds fewer than half of the reader's words (`PageHit.coverage`): the search found
 * little that fits, and says what to try, in the navbar's dropdown and on the search page.
 */
export function partialMatchMessage(): string {
  return translate({
    id: 'search.results.partial',
    message: 'These pages hold only some of your words. Try other words, or fewer of them.',
    description: 'Under search hits that hold few of the words typed',
  });
}

export {foundLittle} from '../shared/foundLittle';
