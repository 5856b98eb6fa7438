/** What the page sends (./telemetry.ts), where the build's feedback settings (./environment.ts) send it. */
import {useCallback, useEffect, useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import settings from '@chatgnb/insights.json';
import {useContentShown, useGateState} from '@site/src/signIn';
import {articleOpened} from './nextArticle';
import {send, type Properties, type Signal} from './telemetry';

/** The signed-in reader's names, to be scrubbed from what they type; empty while MSAL confirms. */
function useReaderNames(): string[] {
  const gate = useGateState();
  const account = gate.status === 'signed-in' ? gate.account : null;
  return useMemo(() => (account ? [account.name, account.username] : []), [account]);
}

export type TrackEvent = (name: string, properties: Properties, typed?: Signal['typed']) => void;

/** Sends an event of this page, in its language. */
export function useTrackEvent(): TrackEvent {
  const {i18n} = useDocusaurusContext();
  const readerNames = useReaderNames();
  return useCallback(
    (name, properties, typed) =>
      send(settings, {
        kind: 'event',
        name,
        properties: {language: i18n.currentLocale, ...properties},
        typed,
        readerNames,
      }),
    [i18n.currentLocale, readerNames],
  );
}

/**
 * One view of the page at `path`, of the article `page` (./pages.ts), once the reader sees it; and, when a search
 * that found nothing or had no hit opened ended shortly before, that this is the article the reader opened next.
 */
export function usePageView(page: string, path: string): void {
  const {i18n} = useDocusaurusContext();
  const shown = useContentShown();
  useEffect(() => {
    if (!shown) return;
    send(settings, {kind: 'pageView', name: path, properties: {page, language: i18n.currentLocale}, readerNames: []});
    articleOpened(page);
  }, [shown, page, path, i18n.currentLocale]);
}
