import {translate} from '@docusaurus/Translate';

/** The search input's accessible name in the page's language (the plugin hard-codes "Search"). */
export function searchInputLabel(): string {
  return translate({
    id: 'search.input.ariaLabel',
    message: 'Search the Help Centre',
    description: 'Accessible name of the search box in the navbar and on the search page',
  });
}
