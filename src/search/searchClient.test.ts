import {afterEach, describe, expect, test, vi} from 'vitest';
import {
  fetchIndexesByWorker,
  searchByWorker,
  type WorkerSearchResult,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';
import {excerptOf, hitOf, searchClientFor} from './searchClient';

// The plugin's worker; the real one answers in the browser tests (e2e/search.spec.ts).
vi.mock('@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker', () => ({
  searchByWorker: vi.fn(),
  fetchIndexesByWorker: vi.fn(),
}));

const PAGE = {i: 1, t: 'Troubleshooting', u: '/fr/docs/get-help/troubleshooting'};

afterEach(() => vi.resetAllMocks());

describe('a worker result as a hit', () => {
  test("a page's title opens the page, its words to mark", () => {
    expect(hitOf({document: PAGE, type: 0, tokens: ['cache']})).toEqual({
      title: 'Troubleshooting',
      section: null,
      url: '/fr/docs/get-help/troubleshooting?_highlight=cache',
    });
  });

  test('a heading opens its section, under the title of its page', () => {
    const heading: WorkerSearchResult = {
      document: {i: 2, t: 'Clear the cache', u: PAGE.u, h: '#clear-the-cache', p: 1},
      type: 1,
      page: PAGE,
      tokens: ['cache', 'vider'],
    };
    expect(hitOf(heading)).toEqual({
      title: 'Troubleshooting',
      section: 'Clear the cache',
      url: '/fr/docs/get-help/troubleshooting?_highlight=cache&_highlight=vider#clear-the-cache',
    });
  });

  test('a paragraph names its section, unless it is the page itself', () => {
    const paragraph = (section: string): WorkerSearchResult => ({
      document: {i: 3, t: 'Empty the cache…', s: section, u: PAGE.u, h: '#x', p: 1},
      type: 4,
      page: PAGE,
      tokens: ['cache'],
    });
    expect(hitOf(paragraph('Clear the cache')).section).toBe('Clear the cache');
    expect(hitOf(paragraph('Troubleshooting')).section).toBeNull();
  });

  test('a paragraph shows its words around the first that matched, so that it is told from its heading', () => {
    const text =
      'Most problems go away once the browser forgets what it kept. Videz le cache de votre navigateur, fermez toutes les fenêtres, puis rouvrez la page.';
    const paragraph: WorkerSearchResult = {
      document: {i: 3, t: text, s: 'Clear the cache', u: PAGE.u, h: '#x', p: 1},
      type: 4,
      page: PAGE,
      tokens: ['fenetres'],
    };
    expect(hitOf(paragraph).excerpt).toBe('…fermez toutes les fenêtres, puis rouvrez la page.');
    expect(excerptOf('Short text.', ['absent'])).toBe('Short text.');
    expect(hitOf({document: PAGE, type: 0, tokens: ['cache']})).not.toHaveProperty('excerpt');
  });

  test('odd words are escaped in the link', () => {
    const url = hitOf({document: PAGE, type: 0, tokens: ['a&b=c#d']}).url;
    expect(new URL(url, 'https://x').searchParams.getAll('_highlight')).toEqual(['a&b=c#d']);
    expect(url).not.toContain('#d');
  });
});

describe('the client', () => {
  test("asks the worker of the page's language for the box's hits", async () => {
    vi.mocked(searchByWorker).mockResolvedValue([{document: PAGE, type: 0, tokens: ['cache']}]);
    const hits = await searchClientFor('/fr/').search('cache');
    expect(searchByWorker).toHaveBeenCalledWith('/fr/', '', 'cache', 8);
    expect(hits.map((hit) => hit.title)).toEqual(['Troubleshooting']);
  });

  test('rejects when the worker fails, for the box to say so', async () => {
    vi.mocked(searchByWorker).mockRejectedValue(new Error('index not fetched'));
    vi.mocked(fetchIndexesByWorker).mockRejectedValue(new Error('index not fetched'));
    const client = searchClientFor('/');
    await expect(client.search('cache')).rejects.toThrow('index not fetched');
    await expect(client.prefetch()).rejects.toThrow('index not fetched');
  });
});
