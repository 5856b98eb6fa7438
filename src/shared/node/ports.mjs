/**
 * Where the local servers listen unless told otherwise. The local identity provider's port is shared with the
 * site and lives with its other settings (src/signIn/shared/localIdp.json, read in src/signIn/tools/idp/config.mjs).
 */
// No import.meta here: Playwright loads this module too, compiled to CommonJS.
import localSite from '../localSite.json' with {type: 'json'};

/**
 * `npm start` (scripts/start.mjs --port): the address local builds name as the site's (src/hosting/environment.ts).
 * `npm run dev` too: it is the default port of `docusaurus start`.
 */
export const START_PORT = localSite.port;

/** `npm run serve` (src/hosting/tools/serveBuild.mjs --port), and the end-to-end tests' site (E2E_SITE_PORT). */
export const SITE_PORT = 4173;

/** The sample build with a pending translation, in its end-to-end test (E2E_PENDING_SAMPLE_PORT). */
export const PENDING_SAMPLE_PORT = 4174;

/** The site's build, then the sample build in its place, under open pages: a deploy (E2E_DEPLOY_PORT). */
export const DEPLOY_SWAP_PORT = 4175;

/** The live preview (`docusaurus start`) of its own tests (playwright.live-preview.config.ts). */
export const LIVE_PREVIEW_TEST_PORT = 4190;

/** The Azure Static Web Apps emulator (src/hosting/tools/emulator.mjs --port) of the host tests (E2E_HOST_PORT). */
export const HOST_EMULATOR_PORT = 4280;

/**
 * The benchmarks' servers (src/performance/tools/bench): the site as readers get it, its baseline (without the gate,
 * or another checkout), the bundle report's, and the scale benchmark's site (bench:scale --port).
 */
export const BENCH_PORTS = {gated: 4341, baseline: 4342, analyze: 4343, scale: 4350};

/**
 * Every port above that serves the site: the local identity provider accepts sign-ins from each
 * (src/signIn/tools/idp/registration.mjs), whoever started it.
 */
export const SITE_PORTS = [
  START_PORT,
  SITE_PORT,
  PENDING_SAMPLE_PORT,
  DEPLOY_SWAP_PORT,
  LIVE_PREVIEW_TEST_PORT,
  HOST_EMULATOR_PORT,
  ...Object.values(BENCH_PORTS),
];
