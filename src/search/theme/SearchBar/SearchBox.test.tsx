import React from 'react';
import {afterEach, beforeAll, beforeEach, describe, expect, test, vi} from 'vitest';
import {act, cleanup, fireEvent, screen, within} from '@testing-library/react';
import {accessibilityViolations} from '@site/src/testing/axe';
import {searchClientFor, type PageHit, type SearchClient} from '@site/src/search/browser/searchClient';
import {renderInSite, useSiteLocale, type Locale} from '@site/src/testing/site';
import {PageOutOfDateError} from '@site/src/hosting';
import SearchBox from './SearchBox';

// The plugin's worker stands behind the client; the real one is the browser tests' (e2e/search.spec.ts).
vi.mock('@site/src/search/browser/searchClient', () => ({searchClientFor: vi.fn()}));
vi.mock('@site/src/feedback/telemetry', () => ({send: vi.fn()}));

const TEXT = {
  en: {
    name: 'Search the Help Centre',
    collapsed: 'Search',
    expanded: 'Start typing to search',
    results: 'Search results',
    two: '2 results',
    seeAll: 'See all results',
    none: 'No results',
    noneAnnounced: 'No results. Try other words, or the pages suggested below.',
    popular: 'Popular topics',
    unavailable: 'Search is unavailable right now. Check your connection and try again.',
    tryAgain: 'Try again',
    outOfDate: 'The Help Centre was updated after you opened this page. Reload the page to search it.',
    reload: 'Reload the page',
    clear: 'Clear search',
    partial: 'These pages hold only some of your words. Try other words, or fewer of them.',
    elsewhere:
      /^This Help Centre answers questions about ChatGNB\. For another application, ask your department's IT service desk/,
  },
  fr: {
    name: "Rechercher dans le Centre d'aide",
    collapsed: 'Rechercher',
    expanded: 'Commencez à taper pour effectuer une recherche',
    results: 'Résultats de recherche',
    two: '2 résultats',
    seeAll: 'Voir tous les résultats',
    none: 'Aucun résultat',
    noneAnnounced: "Aucun résultat. Essayez d'autres mots ou les pages suggérées ci-dessous.",
    popular: 'Sujets populaires',
    unavailable: "La recherche n'est pas disponible pour le moment. Vérifiez votre connexion et réessayez.",
    tryAgain: 'Réessayer',
    outOfDate:
      "Le Centre d'aide a été mis à jour après l'ouverture de cette page. Rechargez la page pour y faire une recherche.",
    reload: 'Recharger la page',
    clear: 'Effacer la recherche',
    partial: "Ces pages ne contiennent qu'une partie de vos mots. Essayez d'autres mots, ou moins de mots.",
    elsewhere:
      /^Ce Centre d'aide répond aux questions sur ChatGNB\. Pour une autre application, communiquez avec le centre de services informatiques/,
  },
} satisfies Record<Locale, Record<string, string | RegExp>>;

const run = (text: string, marked = false) => ({text, marked});
const HITS: PageHit[] = [
  {
    title: 'Troubleshooting',
    url: '/docs/get-help/troubleshooting?_highlight=cache',
    coverage: 1,
    passages: [
      {
        heading: 'Clear the cache',
        url: '/docs/get-help/troubleshooting?_highlight=cache#clear',
        // The box shows a passage from where it answers (`box`), not the whole text the search page shows.
        text: [run('Sign out first. Empty the '), run('cache', true), run(' of your browser.')],
        box: [run('Empty the '), run('cache', true), run(' of your browser.')],
      },
    ],
  },
  {
    title: 'Privacy and security',
    url: '/docs/privacy?_highlight=cache',
    coverage: 1,
    passages: [
      {
        heading: null,
        url: '/docs/privacy?_highlight=cache',
        text: [run('What the '), run('cache', true)],
        box: [run('What the '), run('cache', true)],
      },
    ],
  },
];

const search = vi.fn<SearchClient['search']>();

/** Types `query` into the box and lets the search answer. */
async function type(query: string) {
  const box = screen.getByRole('combobox');
  await act(async () => {
    fireEvent.change(box, {target: {value: query}});
  });
  return box;
}

const status = () => screen.getByRole('status');

afterEach(cleanup);
beforeEach(() => {
  search.mockReset();
  vi.mocked(searchClientFor).mockReturnValue({search, prefetch: () => Promise.resolve()});
});

