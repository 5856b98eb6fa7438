import {useCallback, useRef, useState} from 'react';
import {PageOutOfDateError} from '@site/src/hosting';
import type {PageHit, SearchClient} from './searchClient';

/**
 * The search's answer to a query: its page hits, or that the search could not run (`outOfDate`: because a deploy
 * replaced the files this page would search with, and the page says so).
 */
export type Answer =
  | {query: string; pages?: number; hits: PageHit[]; failed: false}
  | {query: string; pages?: number; hits: []; failed: true; outOfDate: boolean};

/**
 * The answer to the last query asked (with `pages`, up to that many pages: the search page). An answer that arrives
 * after a later query was asked is dropped, so that the reader never sees the hits of words since changed. An
 * emptied query has no answer.
 */
export function useAnswers(client: SearchClient) {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const lastAsked = useRef(0);
  const ask = useCallback(
    (query: string, pages?: number) => {
      const asked = ++lastAsked.current;
      if (!query.trim()) {
        setAnswer(null);
        return Promise.resolve();
      }
      const settle = (next: Answer) => {
        if (asked === lastAsked.current) setAnswer(next);
      };
      return client.search(query, pages).then(
        (hits) => settle({query, pages, hits, failed: false}),
        (error: unknown) =>
          settle({query, pages, hits: [], failed: true, outOfDate: error instanceof PageOutOfDateError}),
      );
    },
    [client],
  );
  return {answer, ask};
}
