// @ts-check
/**
 * Azure Static Web Apps' quotas per app (Microsoft's "Quotas in Azure Static Web Apps"), the one place they are
 * written: the build reports its size against them and stops when one is exceeded (./plugin.ts), and the scale bench
 * reports the same figures (src/performance/tools/bench/scale/growingSite.mjs). No import.meta here: Docusaurus loads this module
 * with the site's configuration, compiled to CommonJS.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The environment variable naming the Static Web App's plan (src/hosting/environment.ts). */
export const HOST_PLAN_VARIABLE = 'HOST_PLAN';

// MB and KB read as 10^6 and 10^3 bytes, the stricter reading of Microsoft's figures.
export const HOST_PLANS = {
  free: {name: 'Free', files: 15_000, bytes: 250_000_000, configBytes: 20_000},
  standard: {name: 'Standard', files: 15_000, bytes: 500_000_000, configBytes: 20_000},
};

/** @typedef {keyof typeof HOST_PLANS} HostPlan */
/** @typedef {{files: number, bytes: number, configBytes: number}} BuildSize */
/** @typedef {{file: string, bytes: number}} BuiltFile */
/**
 * @typedef {{count: number, bytes: number, largest: BuiltFile & {sidebarLinks: number}}} HeavyPages
 * @typedef {{heavyPages: HeavyPages | null, largestFiles: BuiltFile[]}} BuildWeight
 */

/** A page over this much HTML is heavy (a reader on a phone downloads all of it before the article). */
export const HEAVY_PAGE_BYTES = 100_000;
/** More links than this in a page's sidebar is a whole long section (a shortened sidebar holds a few dozen). */
const SIDEBAR_LINKS = 100;

const count = (/** @type {number} */ n) => n.toLocaleString('en-CA');
const megabytes = (/** @type {number} */ bytes) => (bytes / 1e6).toFixed(1);
const kilobytes = (/** @type {number} */ bytes) => (bytes / 1e3).toFixed(1);

/**
 * The build's size against the plan's quotas: `summary`, one line with the margin left; `problems`, for each quota
 * exceeded, by how much and what to change (none: the host accepts the build).
 *
 * @param {BuildSize} size
 * @param {HostPlan} plan
 * @param {BuildWeight} [weight] what weighs in the build (`buildWeight`), named when it is too large
 * @returns {{ok: boolean, summary: string, problems: string[]}}
 */
export function hostQuotaReport({files, bytes, configBytes}, plan, weight) {
  const quota = HOST_PLANS[plan];
  const summary =
    `Host quotas (${quota.name}): ${count(files)} of ${count(quota.files)} files; ` +
    `${megabytes(bytes)} of ${megabytes(quota.bytes)} MB; config ${kilobytes(configBytes)} of ${kilobytes(quota.configBytes)} KB` +
    ` (left: ${count(quota.files - files)} files, ${megabytes(quota.bytes - bytes)} MB, ${kilobytes(quota.configBytes - configBytes)} KB)`;
  const problems = [];
  if (files > quota.files) {
    problems.push(
      `${count(files)} files, ${count(files - quota.files)} over the ${count(quota.files)} the host takes per app on every plan: ` +
        'fewer pages, or larger search-index parts (PART_BYTES in src/search/build/writeIndexParts.js).',
    );
  }
  if (bytes > quota.bytes) {
    const larger =
      plan === 'free'
        ? `move the Static Web App to the Standard plan (${megabytes(HOST_PLANS.standard.bytes)} MB) and set ${HOST_PLAN_VARIABLE}=standard, or `
        : '';
    problems.push(
      `${megabytes(bytes - quota.bytes)} MB too large for the ${quota.name} plan: ${larger}make the build smaller. ` +
        (weight ? describeWeight(weight) : ''),
    );
  }
  if (configBytes > quota.configBytes) {
    problems.push(
      `staticwebapp.config.json is ${count(configBytes)} bytes, over the host's ${count(quota.configBytes)}: ` +
        'fewer routes or shorter headers (src/hosting/hostConfig.ts).',
    );
  }
  return {ok: problems.length === 0, summary, problems};
}

