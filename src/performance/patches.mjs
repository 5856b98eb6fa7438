/**
 * The performance patches: changes to other packages' internals that make pages faster and nothing else (the site
 * works without them, only slower). Each was re-weighed and kept for a gain a reader feels (figures in
 * handbook/performance.md, "Performance patches re-weighed"); UPSTREAM.md lists the internals each relies on.
 *
 * One switch, `PERFORMANCE_PATCHES`, builds the site without them, to compare:
 *
 *     PERFORMANCE_PATCHES=all                      every patch (the default, what ships)
 *     PERFORMANCE_PATCHES=none                     none of them
 *     PERFORMANCE_PATCHES=without:early-reveal,…   all but the named ones
 *
 * Shared by the site's configuration and the benches (src/performance/tools/bench). No import.meta here: Docusaurus loads this
 * module with the site's configuration, compiled to CommonJS.
 */

/** The environment variable read by docusaurus.config.ts. */
export const PERFORMANCE_PATCHES_VARIABLE = 'PERFORMANCE_PATCHES';

/**
 * Each patch: what a reader gets, and how the build leaves it out (./plugin.ts). `themeComponents` are our theme
 * components (./theme/…) that the build points back to the theme's own; `modules` the site modules swapped for their
 * unpatched twin (`[patched, unpatched]`, paths from the site's root, without extension). The rest is read where it
 * applies: `usePerformancePatch(id)` in the browser, the site's configuration and ./plugin.ts at build time.
 */
export const PERFORMANCE_PATCHES = Object.freeze({
  'early-reveal': {
    gain: "A returning reader's page shows before first paint, not once MSAL has loaded.",
    themeComponents: [],
    modules: [],
  },
  'prism-on-demand': {
    gain: 'Prism (about 35 KB gzip) out of every page; loaded only for a block in a programming language.',
    themeComponents: ['CodeBlock/Content'],
    modules: [],
  },
  'search-box-on-demand': {
    gain: "The navbar search box's code (downshift, the worker's client) loads when the reader reaches for it.",
    themeComponents: [],
    modules: [['src/search/theme/SearchBar/boxOnDemand', 'src/search/theme/SearchBar/boxAtOnce']],
  },
  'search-index-idle-prefetch': {
    gain: 'The search index is loaded once the browser is idle, so the first keystroke finds it ready.',
    themeComponents: [],
    modules: [],
  },
  'code-block-single-mount': {
    gain: 'Code blocks mounted once, not again after hydration (one colour mode).',
    themeComponents: ['CodeBlock'],
    modules: [],
  },
  'doc-card-icon-without-emoji-pattern': {
    gain: "A category page's cards skip the theme's emoji pattern, which takes a phone 90–150 ms to compile.",
    themeComponents: ['DocCard'],
    modules: [],
  },
  'route-lists-after-startup': {
    gain: "Docusaurus's route lists are made in a task of their own, not in the one that runs main.js.",
    themeComponents: [],
    modules: [],
  },
  'scripts-after-first-paint': {
    gain: "The page's first paint no longer waits for main.js to run when main.js arrives first (cache, busy phone).",
    themeComponents: [],
    modules: [],
  },
  'lean-version-data': {
    gain: "A doc page's docs-version data without every article's description, which only a section's page shows.",
    themeComponents: ['DocItem'],
    modules: [],
  },
  'main-compile-hint': {
    gain: "main.js compiled as it loads, not function by function in the one task that runs it (Chromium's hint).",
    themeComponents: [],
    modules: [],
  },
  'idle-prefetch': {
    gain: "Links' pages prefetched a few at a time when the browser is idle, not all in one task after hydration.",
    themeComponents: [],
    modules: [],
  },
});

/** @typedef {keyof typeof PERFORMANCE_PATCHES} PerformancePatchId */

/** @type {readonly PerformancePatchId[]} */
export const PERFORMANCE_PATCH_IDS = /** @type {PerformancePatchId[]} */ (Object.keys(PERFORMANCE_PATCHES));

const WITHOUT_PREFIX = 'without:';

/** @param {string} problem */
function usage(problem) {
  return new Error(
    `${PERFORMANCE_PATCHES_VARIABLE}: ${problem} Set it to "all" (what ships; the default when unset), "none", or ` +
      `"without:" followed by patch names separated by commas, among: ${PERFORMANCE_PATCH_IDS.join(', ')}.`,
  );
}

/**
 * The patches a build applies, from the switch's value. Anything else than the three forms stops the build.
 * @param {string | undefined} value
 * @returns {PerformancePatchId[]}
 */
export function parsePerformancePatches(value) {
  const setting = (value ?? '').trim();
  if (setting === '' || setting === 'all') {
    return [...PERFORMANCE_PATCH_IDS];
  }
  if (setting === 'none') {
    return [];
  }
  if (!setting.startsWith(WITHOUT_PREFIX)) {
    throw usage(`"${setting}" is not a setting.`);
  }
  const left = setting
    .slice(WITHOUT_PREFIX.length)
    .split(',')
    .map((name) => name.trim());
  const unknown = left.filter((name) => !Object.hasOwn(PERFORMANCE_PATCHES, name));
  if (unknown.length > 0 || left.length === 0) {
    throw usage(`no patch is named ${unknown.map((name) => `"${name}"`).join(', ') || '""'}.`);
  }
  return PERFORMANCE_PATCH_IDS.filter((id) => !left.includes(id));
}
