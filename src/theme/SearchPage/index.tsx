import React, {useEffect, type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import {searchInputLabel} from '@site/src/theme/SearchBar/searchInputLabel';
import {SkipToContentFallbackId} from '@docusaurus/theme-common';
import {SearchPageNoResults} from '@site/src/components/SearchNoResults';

/**
 * The search plugin's results page has no <main> landmark (its content sits
 * straight in the layout) and names its input "Search" in every language.
 * The wrapper marks the page content as the main landmark and names the input
 * in the page's language. When a search finds nothing, the page suggests where to go
 * (src/components/SearchNoResults).
 */
export default function SearchPageWrapper(): ReactNode {
  const label = searchInputLabel();
  useEffect(() => {
    const content = document.getElementById(SkipToContentFallbackId)?.firstElementChild;
    if (content && !content.closest('main')) {
      content.setAttribute('role', 'main');
    }
    content?.querySelector('input[type="search"]')?.setAttribute('aria-label', label);
  }, [label]);
  return (
    <>
      <SearchPage />
      <SearchPageNoResults />
    </>
  );
}
