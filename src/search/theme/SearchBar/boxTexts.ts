import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {noResultsAnnouncement, partialMatchMessage} from '@site/src/search/NoResults/announcement';
import {collapsedPlaceholder, searchInputLabel, searchPlaceholder} from './searchInputLabel';

/** What the search box cannot do when the worker fails (the index cannot be fetched, the worker cannot start). */
export function unavailableMessage(): string {
  return translate({
    id: 'search.unavailable',
    message: 'Search is unavailable right now. Check your connection and try again.',
    description: 'Shown and announced under the navbar search box when the search cannot run',
  });
}

/** What the box says when a deploy replaced the files it would search with (the page's notice says it too). */
export function outOfDateMessage(): string {
  return translate({
    id: 'search.outOfDate',
    message: 'The Help Centre was updated after you opened this page. Reload the page to search it.',
    description: 'Shown and announced under the navbar search box when a new version of the site replaced its files',
  });
}

/** The button that reloads a page whose search files a deploy replaced. */
export function reloadLabel(): string {
  return translate({
    id: 'search.outOfDate.reload',
    message: 'Reload the page',
    description: 'Button under "The Help Centre was updated after you opened this page": reloads the page',
  });
}

/** The button that runs a failed search again. */
export function tryAgainLabel(): string {
  return translate({
    id: 'search.unavailable.retry',
    message: 'Try again',
    description: 'Button under "Search is unavailable right now": runs the search again',
  });
}

/** What the navbar box shows and announces, in the page's language (loaded with the box, ./SearchBox.tsx). */
export function useSearchBoxTexts() {
  const {selectMessage} = usePluralForm();
  return {
    input: searchInputLabel(),
    collapsedPlaceholder: collapsedPlaceholder(),
    expandedPlaceholder: searchPlaceholder(),
    results: translate({
      id: 'search.results.ariaLabel',
      message: 'Search results',
      description: 'Accessible name of the list of hits under the navbar search box',
    }),
    clear: translate({
      id: 'search.clear.ariaLabel',
      message: 'Clear search',
      description: 'Accessible name of the button that empties the navbar search box',
    }),
    seeAll: translate({id: 'theme.SearchBar.seeAll', message: 'See all results'}),
    noResults: translate({id: 'theme.SearchBar.noResultsText', message: 'No results'}),
    partial: partialMatchMessage(),
    unavailable: unavailableMessage(),
    tryAgain: tryAgainLabel(),
    outOfDate: outOfDateMessage(),
    reload: reloadLabel(),
    /** What the live region says: the number of hits, "No results…", or nothing while no search shows. */
    hitCount(count: number | null): string {
      if (count === null) {
        return '';
      }
      if (count === 0) {
        return noResultsAnnouncement();
      }
      return selectMessage(
        count,
        translate(
          {
            id: 'search.results.count',
            message: 'One result|{count} results',
            description: 'Announced when the search box lists hits (plural forms separated by "|")',
          },
          {count},
        ),
      );
    },
  };
}

export type SearchBoxTexts = ReturnType<typeof useSearchBoxTexts>;
