/**
 * The one way our code reaches the search plugin's worker (UPSTREAM.md, "search-by-worker"): the plugin builds the
 * hashed lunr indexes and searches them in its worker; the navbar box asks here, whatever way the worker fetches
 * the index. A failed call (the index cannot be fetched, the worker cannot start) rejects, for the box to say so,
 * unless a deploy has replaced the index: the page then reloads into the new build, keeping the query (src/hosting).
 */
import {
  fetchIndexesByWorker,
  searchByWorker,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';
import {recoverFromNewDeploy} from '@site/src/hosting';
import type {Answer as WorkerAnswer} from '../worker/passages';
import {HIGHLIGHT_PARAM, PASSAGE_PARAM, SEARCH_HIT_LIMIT} from '../shared/hitLinks';

/** A run of a passage's text; `marked` when it holds one of the reader's words. */
export type TextRun = {text: string; marked: boolean};
/**
 * A section of a page that answers: its heading, where it opens, and the sentence (or two) that best answers (`box`:
 * as the navbar box shows it, from where its first three lines hold most of the reader's words).
 */
export type Passage = {heading: string | null; url: string; text: TextRun[]; box: TextRun[]};
/**
 * A page that answers, with 1 to 3 of its sections, best first; `coverage`: the share of the reader's words it holds
 * (under half, the search found little that fits, and suggests what to try); `leads`: the first page, far ahead of the
 * next (the box shows two of its passages).
 */
export type PageHit = {title: string; url: string; coverage: number; leads?: boolean; passages: Passage[]};

/** A page's address, opened at `hash`, the page marking `words` and the `sentences` the hit showed. */
function urlOf(pageUrl: string, hash: string, words: string[], sentences: string[] = []): string {
  const params = new URLSearchParams();
  for (const word of words) params.append(HIGHLIGHT_PARAM, word);
  for (const sentence of sentences) params.append(PASSAGE_PARAM, sentence);
  const query = params.size > 0 ? `?${params.toString()}` : '';
  return `${pageUrl}${query}${hash}`;
}

/** The worker's answers (src/search/worker/passages.js) as page hits, each passage a link to its section. */
export function pageHitsOf(answers: WorkerAnswer[]): PageHit[] {
  return answers.map(({title, url, coverage, leads, passages}) => ({
    title,
    leads,
    url: urlOf(url, '', [...new Set(passages.flatMap((passage) => passage.words))]),
    coverage,
    passages: passages.map(({heading, hash, text, box, sentences, words}) => ({
      heading: heading === title ? null : heading,
      url: urlOf(url, hash, words, sentences),
      text,
      box,
    })),
  }));
}

export type SearchClient = {
  /** The pages that answer `query` (at most `pages`; the box's few when not given), best first; rejects when the search cannot run. */
  search(query: string, pages?: number): Promise<PageHit[]>;
  /** Has the worker fetch the index, so that the first search finds it ready; rejects as `search` does. */
  prefetch(): Promise<void>;
};

/** The search of the site's language, whose root is `baseUrl` (`useBaseUrl('/')`: "/" or "/fr/"). */
export function searchClientFor(baseUrl: string): SearchClient {
  return {
    search: async (query, pages = SEARCH_HIT_LIMIT) =>
      pageHitsOf(await searchByWorker(baseUrl, '', query, pages).catch(recoverFromNewDeploy)),
    prefetch: () => fetchIndexesByWorker(baseUrl, '').catch(recoverFromNewDeploy),
  };
}
