/**
 * Rewrites theme-common's useShallowMemoObject (lib/utils/reactUtils.js) to order an object's keys by code point
 * instead of `localeCompare`: any fixed order serves (the keys only become a list of memo dependencies), and the
 * first `localeCompare` of a page initialises ICU's collator on the main thread. Fails the build if the theme's
 * code no longer reads as expected, so an upgrade is looked at rather than silently skipped.
 */
const LOCALE_COMPARE = 'deps.sort((a, b) => a[0].localeCompare(b[0]));';
const CODE_POINT_ORDER = 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));';

module.exports = function keySortLoader(source) {
  if (!source.includes(LOCALE_COMPARE)) {
    throw new Error(
      `${this.resourcePath} no longer sorts with \`${LOCALE_COMPARE}\`: update src/plugins/icuFreeHydration for this version of @docusaurus/theme-common.`,
    );
  }
  return source.replace(LOCALE_COMPARE, CODE_POINT_ORDER);
};
