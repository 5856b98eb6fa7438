/**
 * `@docusaurus/utils-common` for the browser bundle (./../plugin.ts aliases it here): the same exports, from the same
 * files, without its index's `require("tslib")`, which put all of tslib in every page's main.js for one
 * `__importDefault`. The upstream files are recorded in src/upstream/inventory.json (`utils-common-without-tslib`).
 */
export const blogPostContainerID = '__blog-post-container';
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash';
export {addPrefix, removeSuffix, addSuffix, removePrefix} from '@docusaurus/utils-common/lib/stringUtils';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils';
