/**
 * The part of ./telemetry.ts that loads when there is something to send: Microsoft's SDK, in its basic variant
 * (`@microsoft/applicationinsights-web-basic`: the core and the channel, no plugin that collects by itself, so no
 * AJAX, exception, page-view, user or session tracking is even in the bundle), and the scrubbing of what readers
 * typed (./scrub.ts). Nothing that identifies a reader is sent: no cookie, no storage, no user, session, device or
 * operation id, and no location (./noLocation.ts).
 *
 * The SDK is set up as its `ApplicationInsights` class does (a core with one channel, `Sender`), in steps that each
 * run in a task of their own: done in one, the chunk's evaluation, the core, its initialization and the first item
 * took about 150 ms of a phone's main thread (CPU 4×) while the reader may be scrolling; in steps, none is long.
 */
import {AppInsightsCore, Sender as Channel, type ApplicationInsights} from '@microsoft/applicationinsights-web-basic';
import {NO_LOCATION} from './noLocation';
import {scrubQuery, scrubText} from './scrub';
import type {Signal} from './telemetry';

type TelemetryItem = Parameters<AppInsightsCore['track']>[0];
/** The configuration of Microsoft's `ApplicationInsights`: the core's and the channel's. */
type SdkConfiguration = ConstructorParameters<typeof ApplicationInsights>[0];

/** Where Application Insights takes items: its ingestion endpoint's path (the SDK's DEFAULT_BREEZE_PATH). */
const TRACK_PATH = '/v2/track';

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

/** Resolves in a task of its own: the browser may paint and answer the reader in between. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

export async function createSender(settings: {instrumentationKey: string; ingestionOrigin: string}): Promise<Sender> {
  await nextTask();
  const core = new AppInsightsCore();
  await nextTask();
  const configuration: SdkConfiguration = {
    instrumentationKey: settings.instrumentationKey,
    endpointUrl: `${settings.ingestionOrigin}${TRACK_PATH}`,
    disableCookiesUsage: true,
    cookieCfg: {enabled: false},
    isStorageUseDisabled: true,
    enableSessionStorageBuffer: false,
  };
  core.initialize(configuration, [new Channel()]);
  core.addTelemetryInitializer(keepOnlyWhatWeTrack);
  await nextTask();
  return {
    send(signal) {
      const item = itemOf(signal, window.location.origin);
      if (!item) return;
      core.track(item);
      // One reader's few signals are not worth batching: each is sent as it happens.
      core.flush();
    },
  };
}
