// No import.meta here: Playwright loads this module too (playwright.config.ts, e2e/), compiled to CommonJS.
/** Readers' feedback, for the other capabilities' tools: the local collector's settings. */
export {EVENTS, LOCAL_COLLECTOR, LOCAL_COLLECTOR_FILE, LOCAL_COLLECTOR_PORT} from './collector/config.mjs';
