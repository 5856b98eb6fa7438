import React, {useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Head from '@docusaurus/Head';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {KEPT_ON_UPDATE} from '@site/src/hosting';
import {checkSignInAfter} from '@site/src/signIn';
import Heading from '@theme/Heading';
import SearchNoResultsHelp, {foundLittle} from '@site/src/search/NoResults';
import SearchResults from '@site/src/search/SearchResults';
import {searchClientFor} from '@site/src/search/browser/searchClient';
import {useAnswers, type Answer} from '@site/src/search/browser/useAnswers';
import {useSearchSession} from '@site/src/search/browser/useSearchSignals';
import {useSearchPageTexts, type SearchPageTexts} from '@site/src/search/theme/SearchPage/pageTexts';
import styles from './styles.module.css';

/** Pages listed at first, and added by each "Show more results". */
export const PAGE_SIZE = 10;

const noSubscription = () => () => {};
/** False on the server and while hydrating, true once in the browser. */
const useMounted = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * The query: what the reader types, else the address's `?q=` (read once mounted: the server renders no query). The
 * address follows the query each time the search answers it, so that typing does not fill the history.
 */
function useQuery(answered: string | null) {
  const location = useLocation();
  const history = useHistory();
  const mounted = useMounted();
  const inAddress = mounted ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const [typed, setTyped] = useState<string | null>(null);
  const written = useRef<string | null>(null);
  useEffect(() => {
    // The address changed from elsewhere (the navbar's "See all results", back and forward): it is the query now.
    if (inAddress !== written.current) setTyped(null);
  }, [inAddress]);
  const next = typed === '' ? '' : answered;
  useEffect(() => {
    if (!mounted || next === null || next === inAddress) return;
    written.current = next;
    history.replace({search: next ? `?q=${encodeURIComponent(next)}` : ''});
  }, [mounted, next, inAddress, history]);
  return {query: typed ?? inAddress, setQuery: setTyped};
}

/** The results of an answer: the pages to list and whether there are more (the page asks for one more than it lists). */
function resultsOf(answer: Answer | null) {
  if (!answer || answer.failed) return {hits: [], more: false};
  const listed = (answer.pages ?? 1) - 1;
  return {hits: answer.hits.slice(0, listed), more: answer.hits.length > listed};
}

/** What the live region says of an answer. */
function announcement(answer: Answer | null, texts: SearchPageTexts): string {
  if (!answer) return '';
  if (answer.failed) return answer.outOfDate ? texts.outOfDate : texts.unavailable;
  const {hits, more} = resultsOf(answer);
  return hits.length === 0 ? texts.noResultsAnnounced : texts.count(hits.length, answer.query, more);
}

/**
 * The results are this page's content: a returning reader's sign-in check waits for the first of them. Registered
 * when this code arrives, before the page is hydrated (its first render has no query yet) and the check starts.
 */
let firstAnswerShown: () => void = () => undefined;
if (ExecutionEnvironment.canUseDOM && new URLSearchParams(window.location.search).get('q')?.trim()) {
  checkSignInAfter(new Promise<void>((resolve) => (firstAnswerShown = resolve)));
}

/**
 * The search page: a search input bound to the address's `?q=`, the count in a polite live region, the pages that
 * answer with their sections (src/search/SearchResults), "Show more results", the no-results help, or "Try again"
 * when the search cannot run. It searches through the same client as the navbar box (src/search/browser/searchClient.ts),
 * and its search signals come from what it shows and what the reader opens.
 */
export default function SearchPageContent(): ReactNode {
  const texts = useSearchPageTexts();
  const baseUrl = useBaseUrl('/');
  const client = useMemo(() => searchClientFor(baseUrl), [baseUrl]);
  const {answer, ask} = useAnswers(client);
  const {query, setQuery} = useQuery(answer && !answer.failed ? answer.query : null);
  const [pages, setPages] = useState(PAGE_SIZE);
  const session = useSearchSession();
  const input = useRef<HTMLInputElement>(null);
  const firstAdded = useRef<HTMLAnchorElement>(null);
  const [focusIndex, setFocusIndex] = useState<number | undefined>(undefined);
  const shown = query.trim() ? answer : null;
  const {hits, more} = resultsOf(shown);

  useEffect(() => {
    const answered = ask(query, pages + 1);
    if (query.trim()) void answered.then(firstAnswerShown);
  }, [ask, query, pages]);
  useEffect(() => {
    session.results(query, shown && !shown.failed && shown.query === query ? hits.length : null);
  }, [session, query, shown, hits.length]);
  useEffect(() => {
    // "Show more results" answered: on to the first page it added.
    if (focusIndex !== undefined && hits.length > focusIndex) firstAdded.current?.focus();
  }, [focusIndex, hits.length]);

  return (
    <main className={`container margin-vert--lg ${styles.page}`}>
      <Head>
        <meta name="robots" content="noindex, follow" />
        <title>{texts.title(query)}</title>
      </Head>
      <Heading as="h1">{texts.title(query)}</Heading>
      <input
        ref={input}
        type="search"
        name="q"
        className={styles.input}
        {...{[KEPT_ON_UPDATE]: 'search-page'}}
        aria-label={texts.input}
        placeholder={texts.placeholder}
        value={query}
        autoComplete="off"
        onChange={(event) => {
          setQuery(event.target.value);
          setPages(PAGE_SIZE);
          setFocusIndex(undefined);
        }}
      />
      <p role="status" className={hits.length > 0 ? styles.count : 'visually-hidden'}>
        {announcement(shown, texts)}
      </p>
      {shown?.failed && (
        <div className={styles.message}>
          {/* Out of date (a deploy replaced the files it searches): only a reload can search again. */}
          <p>{shown.outOfDate ? texts.outOfDate : texts.unavailable}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              if (shown.outOfDate) {
                location.reload();
                return;
              }
              input.current?.focus();
              setFocusIndex(undefined);
              void ask(query, pages + 1);
            }}>
            {shown.outOfDate ? texts.reload : texts.tryAgain}
          </button>
        </div>
      )}
      {shown && !shown.failed && hits.length === 0 && (
        <>
          <p className={styles.message}>{texts.noResults}</p>
          <SearchNoResultsHelp variant="page" />
        </>
      )}
      {hits.length > 0 && (
        <SearchResults hits={hits} onOpen={session.opened} focusIndex={focusIndex} focusRef={firstAdded} />
      )}
      {more && (
        <button
          type="button"
          className={`button button--secondary ${styles.more}`}
          onClick={() => {
            setFocusIndex(hits.length);
            setPages(pages + PAGE_SIZE);
          }}>
          {texts.more}
        </button>
      )}
      {hits.length > 0 && foundLittle(hits) && (
        <>
          <p className={styles.message}>{texts.partial}</p>
          <SearchNoResultsHelp variant="page" />
        </>
      )}
    </main>
  );
}
