/** Upstream internals, for the project's checks (`npm run check`). */
export {checkInventoryDocument, checkUpstream, describeProblems} from '../guard.mjs';
