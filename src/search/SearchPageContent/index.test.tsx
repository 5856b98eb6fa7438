import React from 'react';
import {afterEach, beforeAll, beforeEach, describe, expect, test, vi} from 'vitest';
import {act, cleanup, fireEvent, screen, within} from '@testing-library/react';
import {accessibilityViolations} from '@site/src/testing/axe';
import {searchClientFor, type PageHit, type SearchClient} from '@site/src/search/browser/searchClient';
import {renderInSite, useSiteLocale, type Locale} from '@site/src/testing/site';
import {PageOutOfDateError} from '@site/src/hosting';
import SearchPageContent from '.';

// The plugin's worker stands behind the client; the real one is the browser tests' (e2e/search.spec.ts).
vi.mock('@site/src/search/browser/searchClient', () => ({searchClientFor: vi.fn()}));
vi.mock('@site/src/feedback/telemetry', () => ({send: vi.fn()}));

const TEXT = {
  en: {
    name: 'Search the Help Centre',
    title: 'Search results for "cache"',
    empty: 'Search the Help Centre',
    two: '2 results for “cache”',
    first: 'First 10 results for “cache”',
    none: 'No documents were found',
    noneAnnounced: 'No results. Try other words, or the pages suggested below.',
    popular: 'Popular topics',
    more: 'Show more results',
    partial: 'These pages hold only some of your words. Try other words, or fewer of them.',
    unavailable: 'Search is unavailable right now. Check your connection and try again.',
    tryAgain: 'Try again',
    outOfDate: 'The Help Centre was updated after you opened this page. Reload the page to search it.',
    reload: 'Reload the page',
  },
  fr: {
    name: "Rechercher dans le Centre d'aide",
    title: 'Résultats de recherche pour « cache »',
    empty: "Rechercher dans le Centre d'aide",
    two: '2 résultats pour « cache »',
    first: 'Les 10 premiers résultats pour « cache »',
    none: "Aucun document n'a été trouvé",
    noneAnnounced: "Aucun résultat. Essayez d'autres mots ou les pages suggérées ci-dessous.",
    popular: 'Sujets populaires',
    more: 'Afficher plus de résultats',
    partial: "Ces pages ne contiennent qu'une partie de vos mots. Essayez d'autres mots, ou moins de mots.",
    unavailable: "La recherche n'est pas disponible pour le moment. Vérifiez votre connexion et réessayez.",
    tryAgain: 'Réessayer',
    outOfDate:
      "Le Centre d'aide a été mis à jour après l'ouverture de cette page. Rechargez la page pour y faire une recherche.",
    reload: 'Recharger la page',
  },
} satisfies Record<Locale, Record<string, string>>;

const run = (text: string, marked = false) => ({text, marked});
/** `count` pages, each with a section that answers. */
const pages = (count: number, from = 0): PageHit[] =>
  Array.from({length: count}, (_, index) => ({
    title: `Page ${from + index + 1}`,
    url: `/docs/page-${from + index + 1}?_highlight=cache`,
    coverage: 1,
    passages: [
      {
        heading: 'Clear the cache',
        url: `/docs/page-${from + index + 1}?_highlight=cache#clear`,
        text: [run('Empty the '), run('cache', true), run('.')],
        box: [run('Empty the '), run('cache', true), run('.')],
      },
    ],
  }));

const search = vi.fn<SearchClient['search']>();

async function renderPage(route = '/search?q=cache') {
  let result!: ReturnType<typeof renderInSite>;
  await act(async () => {
    result = renderInSite(<SearchPageContent />, {route});
  });
  return result;
}
const status = () => screen.getByRole('status');
const titleLinks = () =>
  screen.queryAllByRole('heading', {level: 2}).map((heading) => within(heading).getByRole('link'));

afterEach(cleanup);
beforeEach(() => {
  search.mockReset();
  vi.mocked(searchClientFor).mockReturnValue({search, prefetch: () => Promise.resolve()});
});

