#!/usr/bin/env node
/**
 * `npm run collector`: the local collector (./collector.mjs) on 127.0.0.1, for `npm start`, the live preview and the
 * tests. Port: LOCAL_COLLECTOR_PORT (default in src/feedback/localCollector.json); file: LOCAL_COLLECTOR_FILE.
 */
import {createCollector} from './collector.mjs';
import {LOCAL_COLLECTOR, LOCAL_COLLECTOR_FILE, LOCAL_COLLECTOR_PORT} from './config.mjs';

const server = createCollector({file: LOCAL_COLLECTOR_FILE, instrumentationKey: LOCAL_COLLECTOR.instrumentationKey});
server.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `[collector] Port ${LOCAL_COLLECTOR_PORT} is in use: stop what runs there, or set LOCAL_COLLECTOR_PORT.`
      : `[collector] ${error.message}`,
  );
  process.exit(1);
});
server.listen(LOCAL_COLLECTOR_PORT, '127.0.0.1', () => {
  console.log(
    `[collector] Readers' feedback on http://127.0.0.1:${LOCAL_COLLECTOR_PORT}, written to ${LOCAL_COLLECTOR_FILE}`,
  );
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
