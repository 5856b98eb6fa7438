/**
 * The article a reader opens next after a search left unanswered: what the search (src/search/browser/useSearchSignals.ts)
 * and the article's foot (./theme/DocItem/Footer) ask to send; the real SDK and collector are the browser tests'.
 */
import React, {useEffect, type ReactNode} from 'react';
import {afterEach, beforeAll, beforeEach, describe, expect, test, vi} from 'vitest';
import {cleanup} from '@testing-library/react';
import {renderInSite, useSiteLocale} from '@site/src/testing/site';
import events from './events.json';
import {NEXT_ARTICLE_WITHIN_MS, searchEnded} from './nextArticle';
import {send, type Signal} from './telemetry';
import {usePageView, useTrackEvent} from './useInsights';

vi.mock('./telemetry', () => ({send: vi.fn()}));
const NAMES = ['Alex Thompson', 'alex.thompson@gnb.test'];
// A signed-in reader, whose names are scrubbed from what they typed.
vi.mock('@site/src/signIn', () => ({
  useContentShown: () => true,
  useGateState: () => ({status: 'signed-in', account: {name: NAMES[0], username: NAMES[1]}, signOut: () => {}}),
}));
const ARTICLE = '/docs/how-to-use-modes/translation-mode';

const sent = () => vi.mocked(send).mock.calls.map(([, signal]) => signal);

/** What the search box does when a search ends (src/search/browser/useSearchSignals.ts). */
function SearchBox({outcome, query}: {outcome: string; query: string}): ReactNode {
  const trackEvent = useTrackEvent();
  useEffect(() => {
    trackEvent(events.search, {outcome}, {query});
    searchEnded({outcome, query}, trackEvent);
  }, [outcome, query, trackEvent]);
  return null;
}
function Article({page}: {page: string}): ReactNode {
  usePageView(page, page);
  return null;
}
/** A search ending on one page, then (client-side) the article at `next`, as the site renders them in turn. */
function searchThenOpen(outcome: string, query: string, next: string | null) {
  const page = renderInSite(<SearchBox outcome={outcome} query={query} />);
  if (next !== null) page.rerender(<Article page={next} />);
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
beforeEach(() => vi.mocked(send).mockClear());
beforeAll(() => useSiteLocale('en'));

describe('the article a reader opens next after a search', () => {
  test('a search that found nothing, then an article: the article and the query, scrubbed as the search', () => {
    searchThenOpen('no-results', 'Alex vpn', ARTICLE);
    const search = {kind: 'event', properties: {language: 'en', outcome: 'no-results'}, typed: {query: 'Alex vpn'}};
    expect(sent()).toEqual<Signal[]>([
      {...search, name: events.search, readerNames: NAMES} as Signal,
      {kind: 'pageView', name: ARTICLE, properties: {page: ARTICLE, language: 'en'}, readerNames: []},
      {
        ...search,
        name: events.searchNextArticle,
        properties: {language: 'en', outcome: 'no-results', article: ARTICLE},
        readerNames: NAMES,
      } as Signal,
    ]);
  });

  test('hits none opened, then an article: its outcome; the next article is not sent again', () => {
    searchThenOpen('no-hit-opened', 'history', ARTICLE);
    cleanup();
    renderInSite(<Article page="/docs/get-help/troubleshooting" />);
    const next = sent().filter(({name}) => name === events.searchNextArticle);
    expect(next.map(({properties}) => properties)).toEqual([
      {language: 'en', outcome: 'no-hit-opened', article: ARTICLE},
    ]);
  });

  test('nothing after a hit opened, nor when the article is opened long after', () => {
    searchThenOpen('hit-opened', 'modes', ARTICLE);
    cleanup();
    vi.useFakeTimers({toFake: ['Date']});
    searchThenOpen('no-results', 'vpn', null);
    vi.setSystemTime(Date.now() + NEXT_ARTICLE_WITHIN_MS + 1);
    renderInSite(<Article page={ARTICLE} />);
    expect(sent().filter(({name}) => name === events.searchNextArticle)).toEqual([]);
  });
});