describe.each<Locale>(['en', 'fr'])('%s: the search page', (locale) => {
  const t = TEXT[locale];
  beforeAll(() => useSiteLocale(locale));

  test("searches the address's query, lists the pages with their sections as links, and announces the count", async () => {
    search.mockResolvedValue(pages(2));
    const {container} = await renderPage();
    expect(search).toHaveBeenLastCalledWith('cache', 11);
    expect(screen.getByRole('heading', {level: 1}).textContent).toBe(t.title);
    expect((screen.getByRole('searchbox', {name: t.name}) as HTMLInputElement).value).toBe('cache');
    expect(status().textContent).toBe(t.two);
    // The links are the site's (Link adds the French pages' /fr/).
    expect(titleLinks().map((link) => link.getAttribute('href')?.replace(/^\/fr\//, '/'))).toEqual([
      '/docs/page-1?_highlight=cache',
      '/docs/page-2?_highlight=cache',
    ]);
    const passage = within(screen.getAllByRole('article')[0]!).getByRole('link', {
      name: 'Clear the cache Empty the cache.',
    });
    expect(passage.getAttribute('href')).toMatch(/^(\/fr)?\/docs\/page-1\?_highlight=cache#clear$/);
    expect(passage.querySelector('mark')?.textContent).toBe('cache');
    expect(screen.queryByRole('button', {name: t.more})).toBeNull();
    expect(await accessibilityViolations(container)).toEqual([]);
  });

  test('"Show more results" lists the next pages and moves the focus to the first added', async () => {
    search.mockImplementation(async (_query, count = 0) => pages(Math.min(count, 25)));
    const {container} = await renderPage();
    expect(titleLinks()).toHaveLength(10);
    expect(status().textContent).toBe(t.first);
    expect(await accessibilityViolations(container)).toEqual([]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: t.more}));
    });
    expect(search).toHaveBeenLastCalledWith('cache', 21);
    expect(titleLinks()).toHaveLength(20);
    expect(document.activeElement).toBe(titleLinks()[10]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: t.more}));
    });
    expect(titleLinks()).toHaveLength(25);
    expect(screen.queryByRole('button', {name: t.more})).toBeNull();
  });

  test('when nothing is found, says so, announces it and suggests where to go', async () => {
    search.mockResolvedValue([]);
    const {container} = await renderPage('/search?q=zzzqqqxxy');
    expect(screen.getByText(t.none)).toBeTruthy();
    expect(status().textContent).toBe(t.noneAnnounced);
    expect(screen.getByRole('list', {name: t.popular})).toBeTruthy();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(await accessibilityViolations(container)).toEqual([]);
  });

  test('when the first page holds few of the words, lists the pages and suggests what to try', async () => {
    search.mockResolvedValue(pages(2).map((page) => ({...page, coverage: 0.25})));
    const {container} = await renderPage('/search?q=cache+zzz+qqq+xxy');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText(t.partial)).toBeTruthy();
    expect(screen.getByRole('list', {name: t.popular})).toBeTruthy();
    expect(await accessibilityViolations(container)).toEqual([]);
    cleanup();
    search.mockResolvedValue(pages(2));
    await renderPage('/search?q=cache');
    expect(screen.queryAllByText(t.partial)).toHaveLength(0);
  });

  test('when the search cannot run, says so, announces it, and "Try again" searches again', async () => {
    search.mockRejectedValueOnce(new Error('index not fetched')).mockResolvedValueOnce(pages(2));
    const {container} = await renderPage();
    expect(status().textContent).toBe(t.unavailable);
    expect(screen.getByText(t.unavailable, {selector: 'p:not([role])'})).toBeTruthy();
    expect(await accessibilityViolations(container)).toEqual([]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: t.tryAgain}));
    });
    expect(search).toHaveBeenCalledTimes(2);
    expect(document.activeElement).toBe(screen.getByRole('searchbox'));
    expect(status().textContent).toBe(t.two);
  });

  test('when a deploy replaced the files it would search, says so (not "check your connection") and offers a reload', async () => {
    search.mockRejectedValueOnce(new PageOutOfDateError(new Error('index part gone')));
    const reload = vi.fn();
    vi.stubGlobal('location', {...window.location, reload});
    try {
      const {container} = await renderPage();
      expect(status().textContent).toBe(t.outOfDate);
      expect(screen.getByText(t.outOfDate, {selector: 'p:not([role])'})).toBeTruthy();
      expect(screen.queryByText(t.unavailable)).toBeNull();
      expect(await accessibilityViolations(container)).toEqual([]);
      fireEvent.click(screen.getByRole('button', {name: t.reload}));
      expect(reload).toHaveBeenCalledTimes(1);
      expect(search).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  test('with no query, is titled for what it does and lists nothing', async () => {
    await renderPage('/search');
    expect(screen.getByRole('heading', {level: 1}).textContent).toBe(t.empty);
    expect(status().textContent).toBe('');
    expect(search).not.toHaveBeenCalled();
  });
});

test('typing searches the new words and lists their pages', async () => {
  await useSiteLocale('en');
  search.mockResolvedValueOnce(pages(2)).mockResolvedValueOnce(pages(1, 5));
  await renderPage();
  await act(async () => {
    fireEvent.change(screen.getByRole('searchbox'), {target: {value: 'cookies'}});
  });
  expect(search).toHaveBeenLastCalledWith('cookies', 11);
  expect(titleLinks().map((link) => link.textContent)).toEqual(['Page 6']);
  expect(status().textContent).toBe('One result for “cookies”');
});
