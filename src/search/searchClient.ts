/**
 * The one way our code reaches the search plugin's worker (UPSTREAM.md, "search-by-worker"): the plugin builds the
 * hashed lunr indexes and searches them in its worker; the navbar box asks here, whatever way the worker fetches
 * the index. A failed call (the index cannot be fetched, the worker cannot start) rejects, for the box to say so.
 */
import {
  fetchIndexesByWorker,
  searchByWorker,
  type WorkerSearchResult,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';
import {HIGHLIGHT_PARAM, SEARCH_HIT_LIMIT} from './settings';

/** One hit, as the box shows and opens it. */
export type Hit = {
  /** The page's title. */
  title: string;
  /** The section (heading) of the page where the words are, when it is not the page's title. */
  section: string | null;
  /** The page, at the section, with the words to mark (`?_highlight=word#section`). */
  url: string;
  /** For a paragraph, the words around the first that matched: what tells it from its section's heading. */
  excerpt?: string;
};

// The plugin's document types (its shared/interfaces.js).
const HEADING = 1;
const CONTENT = 4;

function urlOf({document, tokens}: WorkerSearchResult): string {
  const params = new URLSearchParams();
  for (const token of tokens) {
    params.append(HIGHLIGHT_PARAM, token);
  }
  const query = params.size > 0 ? `?${params.toString()}` : '';
  return `${document.u}${query}${document.h ?? ''}`;
}

const EXCERPT_LENGTH = 90;
const EXCERPT_LEAD = 30;
/** One character as the search compares it: lower case, without its accent. */
const folded = (character: string) =>
  character.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().charAt(0) || character;

/** About `EXCERPT_LENGTH` characters of `text` from a little before the first of `words`, cut at word boundaries. */
export function excerptOf(text: string, words: string[]): string {
  const comparable = Array.from(text, folded).join('');
  const found = words
    .map((word) => comparable.indexOf(Array.from(word, folded).join('')))
    .filter((index) => index >= 0);
  const at = found.length > 0 ? Math.min(...found) : 0;
  let start = Math.max(0, at - EXCERPT_LEAD);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + EXCERPT_LENGTH);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/** A worker result as the box shows it: the page's title, the heading where the words are, a paragraph's words. */
export function hitOf(result: WorkerSearchResult): Hit {
  const {document, type, page, tokens} = result;
  const title = page ? page.t : (document.s ?? document.t);
  const section = type === HEADING ? document.t : type === CONTENT ? (document.s ?? null) : null;
  const hit: Hit = {title, section: section && section !== title ? section : null, url: urlOf(result)};
  return type === CONTENT ? {...hit, excerpt: excerptOf(document.t, tokens)} : hit;
}

export type SearchClient = {
  /** The hits for `query`, best first; rejects when the search cannot run. */
  search(query: string): Promise<Hit[]>;
  /** Has the worker fetch the index, so that the first search finds it ready; rejects as `search` does. */
  prefetch(): Promise<void>;
};

/** The search of the site's language, whose root is `baseUrl` (`useBaseUrl('/')`: "/" or "/fr/"). */
export function searchClientFor(baseUrl: string): SearchClient {
  return {
    search: async (query) => (await searchByWorker(baseUrl, '', query, SEARCH_HIT_LIMIT)).map(hitOf),
    prefetch: () => fetchIndexesByWorker(baseUrl, ''),
  };
}
