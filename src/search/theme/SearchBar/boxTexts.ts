import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {noResultsAnnouncement} from '@site/src/search/NoResults/announcement';
import {searchInputLabel, searchPlaceholder} from './searchInputLabel';

/**
 * What the search plugin's navbar box says, in the page's language; used by our patch of the plugin's box
 * (patches/README.md), whose own texts are English ("Search") or missing.
 */
export function useSearchBoxTexts() {
  const {selectMessage} = usePluralForm();
  return {
    input: searchInputLabel(),
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
