import fs from 'node:fs';
import path from 'node:path';
import type {Page, Request} from '@playwright/test';
import {LOCAL_COLLECTOR, LOCAL_COLLECTOR_PORT} from '../src/feedback/tools/index.mjs';

/** The tests' own file, apart from what `npm start` receives. */
export const E2E_COLLECTOR_FILE = path.resolve('.local-insights/e2e.jsonl');

/**
 * The local collector, as a web server of a Playwright configuration. Never an already running one: it would write
 * to another file than the one the tests read.
 */
export const collectorServer = {
  command: 'node src/feedback/tools/collector/server.mjs',
  url: `http://127.0.0.1:${LOCAL_COLLECTOR_PORT}/health`,
  env: {LOCAL_COLLECTOR_FILE: E2E_COLLECTOR_FILE, LOCAL_COLLECTOR_PORT: String(LOCAL_COLLECTOR_PORT)},
  reuseExistingServer: false,
  stdout: 'ignore' as const,
};

export type Received = {
  receivedAt: string;
  origin: string | null;
  cookieSent: boolean;
  envelope: {
    iKey: string;
    tags?: Record<string, string>;
    data: {baseType: string; baseData: {name: string; properties?: Record<string, string>}};
  };
};

/** Every item the collector received since `since` (an ISO time), oldest first. */
export function receivedSince(since: string): Received[] {
  if (!fs.existsSync(E2E_COLLECTOR_FILE)) return [];
  return fs
    .readFileSync(E2E_COLLECTOR_FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Received)
    .filter((item) => item.receivedAt >= since);
}

const isTrack = (request: Request) => new URL(request.url()).pathname === LOCAL_COLLECTOR.trackPath;

/** Every request the page sends to the collector, as it leaves the browser (body and headers). */
export function requestsToCollector(page: Page): {body: string; headers: Record<string, string>}[] {
  const sent: {body: string; headers: Record<string, string>}[] = [];
  page.on('request', (request) => {
    if (isTrack(request) && request.method() === 'POST') {
      sent.push({body: request.postData() ?? '', headers: request.headers()});
    }
  });
  return sent;
}

/** Waits until the collector has answered a request of the page that holds `text` (the item is then in its file). */
export async function collected(page: Page, text: string, action: () => Promise<void>): Promise<void> {
  const answered = page.waitForResponse(
    (response) => isTrack(response.request()) && (response.request().postData() ?? '').includes(text) && response.ok(),
  );
  await action();
  await answered;
}