/**
 * How many files the folder holds and their bytes, and the size of its host configuration (0 if absent).
 *
 * @param {string} root
 * @param {string} configFile the host configuration's name, at the root
 * @returns {BuildSize}
 */
export function buildSize(root, configFile) {
  let files = 0;
  let bytes = 0;
  const visit = (/** @type {string} */ dir) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (entry.isFile()) {
        files += 1;
        bytes += fs.statSync(file).size;
      }
    }
  };
  visit(root);
  const config = path.join(root, configFile);
  return {files, bytes, configBytes: fs.existsSync(config) ? fs.statSync(config).size : 0};
}

/** The folder of docs/ a built page belongs to (`fr/docs/workplace-services/x.html` → `docs/workplace-services`). */
const sectionOf = (/** @type {string} */ file) => path.posix.dirname(file.slice(Math.max(file.indexOf('docs/'), 0)));

/**
 * What makes a build large, in words: its heavy pages, how heavy and why (the links of their sidebar), else its
 * largest files.
 * @param {BuildWeight} weight
 */
export function describeWeight({heavyPages, largestFiles}) {
  if (!heavyPages) {
    return `The largest files: ${largestFiles.map(({file, bytes}) => `${file} (${megabytes(bytes)} MB)`).join(', ')}.`;
  }
  const {count: pages, bytes, largest} = heavyPages;
  const what =
    `${count(pages)} pages of ${kilobytes(bytes / pages)} KB of HTML on average (${megabytes(bytes)} MB in all); ` +
    `the largest, ${largest.file}, ${kilobytes(largest.bytes)} KB`;
  if (largest.sidebarLinks > SIDEBAR_LINKS) {
    return (
      `${what}: its sidebar lists ${count(largest.sidebarLinks)} links, as each page of the section ` +
      `${sectionOf(largest.file)} lists all its articles there. The sidebar shows a long section's first articles ` +
      'and a link to its page (src/content/longSections.ts gives a page to each long section that has none): ' +
      `check the "link" of that section's _category_.json.`
    );
  }
  return `${what}, most of it its own text: split the longest articles into several.`;
}

/** Links in a built page's sidebar (the theme's `theme-doc-sidebar-menu` list, up to the end of its navigation). */
export function sidebarLinks(/** @type {string} */ html) {
  const start = html.indexOf('theme-doc-sidebar-menu');
  if (start < 0) return 0;
  const end = html.indexOf('</nav>', start);
  return html.slice(start, end < 0 ? undefined : end).split('<a ').length - 1;
}

/**
 * What weighs in a build: its pages over HEAVY_PAGE_BYTES of HTML (how many, their bytes, the largest with the links
 * of its sidebar; null if none) and its three largest files.
 * @param {string} root
 * @returns {BuildWeight}
 */
export function buildWeight(root) {
  /** @type {BuiltFile[]} */
  const heavy = [];
  /** @type {BuiltFile[]} */
  let largestFiles = [];
  for (const entry of fs.readdirSync(root, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile()) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    const built = {file: path.relative(root, absolute).split(path.sep).join('/'), bytes: fs.statSync(absolute).size};
    if (built.file.endsWith('.html') && built.bytes > HEAVY_PAGE_BYTES) heavy.push(built);
    largestFiles = [...largestFiles, built].sort((a, b) => b.bytes - a.bytes).slice(0, 3);
  }
  if (heavy.length === 0) return {heavyPages: null, largestFiles};
  const largest = heavy.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const html = fs.readFileSync(path.join(root, largest.file), 'utf8');
  return {
    heavyPages: {
      count: heavy.length,
      bytes: heavy.reduce((sum, page) => sum + page.bytes, 0),
      largest: {...largest, sidebarLinks: sidebarLinks(html)},
    },
    largestFiles,
  };
}
