import {useCallback, useRef, useState} from 'react';
import type {Hit, SearchClient} from '@site/src/search/searchClient';

/** The search's answer to a query: its hits, or that the search could not run. */
export type Answer = {query: string; hits: Hit[]; failed: false} | {query: string; hits: []; failed: true};

/**
 * The answer to the last query asked. An answer that arrives after a later query was asked is dropped, so that the
 * box never shows the hits of words the reader has since changed. An emptied box has no answer.
 */
export function useAnswers(client: SearchClient) {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const lastAsked = useRef(0);
  const ask = useCallback(
    (query: string) => {
      const asked = ++lastAsked.current;
      if (!query.trim()) {
        setAnswer(null);
        return;
      }
      const settle = (next: Answer) => {
        if (asked === lastAsked.current) setAnswer(next);
      };
      client.search(query).then(
        (hits) => settle({query, hits, failed: false}),
        () => settle({query, hits: [], failed: true}),
      );
    },
    [client],
  );
  return {answer, ask};
}
