import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {noResultsAnnouncement, partialMatchMessage} from '@site/src/search/NoResults';
import {searchInputLabel, searchPlaceholder} from '@site/src/search/theme/SearchBar/searchInputLabel';
import {
  outOfDateMessage,
  reloadLabel,
  tryAgainLabel,
  unavailableMessage,
} from '@site/src/search/theme/SearchBar/boxTexts';

/** What the search page shows and announces, in the page's language. */
export function useSearchPageTexts() {
  const {selectMessage} = usePluralForm();
  return {
    input: searchInputLabel(),
    placeholder: searchPlaceholder(),
    /** The page's heading (and title): the query's results, or what the page is for. */
    title(query: string): string {
      return query
        ? translate(
            {
              id: 'theme.SearchPage.existingResultsTitle',
              message: 'Search results for "{query}"',
              description: 'The search page title for non-empty query',
            },
            {query},
          )
        : translate({
            id: 'theme.SearchPage.emptyResultsTitle',
            message: 'Search the Help Centre',
            description: 'The search page title for empty query',
          });
    },
    /** How many pages answer `query`: all of them, or the first `count` when there are more. */
    count(count: number, query: string, more: boolean): string {
      if (more) {
        return translate(
          {
            id: 'search.page.countFirst',
            message: 'First {count} results for “{query}”',
            description: 'Search page, announced: the number of pages listed when there are more to show',
          },
          {count, query},
        );
      }
      return selectMessage(
        count,
        translate(
          {
            id: 'search.page.count',
            message: 'One result for “{query}”|{count} results for “{query}”',
            description: 'Search page, announced: the number of pages found (plural forms separated by "|")',
          },
          {count, query},
        ),
      );
    },
    noResults: translate({
      id: 'theme.SearchPage.noResultsText',
      message: 'No documents were found',
      description: 'The paragraph for empty search result',
    }),
    noResultsAnnounced: noResultsAnnouncement(),
    partial: partialMatchMessage(),
    more: translate({
      id: 'search.page.more',
      message: 'Show more results',
      description: 'Button under the search page results: lists the next pages found',
    }),
    unavailable: unavailableMessage(),
    tryAgain: tryAgainLabel(),
    outOfDate: outOfDateMessage(),
    reload: reloadLabel(),
  };
}

export type SearchPageTexts = ReturnType<typeof useSearchPageTexts>;