describe.each<Locale>(['en', 'fr'])('%s: the navbar search box', (locale) => {
  const t = TEXT[locale];
  beforeAll(() => useSiteLocale(locale));

  test('says "Search" collapsed, "Start typing to search" once the reader is in it, and is named', () => {
    renderInSite(<SearchBox />);
    const box = screen.getByRole('combobox', {name: t.name});
    expect(box.getAttribute('placeholder')).toBe(t.collapsed);
    fireEvent.focus(box);
    expect(box.getAttribute('placeholder')).toBe(t.expanded);
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  test('lists the passages under their pages, each a link, announces their number, and offers all results', async () => {
    search.mockResolvedValue(HITS);
    const {container} = renderInSite(<SearchBox focusOnMount />);
    const box = await type('cache');
    expect(search).toHaveBeenCalledWith('cache', undefined);
    const listbox = screen.getByRole('listbox', {name: t.results});
    expect(
      within(listbox)
        .getAllByRole('group')
        .map((group) => group.textContent),
    ).toEqual([
      'TroubleshootingClear the cache Empty the cache of your browser.',
      'Privacy and security What the cache',
    ]);
    const options = within(listbox).getAllByRole('option');
    // Each a real link to its section, named by page, section and sentence.
    expect(options.map((option) => option.getAttribute('href'))).toEqual([
      '/docs/get-help/troubleshooting?_highlight=cache#clear',
      '/docs/privacy?_highlight=cache',
    ]);
    expect(
      screen.getByRole('option', {name: 'Troubleshooting Clear the cache Empty the cache of your browser.'}).tagName,
    ).toBe('A');
    screen.getByRole('option', {name: 'Privacy and security What the cache'});
    expect(options[0]!.querySelector('mark')?.textContent).toBe('cache');
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(status().textContent).toBe(t.two);
    expect(screen.getByRole('link', {name: t.seeAll}).getAttribute('href')).toMatch(/\/search\?q=cache$/);
    expect(await accessibilityViolations(container)).toEqual([]);
  });

  test('a click opens the hit here and closes the list; Ctrl-, Cmd-, Shift- and middle-click leave both to the browser', async () => {
    search.mockResolvedValue(HITS);
    renderInSite(<SearchBox focusOnMount />);
    await type('cache');
    const [first, second] = screen.getAllByRole('option');
    // fireEvent answers false when the page prevented the browser's own handling of the click.
    expect(fireEvent.click(first!, {ctrlKey: true})).toBe(true);
    expect(fireEvent.click(second!, {metaKey: true})).toBe(true);
    expect(fireEvent.click(second!, {shiftKey: true})).toBe(true);
    expect(fireEvent(first!, new MouseEvent('auxclick', {button: 1, bubbles: true, cancelable: true}))).toBe(true);
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(fireEvent.click(second!)).toBe(false);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  test('Ctrl+Enter (⌘+Enter) opens the highlighted hit in a new tab, Shift+Enter in a new window; the list stays', async () => {
    search.mockResolvedValue(HITS);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderInSite(<SearchBox focusOnMount />);
    const box = await type('cache');
    fireEvent.keyDown(box, {key: 'Enter', ctrlKey: true});
    fireEvent.keyDown(box, {key: 'Enter', metaKey: true});
    fireEvent.keyDown(box, {key: 'ArrowDown'});
    fireEvent.keyDown(box, {key: 'Enter', shiftKey: true});
    expect(open.mock.calls).toEqual([
      ['/docs/get-help/troubleshooting?_highlight=cache#clear', '_blank', 'noopener'],
      ['/docs/get-help/troubleshooting?_highlight=cache#clear', '_blank', 'noopener'],
      ['/docs/privacy?_highlight=cache', '_blank', 'popup'],
    ]);
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(box, {key: 'Enter'});
    expect(open).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('listbox')).toBeNull();
    open.mockRestore();
  });

  test('when nothing is found, says so, announces it and suggests where to go', async () => {
    search.mockResolvedValue([]);
    const {container} = renderInSite(<SearchBox focusOnMount />);
    const box = await type('zzzqqqxxy');
    expect(screen.getByText(t.none, {exact: true})).toBeTruthy();
    expect(screen.getByRole('list', {name: t.popular})).toBeTruthy();
    expect(status().textContent).toBe(t.noneAnnounced);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(await accessibilityViolations(container)).toEqual([]);
  });

  test('when the first page holds little of the question, lists a few hits, says so, and where to ask instead', async () => {
    const weak = Array.from({length: 6}, (_, n) => ({
      ...HITS[n % 2]!,
      title: `Page ${n}`,
      url: `/docs/${n}`,
      coverage: 0.3,
    }));
    search.mockResolvedValue(weak);
    const {container} = renderInSite(<SearchBox focusOnMount />);
    await type('timesheet in the payroll system');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(3);
    expect(screen.getByText(t.partial)).toBeTruthy();
    expect(screen.getByText(t.elsewhere)).toBeTruthy();
    expect(screen.getByRole('list', {name: t.popular})).toBeTruthy();
    expect(await accessibilityViolations(container)).toEqual([]);
    cleanup();
    search.mockResolvedValue(weak.map((hit) => ({...hit, coverage: 1})));
    renderInSite(<SearchBox focusOnMount />);
    await type('cache');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(6);
    expect(screen.queryByText(t.partial)).toBeNull();
  });

  test('when the search cannot run, says so, announces it, and "Try again" searches again', async () => {
    search.mockRejectedValueOnce(new Error('index not fetched')).mockResolvedValueOnce(HITS);
    const {container} = renderInSite(<SearchBox focusOnMount />);
    const box = await type('cache');
    expect(status().textContent).toBe(t.unavailable);
    expect(screen.getByText(t.unavailable, {selector: 'p'})).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(await accessibilityViolations(container)).toEqual([]);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: t.tryAgain}));
    });
    expect(search).toHaveBeenCalledTimes(2);
    expect(document.activeElement).toBe(box);
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(status().textContent).toBe(t.two);
  });

  test('when a deploy replaced the files it would search, says so (not "check your connection") and offers a reload', async () => {
    search.mockRejectedValueOnce(new PageOutOfDateError(new Error('index part gone')));
    const reload = vi.fn();
    vi.stubGlobal('location', {...window.location, reload});
    try {
      const {container} = renderInSite(<SearchBox focusOnMount />);
      await type('cache');
      expect(status().textContent).toBe(t.outOfDate);
      expect(screen.getByText(t.outOfDate, {selector: 'p'})).toBeTruthy();
      expect(screen.queryByText(t.unavailable)).toBeNull();
      expect(await accessibilityViolations(container)).toEqual([]);
      fireEvent.click(screen.getByRole('button', {name: t.reload}));
      expect(reload).toHaveBeenCalledTimes(1);
      expect(search).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  test('Escape closes the list, then empties the box; "Clear search" empties it too', async () => {
    search.mockResolvedValue(HITS);
    renderInSite(<SearchBox focusOnMount />);
    const box = await type('cache');
    fireEvent.keyDown(box, {key: 'Escape'});
    expect(screen.queryByRole('listbox')).toBeNull();
    expect((box as HTMLInputElement).value).toBe('cache');
    fireEvent.keyDown(box, {key: 'Escape'});
    expect((box as HTMLInputElement).value).toBe('');

    await type('cache');
    fireEvent.click(screen.getByRole('button', {name: t.clear}));
    expect((box as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(box);
  });
});

test('takes over what the reader typed before its code arrived, and the focus', async () => {
  await useSiteLocale('en');
  search.mockResolvedValue(HITS);
  const focus = vi.spyOn(HTMLElement.prototype, 'focus');
  await act(async () => {
    renderInSite(<SearchBox initialQuery="cache" focusOnMount />);
  });
  const box = screen.getByRole('combobox');
  expect((box as HTMLInputElement).value).toBe('cache');
  expect(document.activeElement).toBe(box);
  expect(screen.getAllByRole('option')).toHaveLength(2);
  // Without moving the page: the browser scrolls to a box it focuses, which a page scrolled down keeps out of sight
  // in its hidden navbar (src/css/custom.css shows the navbar instead).
  expect(focus.mock.calls).toEqual([[{preventScroll: true}]]);
  focus.mockRestore();
  cleanup();

  // The reader was in the box and had typed nothing yet; or was elsewhere.
  renderInSite(<SearchBox focusOnMount />);
  expect(document.activeElement).toBe(screen.getByRole('combobox'));
  cleanup();
  renderInSite(<SearchBox initialQuery="cache" />);
  expect(document.activeElement).toBe(document.body);
});

test('an answer that arrives after the reader typed on is dropped', async () => {
  await useSiteLocale('en');
  let answerFirst!: (hits: PageHit[]) => void;
  search.mockReturnValueOnce(new Promise((resolve) => (answerFirst = resolve))).mockResolvedValueOnce([]);
  renderInSite(<SearchBox focusOnMount />);
  await type('ca');
  await type('cachezzz');
  await act(async () => answerFirst(HITS));
  expect(screen.queryByRole('option')).toBeNull();
  expect(screen.getByText('No results', {exact: true})).toBeTruthy();
});
