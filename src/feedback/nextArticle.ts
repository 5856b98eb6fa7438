/**
 * The article a reader opens next after a search that found nothing or whose hits none was opened: what an author
 * needs to teach the search (the reader's words belong to that article). Kept in this tab's memory only, never
 * stored, and forgotten once an article is opened, another search ends, or after `NEXT_ARTICLE_WITHIN_MS`.
 */
import events from './events.json';
import type {TrackEvent} from './useInsights';

/** "Shortly after": an article opened later than this is not taken as the one the search was for. */
export const NEXT_ARTICLE_WITHIN_MS = 2 * 60 * 1000;

let unanswered: {openedNext: (article: string) => void; endedAt: number} | null = null;

/**
 * A search ended: remembered when it found nothing or none of its hits was opened (sent, scrubbed as the search
 * was, with the article opened next), else the one before is forgotten.
 */
export function searchEnded(
  search: {outcome: string; query: string},
  trackEvent: TrackEvent,
  now: number = Date.now(),
): void {
  const {outcome, query} = search;
  unanswered =
    outcome === 'no-results' || outcome === 'no-hit-opened'
      ? {endedAt: now, openedNext: (article) => trackEvent(events.searchNextArticle, {outcome, article}, {query})}
      : null;
}

/** The reader opened `article` (its path without language, ./pages.ts): sent if it follows a search left unanswered. */
export function articleOpened(article: string, now: number = Date.now()): void {
  const search = unanswered;
  unanswered = null;
  if (search && now >= search.endedAt && now - search.endedAt <= NEXT_ARTICLE_WITHIN_MS) search.openedNext(article);
}
