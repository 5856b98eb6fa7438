/** The build's feedback settings (`customFields.insights`, ./settings.ts) and what the page sends (./telemetry.ts). */
import {useCallback, useEffect, useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useContentShown, useGateState} from '@site/src/signIn';
import type {InsightsSettings} from './settings';
import {send, type Properties, type Signal} from './telemetry';

export function useInsightsSettings(): InsightsSettings {
  const {siteConfig} = useDocusaurusContext();
  return (siteConfig.customFields?.insights as InsightsSettings | undefined) ?? {enabled: false};
}

/** The signed-in reader's names, to be scrubbed from what they type; empty while MSAL confirms. */
function useReaderNames(): string[] {
  const gate = useGateState();
  const account = gate.status === 'signed-in' ? gate.account : null;
  return useMemo(() => (account ? [account.name, account.username] : []), [account]);
}

export type TrackEvent = (name: string, properties: Properties, typed?: Signal['typed']) => void;

/** Sends an event of this page, in its language. */
export function useTrackEvent(): TrackEvent {
  const settings = useInsightsSettings();
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
    [settings, i18n.currentLocale, readerNames],
  );
}

/** One view of the page at `path`, of the article `page` (./pages.ts), once the reader sees it. */
export function usePageView(page: string, path: string): void {
  const settings = useInsightsSettings();
  const {i18n} = useDocusaurusContext();
  const shown = useContentShown();
  useEffect(() => {
    if (shown) {
      send(settings, {kind: 'pageView', name: path, properties: {page, language: i18n.currentLocale}, readerNames: []});
    }
  }, [shown, settings, page, path, i18n.currentLocale]);
}
