import {translate} from '@docusaurus/Translate';

/** The search input's accessible name in the page's language (the plugin hard-codes "Search"). */
export function searchInputLabel(): string {
  return translate({
    id: 'search.input.ariaLabel',
    message: 'Search the Help Centre',
    description: 'Accessible name of the search box in the navbar and on the search page',
  });
}

/** What the search box says while the reader is in it (the navbar box when expanded, and the search page). */
export function searchPlaceholder(): string {
  return translate({
    id: 'search.input.placeholder',
    message: 'Start typing to search',
    description: 'Placeholder of the expanded navbar search box and of the search page input',
  });
}

/** What the collapsed navbar box says (the theme's own id: the search plugin's French is in i18n/fr/code.json). */
export function collapsedPlaceholder(): string {
  return translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
}
