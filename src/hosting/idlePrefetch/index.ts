/**
 * Link prefetching without blocking the reader.
 *
 * Docusaurus's <Link> asks `window.docusaurus.prefetch(path)` as soon as a link scrolls into view. Each call matches
 * the path against every route and adds `<link rel="prefetch">` tags; an article shows some forty links (navbar,
 * sidebar, table of contents, footer), so the calls come together, in one task right after hydration: about 70 ms of
 * main thread under 4× CPU throttling, during which a tap waits. The client module queues the
 * calls and makes them when the browser is idle, a few at a time. Hover and tap (`preload`) are untouched.
 */
import path from 'node:path';

export const IDLE_PREFETCH_CLIENT_MODULE = path.join(__dirname, 'client.ts');
