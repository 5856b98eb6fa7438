// No import.meta here: Playwright loads this module too, compiled to CommonJS.
import path from 'node:path';
import localCollector from '../../localCollector.json' with {type: 'json'};
import events from '../../events.json' with {type: 'json'};

/** Port, instrumentation key and path shared with the site's local builds (src/feedback/environment.ts). */
export const LOCAL_COLLECTOR = localCollector;

/** The event names and limits the site sends with (src/feedback/events.json). */
export const EVENTS = events;

/** The port the local collector listens on: LOCAL_COLLECTOR_PORT, or the default. */
export const LOCAL_COLLECTOR_PORT = Number(process.env.LOCAL_COLLECTOR_PORT || LOCAL_COLLECTOR.defaultPort);

/** Where it appends what it receives (one JSON line per item): LOCAL_COLLECTOR_FILE, or the default. */
export const LOCAL_COLLECTOR_FILE = path.resolve(process.env.LOCAL_COLLECTOR_FILE || '.local-insights/received.jsonl');
