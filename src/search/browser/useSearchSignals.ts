/** Search signals of the navbar box and the results page (./searchSession.ts), sent scrubbed by readers' feedback (src/feedback). */
import {useEffect, useState} from 'react';
import {createSearchSession, type SearchSession} from './searchSession';
import {FEEDBACK_EVENTS as events, searchEnded, useTrackEvent} from '@site/src/feedback';

/** A session that sends what it learns, ended when the reader leaves the page or hides the tab. */
export function useSearchSession(): SearchSession {
  const trackEvent = useTrackEvent();
  const [session] = useState(createSearchSession);
  useEffect(
    () =>
      session.reportTo((signal) => {
        trackEvent(
          events.search,
          {
            outcome: signal.outcome,
            ...('hits' in signal ? {hits: String(signal.hits)} : {}),
            ...('position' in signal ? {position: String(signal.position)} : {}),
          },
          {query: signal.query},
        );
        // The article the reader opens next, if shortly after, is sent with its query (src/feedback/nextArticle.ts).
        searchEnded(signal, trackEvent);
      }),
    [session, trackEvent],
  );
  useEffect(() => {
    const endWhenHidden = () => {
      if (document.visibilityState === 'hidden') session.end();
    };
    document.addEventListener('visibilitychange', endWhenHidden);
    return () => {
      document.removeEventListener('visibilitychange', endWhenHidden);
      session.end();
    };
  }, [session]);
  return session;
}
