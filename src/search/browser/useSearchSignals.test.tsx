/** What a search signal hands to readers' feedback: the search, and (left unanswered) it for the next article. */
import {afterEach, expect, test, vi} from 'vitest';
import {act, cleanup, renderHook} from '@testing-library/react';
import {FEEDBACK_EVENTS as events, searchEnded, useTrackEvent, type TrackEvent} from '@site/src/feedback';
import {useSearchSession} from './useSearchSignals';

const trackEvent = vi.fn<TrackEvent>();
vi.mock('@site/src/feedback', async (original) => ({
  ...(await original<typeof import('@site/src/feedback')>()),
  useTrackEvent: () => trackEvent,
  searchEnded: vi.fn(),
}));

afterEach(cleanup);

test('a search that found nothing is sent, then kept for the article the reader opens next', () => {
  const {result} = renderHook(() => useSearchSession());
  act(() => {
    result.current.results('vpn', 0);
    result.current.end();
  });
  expect(trackEvent).toHaveBeenCalledWith(events.search, {outcome: 'no-results'}, {query: 'vpn'});
  expect(searchEnded).toHaveBeenCalledWith({outcome: 'no-results', query: 'vpn'}, useTrackEvent());
});
