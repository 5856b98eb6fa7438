import React, {useEffect, type ReactNode} from 'react';
import SearchPage from '@theme-init/SearchPage';
import {searchInputLabel} from '@site/src/search/theme/SearchBar/searchInputLabel';
import {HtmlClassNameProvider, SkipToContentFallbackId} from '@docusaurus/theme-common';
import {SearchPageNoResults} from '@site/src/search/NoResults';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {IS_LIVE_PREVIEW} from '@site/src/shared/livePreview';
import SearchNeedsBuiltSite from '@site/src/search/SearchNeedsBuiltSite';
import {positionAmong, useSearchSession} from '@site/src/search/useSearchSignals';
import './styles.module.css';

/**
 * Search signals of the results page (src/feedback): the query's outcome once the page has answered, and the
 * position of the hit the reader opened. The page's hits are the plugin's `<article>`s in its `<section>`.
 */
function useSearchPageSignals(): void {
  const session = useSearchSession();
  useEffect(() => {
    const content = document.getElementById(SkipToContentFallbackId)?.firstElementChild;
    if (!(content instanceof HTMLElement)) {
      return undefined;
    }
    const hits = () => content.querySelectorAll(':scope > section > article');
    const update = () => {
      const answered = content.querySelector(':scope > p') !== null;
      const query = content.querySelector<HTMLInputElement>('input[type="search"]')?.value ?? '';
      session.results(query, answered ? hits().length : null);
    };
    const hitOpened = (event: MouseEvent) => {
      const link = (event.target as Element).closest('a');
      const position = positionAmong(hits(), link?.closest('article') ?? null);
      if (position) session.opened(position);
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(content, {childList: true, subtree: true, characterData: true});
    content.addEventListener('input', update);
    content.addEventListener('click', hitOpened, {capture: true});
    return () => {
      observer.disconnect();
      content.removeEventListener('input', update);
      content.removeEventListener('click', hitOpened, {capture: true});
    };
  }, [session]);
}

/**
 * The search plugin's results page (patched to have a <main> landmark and an input named in the page's language:
 * patches/README.md), with suggestions where to go when a search finds nothing (src/search/NoResults), and
 * the page's search signals (src/feedback).
 */
function SearchPageWrapper(): ReactNode {
  useSearchPageSignals();
  return (
    <>
      {/* Room for the results, which arrive after the page is shown (./styles.module.css). */}
      <HtmlClassNameProvider className="search-results-page">
        <SearchPage />
      </HtmlClassNameProvider>
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
