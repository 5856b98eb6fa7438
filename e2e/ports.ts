import {
  DEPLOY_SWAP_PORT,
  HOST_EMULATOR_PORT,
  LIVE_PREVIEW_TEST_PORT,
  PENDING_SAMPLE_PORT,
  SITE_PORT,
} from '../src/shared/node/ports.mjs';

/** The ports the end-to-end tests serve the site on: those of src/shared/node/ports.mjs unless an E2E_*_PORT says otherwise. */
export const E2E_PORTS = {
  site: Number(process.env.E2E_SITE_PORT || SITE_PORT),
  hostEmulator: Number(process.env.E2E_HOST_PORT || HOST_EMULATOR_PORT),
  pendingSample: Number(process.env.E2E_PENDING_SAMPLE_PORT || PENDING_SAMPLE_PORT),
  deploySwap: Number(process.env.E2E_DEPLOY_PORT || DEPLOY_SWAP_PORT),
  livePreview: Number(process.env.E2E_LIVE_PREVIEW_PORT || LIVE_PREVIEW_TEST_PORT),
};
