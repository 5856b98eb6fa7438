import React, {useEffect, type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import {searchInputLabel, searchPlaceholder} from '@site/src/theme/SearchBar/searchInputLabel';
import {SkipToContentFallbackId} from '@docusaurus/theme-common';
import {SearchPageNoResults} from '@site/src/components/SearchNoResults';

/**
 * The search plugin's results page has no <main> landmark (its content sits
 * straight in the layout) and names its input "Search" in every language.
 * The wrapper marks the page content as the main landmark and names the input
 * in the page's language, with the same placeholder as the navbar box. When a search finds nothing, the page
 * suggests where to go (src/components/SearchNoResults).
 */
export default function SearchPageWrapper(): ReactNode {
  const label = searchInputLabel();
  const placeholder = searchPlaceholder();
  useEffect(() => {
    const content = document.getElementById(SkipToContentFallbackId)?.firstElementChild;
    if (content && !content.closest('main')) {
      content.setAttribute('role', 'main');
    }
    const input = content?.querySelector('input[type="search"]');
    input?.setAttribute('aria-label', label);
    input?.setAttribute('placeholder', placeholder);
  }, [label, placeholder]);
  return (
    <>
      <SearchPage />
      <SearchPageNoResults />
    </>
  );
}
