/**
 * One reader's search, from the first keystroke to a hit opened or the search left: what owners learn from it is
 * the last query's outcome (nothing found; hits, none opened; or the position of the hit opened). The queries typed
 * on the way ("tra", "transl", or back to "transl" from "translatino") are not searches of their own; a query
 * that is not one of them ("modes" after "translation") or an emptied box ends the search before.
 */

/** A query of one character is a keystroke on the way, not a search. */
const MIN_QUERY_LENGTH = 2;

const normalized = (query: string) => query.trim().toLowerCase();

/** Whether `next` is the same search as `previous`, typed further or corrected from its end. */
function sameSearch(previous: string, next: string): boolean {
  const [a, b] = [normalized(previous), normalized(next)];
  return a.startsWith(b) || b.startsWith(a);
}
export type SearchSignal =
  | {outcome: 'no-results'; query: string}
  | {outcome: 'no-hit-opened'; query: string; hits: number}
  | {outcome: 'hit-opened'; query: string; hits: number; position: number};

export type SearchSession = {
  /** Where signals go from now on (until set, they are dropped). */
  reportTo(report: (signal: SearchSignal) => void): void;
  /** The results shown for `query`; `hits` null while none are shown (the list closed). */
  results(query: string, hits: number | null): void;
  /** The reader opened the hit at `position` (1 is the first). */
  opened(position: number): void;
  /** The reader goes on to the full results page: the search continues there. */
  continued(): void;
  /** The reader left the search (focus elsewhere, another page, the tab hidden). */
  end(): void;
};

export function createSearchSession(initialReport: (signal: SearchSignal) => void = () => {}): SearchSession {
  let report = initialReport;
  let query = '';
  let hits: number | null = null;
  // The query of a search already reported: its hits shown again (the reader back in the box, the results page
  // still updating as a hit opens) are the same search.
  let left = '';
  const reset = () => {
    query = '';
    hits = null;
  };
  const end = () => {
    if (normalized(query).length >= MIN_QUERY_LENGTH && hits !== null && normalized(query) !== left) {
      report(hits === 0 ? {outcome: 'no-results', query} : {outcome: 'no-hit-opened', query, hits});
      left = normalized(query);
    }
    reset();
  };
  return {
    reportTo(next) {
      report = next;
    },
    results(current, count) {
      if (!current.trim()) {
        end();
        return;
      }
      if (count === null) return;
      if (query && !sameSearch(query, current)) end();
      query = current;
      hits = count;
    },
    opened(position) {
      if (query && hits !== null && hits > 0) report({outcome: 'hit-opened', query, hits, position});
      left = normalized(query);
      reset();
    },
    continued: reset,
    end,
  };
}
