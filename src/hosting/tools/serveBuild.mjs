#!/usr/bin/env node
/**
 * Serves build/ on this machine only, as the production host does (see
 * src/hosting/tools/staticServer.mjs): clean URLs, the French not-found page
 * under /fr/, and the host's security headers.
 *
 * Usage: node src/hosting/tools/serveBuild.mjs [--port 4173] [--dir build]
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {createStaticServer} from './staticServer.mjs';
import {SITE_PORT} from '../../shared/node/ports.mjs';

// The build holds every page in the clear (the gate only hides them): never offer it to the network.
const LOOPBACK = '127.0.0.1';

const {values} = parseArgs({
  options: {port: {type: 'string', default: String(SITE_PORT)}, dir: {type: 'string', default: 'build'}},
});
const root = path.resolve(values.dir);
const port = Number(values.port);

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`[serve] ${message}`);
  process.exit(1);
}

let server;
try {
  server = createStaticServer({root});
} catch (error) {
  fail(/** @type {Error} */ (error).message);
}
server.on('error', (error) => fail(`Cannot listen on ${LOOPBACK}:${port}: ${error.message}`));
server.listen(port, LOOPBACK, () => {
  const {port: listening} = /** @type {import('node:net').AddressInfo} */ (server.address());
  console.log(`Serving ${root} at http://localhost:${listening}/ (French at /fr/)`);
});
