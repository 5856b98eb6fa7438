import {afterEach, describe, expect, test, vi} from 'vitest';
import {
  fetchIndexesByWorker,
  searchByWorker,
  type WorkerSearchResult,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';
import {pageHitsOf, searchClientFor, textRunsOf, type TextRun} from './searchClient';

// The plugin's worker; the real one answers in the browser tests (e2e/search.spec.ts).
vi.mock('@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker', () => ({
  searchByWorker: vi.fn(),
  fetchIndexesByWorker: vi.fn(),
}));

const PAGE = {i: 1, t: 'Troubleshooting', u: '/fr/docs/get-help/troubleshooting'};

afterEach(() => vi.resetAllMocks());

const heading = (text: string, hash: string, tokens = ['cache']): WorkerSearchResult => ({
  document: {i: 2, t: text, u: PAGE.u, h: hash, p: 1},
  type: 1,
  page: PAGE,
  tokens,
});
const paragraph = (text: string, section: string, tokens = ['cache'], hash = '#x'): WorkerSearchResult => ({
  document: {i: 3, t: text, s: section, u: PAGE.u, h: hash, p: 1},
  type: 4,
  page: PAGE,
  tokens,
});
const plain = (runs: TextRun[]) => runs.map((run) => (run.marked ? `[${run.text}]` : run.text)).join('');

describe('worker results as page hits (the adapter)', () => {
  test("a page's title opens the page, its words to mark", () => {
    expect(pageHitsOf([{document: PAGE, type: 0, tokens: ['cache']}])).toEqual([
      {
        title: 'Troubleshooting',
        url: '/fr/docs/get-help/troubleshooting?_highlight=cache',
        passages: [
          {
            heading: null,
            url: '/fr/docs/get-help/troubleshooting?_highlight=cache',
            text: [{text: 'Troubleshooting', marked: false}],
          },
        ],
      },
    ]);
  });

  test('the results of a page are its passages, one a section, under one title, at most 3; pages in order', () => {
    const other = {i: 9, t: 'Privacy', u: '/fr/docs/privacy'};
    const hits = pageHitsOf([
      heading('Clear the cache', '#clear-the-cache', ['cache', 'vider']),
      {document: {i: 10, t: 'Cache and privacy', u: other.u, h: '#c', p: 9}, type: 1, page: other, tokens: ['cache']},
      // The section's paragraph gives the heading that matched its text.
      paragraph('Empty the cache of the browser.', 'Clear the cache', ['cache'], '#clear-the-cache'),
      paragraph('Another cache paragraph there.', 'Clear the cache', ['cache'], '#clear-the-cache'),
      paragraph('The cache again.', 'Troubleshooting', ['cache'], ''),
      paragraph('A cache passage.', 'More', ['cache'], '#more'),
      paragraph('A fourth section.', 'Last', ['cache'], '#last'),
    ]);
    expect(hits.map((hit) => hit.title)).toEqual(['Troubleshooting', 'Privacy']);
    expect(hits[0]!.url).toBe('/fr/docs/get-help/troubleshooting?_highlight=cache&_highlight=vider');
    expect(hits[0]!.passages.map(({heading: h, url, text}) => [h, url, plain(text)])).toEqual([
      [
        'Clear the cache',
        '/fr/docs/get-help/troubleshooting?_highlight=cache&_highlight=vider#clear-the-cache',
        'Empty the [cache] of the browser.',
      ],
      // A paragraph under the page's own title has no heading of its own.
      [null, '/fr/docs/get-help/troubleshooting?_highlight=cache', 'The [cache] again.'],
      ['More', '/fr/docs/get-help/troubleshooting?_highlight=cache#more', 'A [cache] passage.'],
    ]);
  });

  test("a page whose own document is not fetched yet is still addressed by its sections' documents", () => {
    const standIn = {i: 1} as WorkerSearchResult['document'];
    const [hit] = pageHitsOf([{...paragraph('The cache.', 'Clear the cache'), page: standIn}]);
    expect(hit!.url).toBe('/fr/docs/get-help/troubleshooting?_highlight=cache');
    expect(hit!.title).toBe('Clear the cache');
  });

  test("a paragraph shows its words around the first that matched, the reader's words marked whole", () => {
    const text =
      'Most problems go away once the browser forgets what it kept. Videz le cache de votre navigateur, fermez toutes les fenêtres, puis rouvrez la page.';
    const [hit] = pageHitsOf([paragraph(text, 'Clear the cache', ['fenetre', 'PAGE'])]);
    expect(plain(hit!.passages[0]!.text)).toBe('…fermez toutes les [fenêtres], puis rouvrez la [page].');
    expect(textRunsOf('Short text.', ['absent'])).toEqual([{text: 'Short text.', marked: false}]);
  });

  test('odd words are escaped in the link, and marked as text', () => {
    const [hit] = pageHitsOf([{document: PAGE, type: 0, tokens: ['a&b=c#d']}]);
    expect(new URL(hit!.url, 'https://x').searchParams.getAll('_highlight')).toEqual(['a&b=c#d']);
    expect(hit!.url).not.toContain('#d');
    expect(plain(textRunsOf('<b>x</b> a&b=c#d', ['a&b=c#d']))).toBe('<b>x</b> [a&b=c#d]');
  });
});

describe('the client', () => {
  test("asks the worker of the page's language for the box's hits, or for enough to list `pages` pages", async () => {
    vi.mocked(searchByWorker).mockResolvedValue([
      {document: PAGE, type: 0, tokens: ['cache']},
      {document: {i: 9, t: 'Privacy', u: '/fr/docs/privacy'}, type: 0, tokens: ['cache']},
    ]);
    const hits = await searchClientFor('/fr/').search('cache');
    expect(searchByWorker).toHaveBeenCalledWith('/fr/', '', 'cache', 8);
    expect(hits.map((hit) => hit.title)).toEqual(['Troubleshooting', 'Privacy']);
    expect((await searchClientFor('/fr/').search('cache', 1)).map((hit) => hit.title)).toEqual(['Troubleshooting']);
    expect(vi.mocked(searchByWorker).mock.calls[1]![3]).toBeGreaterThan(1);
  });

  test('rejects when the worker fails, for the box to say so', async () => {
    vi.mocked(searchByWorker).mockRejectedValue(new Error('index not fetched'));
    vi.mocked(fetchIndexesByWorker).mockRejectedValue(new Error('index not fetched'));
    const client = searchClientFor('/');
    await expect(client.search('cache')).rejects.toThrow('index not fetched');
    await expect(client.prefetch()).rejects.toThrow('index not fetched');
  });
});
