import React from 'react';
import {renderToString} from 'react-dom/server';
import {afterEach, beforeAll, expect, test, vi} from 'vitest';
import {cleanup, render, screen} from '@testing-library/react';
import {HelmetProvider} from 'react-helmet-async';
import {MemoryRouter} from 'react-router-dom';
import {useSiteLocale} from '@site/src/testing/site';
import SearchBar from './';

// The box's own code (./SearchBox.tsx, its tests) arrives on demand: here, a stand-in that shows what it was given.
vi.mock('@site/src/search/theme/SearchBar/boxOnDemand', () => ({
  SEARCH_BOX_AT_ONCE: null,
  loadSearchBox: () =>
    Promise.resolve(({initialQuery, focusOnMount}: {initialQuery?: string; focusOnMount?: boolean}) => (
      <p>{`box loaded with “${initialQuery}”, focused: ${focusOnMount}`}</p>
    )),
}));
vi.mock('@site/src/search/browser/searchClient', () => ({
  searchClientFor: () => ({prefetch: () => Promise.resolve()}),
}));

const inSite = () => (
  <HelmetProvider>
    <MemoryRouter>
      <SearchBar />
    </MemoryRouter>
  </HelmetProvider>
);

beforeAll(() => useSiteLocale('en'));
afterEach(cleanup);

test('a reader who focused the box and typed before the page hydrated gets the box, with what they typed', async () => {
  window.docusaurus ??= {prefetch: () => false, preload: () => false};
  const container = document.createElement('div');
  container.innerHTML = renderToString(inSite());
  document.body.append(container);
  const input = container.querySelector('input')!;
  input.focus();
  input.value = 'prompts';
  render(inSite(), {container, hydrate: true});
  expect(await screen.findByText('box loaded with “prompts”, focused: true')).toBeTruthy();
});
