import React, {useEffect, type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import {searchInputLabel, searchPlaceholder} from '@site/src/theme/SearchBar/searchInputLabel';
import {SkipToContentFallbackId} from '@docusaurus/theme-common';
import {SearchPageNoResults} from '@site/src/components/SearchNoResults';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {IS_LIVE_PREVIEW, SearchNeedsBuiltSite} from '@site/src/components/LivePreviewNotice';

/**
 * The search plugin's results page has no <main> landmark (its content sits
 * straight in the layout) and names its input "Search" in every language.
 * The wrapper marks the page content as the main landmark and names the input
 * in the page's language, with the same placeholder as the navbar box. When a search finds nothing, the page
 * suggests where to go (src/components/SearchNoResults).
 */
function SearchPageWrapper(): ReactNode {
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

/** The live preview has no search index: the search page says so, in the page's language. */
function LivePreviewSearchPage(): ReactNode {
  return (
    <Layout>
      <main className="container margin-vert--lg">
        <Heading as="h1">{searchInputLabel()}</Heading>
        <SearchNeedsBuiltSite />
      </main>
    </Layout>
  );
}

export default IS_LIVE_PREVIEW ? LivePreviewSearchPage : SearchPageWrapper;
