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

/** A run of a passage's text; `marked` when it holds one of the reader's words. */
export type TextRun = {text: string; marked: boolean};
/** A section of a page that answers: its heading, where it opens, and the sentence (or two) that best answers. */
export type Passage = {heading: string | null; url: string; text: TextRun[]};
/** A page that answers, with 1 to 3 of its sections, best first. */
export type PageHit = {title: string; url: string; passages: Passage[]};

// The plugin's document types (its shared/interfaces.js).
const HEADING = 1;
const DESCRIPTION = 2;
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

/** Which characters of `text` hold one of `words` (compared folded), from the match to the end of its word. */
function markedCharacters(characters: string[], words: string[]): boolean[] {
  const comparable = characters.map(folded).join('');
  const marked = characters.map(() => false);
  for (const word of words.map((w) => Array.from(w, folded).join('')).filter(Boolean)) {
    for (let at = comparable.indexOf(word); at >= 0; at = comparable.indexOf(word, at + word.length)) {
      let end = at + word.length;
      while (/^[\p{L}\p{N}]$/u.test(characters[end] ?? '')) end += 1;
      marked.fill(true, at, end);
    }
  }
  return marked;
}

/** `text` in runs, those holding one of `words` marked. */
export function textRunsOf(text: string, words: string[]): TextRun[] {
  const characters = Array.from(text);
  const marked = markedCharacters(characters, words);
  const runs: TextRun[] = [];
  characters.forEach((character, index) => {
    const last = runs.at(-1);
    if (last && last.marked === marked[index]) last.text += character;
    else runs.push({text: character, marked: marked[index] ?? false});
  });
  return runs;
}

const MAX_PASSAGES = 3;

/** The page a worker result belongs to: its title and its address with the words to mark. */
function pageOf(result: WorkerSearchResult): {title: string; url: string} {
  const {document, page, tokens} = result;
  // A section's document has its page's address (its anchor apart): the page's own may not be fetched yet.
  const title = page?.t ?? document.s ?? document.t;
  return {title, url: urlOf({document: {i: document.i, t: title, u: document.u}, type: 0, tokens})};
}

/** A worker result as a passage: the section where the words are, and its words around the first that matched. */
function passageOf(result: WorkerSearchResult, title: string): Passage {
  const {document, type, tokens} = result;
  const section = type === HEADING ? document.t : type === CONTENT ? (document.s ?? null) : null;
  const heading = section && section !== title ? section : null;
  // A heading that matched is the passage's heading, not its text as well.
  const text = type === CONTENT || type === DESCRIPTION ? excerptOf(document.t, tokens) : heading ? '' : document.t;
  return {heading, url: urlOf(result), text: text ? textRunsOf(text, tokens) : []};
}

/**
 * Today's worker results as page hits: the results of a page together, pages in the order of their first result,
 * one passage a section (a heading that matched takes the text of a paragraph under it), at most 3 a page. (To be
 * replaced by the worker's own passages.)
 */
export function pageHitsOf(results: WorkerSearchResult[]): PageHit[] {
  const pages = new Map<string, PageHit & {sections: Map<string, Passage>}>();
  for (const result of results) {
    const {title, url} = pageOf(result);
    const hit = pages.get(result.document.u) ?? {title, url, passages: [], sections: new Map<string, Passage>()};
    pages.set(result.document.u, hit);
    const passage = passageOf(result, title);
    const section = result.document.h ?? '';
    const same = hit.sections.get(section);
    if (same) {
      if (same.text.length === 0) same.text = passage.text;
    } else if (hit.passages.length < MAX_PASSAGES) {
      hit.sections.set(section, passage);
      hit.passages.push(passage);
    }
  }
  return [...pages.values()].map(({sections: _, ...hit}) => hit);
}

export type SearchClient = {
  /** The pages that answer `query` (at most `pages`; the box's few when not given), best first; rejects when the search cannot run. */
  search(query: string, pages?: number): Promise<PageHit[]>;
  /** Has the worker fetch the index, so that the first search finds it ready; rejects as `search` does. */
  prefetch(): Promise<void>;
};

/** How many worker results to ask for `pages` pages: a page may answer with several. */
const RESULTS_PER_PAGE = 4;

/** The search of the site's language, whose root is `baseUrl` (`useBaseUrl('/')`: "/" or "/fr/"). */
export function searchClientFor(baseUrl: string): SearchClient {
  return {
    search: async (query, pages) => {
      const limit = pages === undefined ? SEARCH_HIT_LIMIT : pages * RESULTS_PER_PAGE;
      const hits = pageHitsOf(await searchByWorker(baseUrl, '', query, limit));
      return pages === undefined ? hits : hits.slice(0, pages);
    },
    prefetch: () => fetchIndexesByWorker(baseUrl, ''),
  };
}
