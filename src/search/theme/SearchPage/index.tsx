import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {IS_LIVE_PREVIEW} from '@site/src/shared/livePreview';
import SearchNeedsBuiltSite from '@site/src/search/SearchNeedsBuiltSite';
import SearchPageContent from '@site/src/search/SearchPageContent';
import {searchInputLabel} from '@site/src/search/theme/SearchBar/searchInputLabel';

/** The search page (`/search?q=…`): ours, searching through the navbar box's client (src/search/SearchPageContent). */
function SearchPage(): ReactNode {
  return (
    <Layout>
      <SearchPageContent />
    </Layout>
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

export default IS_LIVE_PREVIEW ? LivePreviewSearchPage : SearchPage;
