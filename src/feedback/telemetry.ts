/**
 * Readers' feedback, search signals and page views, on their way to Azure Application Insights.
 *
 * Nothing of the SDK is in a page's first JavaScript: it loads (./sender.ts) when the browser is idle after the
 * first thing there is to send (a page view, once the content is shown), or at once when a reader answers. Until
 * then, signals wait here, with what the reader typed: it is scrubbed in ./sender.ts before it is handed to the SDK.
 */
import type {InsightsSettings} from './environment';
import type {Sender} from './sender';

export type Properties = Record<string, string>;

export type Signal = {
  kind: 'event' | 'pageView';
  /** The event's name, or the page view's path (never a query string or an anchor). */
  name: string;
  properties: Properties;
  /** What the reader typed, sent scrubbed: a search (not sent when longer than 8 words) or a comment. */
  typed?: {query?: string; comment?: string};
  /** The signed-in reader's names, scrubbed from what they typed. */
  readerNames: string[];
};

let waiting: Signal[] = [];
let sender: Promise<Sender | null> | null = null;
let idleLoadScheduled = false;

type Destination = Extract<InsightsSettings, {enabled: true}>;

function load(destination: Destination): Promise<Sender | null> {
  sender ??= import('./sender')
    .then(({createSender}) => createSender(destination))
    // Offline, or the chunk could not load: the reader's page keeps working, and nothing is sent.
    .catch(() => null)
    .then((loaded) => {
      waiting.forEach((signal) => loaded?.send(signal));
      waiting = [];
      return loaded;
    });
  return sender;
}

function loadWhenIdle(destination: Destination): void {
  if (idleLoadScheduled) return;
  idleLoadScheduled = true;
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
  whenIdle(() => void load(destination));
}

/** Sends a signal: a reader's answer at once, a page view once the browser is idle. Nothing when feedback is off. */
export function send(settings: InsightsSettings, signal: Signal): void {
  if (!settings.enabled) return;
  if (sender) {
    void sender.then((loaded) => loaded?.send(signal));
    return;
  }
  waiting.push(signal);
  if (signal.kind === 'event') {
    void load(settings);
  } else {
    loadWhenIdle(settings);
  }
}
