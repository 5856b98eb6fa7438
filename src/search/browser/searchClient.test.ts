import {afterEach, describe, expect, test, vi} from 'vitest';
import {
  fetchIndexesByWorker,
  searchByWorker,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';
import type {Answer, Passage as WorkerPassage} from '../worker/passages';
import {pageHitsOf, searchClientFor} from './searchClient';

// The plugin's worker; the real one answers in `npm run eval:search` and the browser tests (e2e/search.spec.ts).
vi.mock('@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker', () => ({
  searchByWorker: vi.fn(),
  fetchIndexesByWorker: vi.fn(),
}));

afterEach(() => vi.resetAllMocks());

const PAGE = {i: 1, t: 'Troubleshooting', u: '/fr/docs/get-help/troubleshooting'};

const passage = (heading: string | null, hash: string, sentence: string, words: string[]): WorkerPassage => ({
  heading,
  hash,
  text: [{text: sentence, marked: false}],
  box: [{text: sentence, marked: false}],
  sentences: [sentence],
  words,
});
const answer = (passages: WorkerPassage[], page = PAGE): Answer => ({
  document: page,
  page,
  title: page.t,
  url: page.u,
  coverage: 1,
  passages,
});

describe("the worker's answers as page hits", () => {
  test('each passage opens its section, marking its sentence and its words; the title opens the page', () => {
    const [hit] = pageHitsOf([
      answer([
        passage('Clear the cache', '#clear-the-cache', 'Empty the cache.', ['cache']),
        passage(null, '', 'Most problems go away.', []),
      ]),
    ]);
    expect(hit!.title).toBe('Troubleshooting');
    expect(hit!.url).toBe('/fr/docs/get-help/troubleshooting?_highlight=cache');
    expect(hit!.passages.map(({heading, url}) => [heading, url])).toEqual([
      [
        'Clear the cache',
        '/fr/docs/get-help/troubleshooting?_highlight=cache&_passage=Empty+the+cache.#clear-the-cache',
      ],
      [null, '/fr/docs/get-help/troubleshooting?_passage=Most+problems+go+away.'],
    ]);
  });

  test("a section headed by the page's own title has no heading of its own", () => {
    const [hit] = pageHitsOf([answer([passage('Troubleshooting', '', 'Start here.', [])])]);
    expect(hit!.passages[0]!.heading).toBeNull();
  });

  test('a passage of two sentences names both', () => {
    const [hit] = pageHitsOf([answer([{...passage('A', '#a', 'One.', []), sentences: ['One.', 'Two.']}])]);
    expect(new URL(hit!.passages[0]!.url, 'https://x').searchParams.getAll('_passage')).toEqual(['One.', 'Two.']);
  });

  test('odd words and sentences are escaped in the link, and never change the section it opens', () => {
    const [hit] = pageHitsOf([answer([passage('A', '#a', 'x#y & z=1', ['a&b=c#d'])])]);
    const url = new URL(hit!.passages[0]!.url, 'https://x');
    expect(url.searchParams.getAll('_highlight')).toEqual(['a&b=c#d']);
    expect(url.searchParams.get('_passage')).toBe('x#y & z=1');
    expect(url.hash).toBe('#a');
  });
});

describe('the client', () => {
  test("asks the worker of the page's language for the box's pages, or for `pages` pages", async () => {
    vi.mocked(searchByWorker).mockResolvedValue([answer([])]);
    const hits = await searchClientFor('/fr/').search('cache');
    expect(searchByWorker).toHaveBeenCalledWith('/fr/', '', 'cache', 8);
    expect(hits.map((hit) => hit.title)).toEqual(['Troubleshooting']);
    await searchClientFor('/fr/').search('cache', 20);
    expect(vi.mocked(searchByWorker).mock.calls[1]![3]).toBe(20);
  });

  test('rejects when the worker fails, for the box to say so', async () => {
    vi.mocked(searchByWorker).mockRejectedValue(new Error('index not fetched'));
    vi.mocked(fetchIndexesByWorker).mockRejectedValue(new Error('index not fetched'));
    const client = searchClientFor('/');
    await expect(client.search('cache')).rejects.toThrow('index not fetched');
    await expect(client.prefetch()).rejects.toThrow('index not fetched');
  });
});
