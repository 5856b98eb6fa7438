/**
 * The part of ./telemetry.ts that loads when there is something to send: Microsoft's SDK, in its basic variant
 * (`@microsoft/applicationinsights-web-basic`: the core and the channel, no plugin that collects by itself, so no
 * AJAX, exception, page-view, user or session tracking is even in the bundle), and the scrubbing of what readers
 * typed (./scrub.ts). Nothing that identifies a reader is sent: no cookie, no storage, no user, session, device or
 * operation id, and no location (./noLocation.ts).
 */
import {ApplicationInsights} from '@microsoft/applicationinsights-web-basic';
import {NO_LOCATION} from './noLocation';
import {scrubQuery, scrubText} from './scrub';
import type {Signal} from './telemetry';

type TelemetryItem = Parameters<ApplicationInsights['track']>[0];

/** What the SDK would add of a reader beyond what we track: taken out of every item before it is sent. */
function keepOnlyWhatWeTrack(item: TelemetryItem): boolean {
  item.ext = {};
  item.tags = [NO_LOCATION];
  return true;
}

/** The item of a signal, with what the reader typed scrubbed; null when it must not be sent (a pasted sentence). */
export function itemOf(signal: Signal, origin: string): TelemetryItem | null {
  const properties = {...signal.properties};
  if (signal.typed?.query !== undefined) {
    const query = scrubQuery(signal.typed.query, signal.readerNames);
    if (query === null) return null;
    properties.query = query;
  }
  if (signal.typed?.comment !== undefined) {
    properties.comment = scrubText(signal.typed.comment, signal.readerNames);
  }
  return signal.kind === 'pageView'
    ? {
        name: 'Microsoft.ApplicationInsights.Pageview',
        baseType: 'PageviewData',
        baseData: {name: signal.name, uri: `${origin}${signal.name}`, refUri: '', properties},
      }
    : {name: 'Microsoft.ApplicationInsights.Event', baseType: 'EventData', baseData: {name: signal.name, properties}};
}

export type Sender = {send(signal: Signal): void};

export function createSender(connectionString: string): Sender {
  const appInsights = new ApplicationInsights({
    connectionString,
    disableCookiesUsage: true,
    cookieCfg: {enabled: false},
    isStorageUseDisabled: true,
    enableSessionStorageBuffer: false,
  });
  appInsights.addTelemetryInitializer(keepOnlyWhatWeTrack);
  return {
    send(signal) {
      const item = itemOf(signal, window.location.origin);
      if (!item) return;
      appInsights.track(item);
      // One reader's few signals are not worth batching: each is sent as it happens.
      appInsights.flush();
    },
  };
}
