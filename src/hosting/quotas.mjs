// @ts-check
/**
 * Azure Static Web Apps' quotas per app (Microsoft's "Quotas in Azure Static Web Apps"), the one place they are
 * written: the build reports its size against them and stops when one is exceeded (./plugin.ts), and the scale bench
 * reports the same figures (src/performance/tools/bench/scale/run.mjs). No import.meta here: Docusaurus loads this module
 * with the site's configuration, compiled to CommonJS.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The environment variable naming the Static Web App's plan (src/hosting/settings.ts). */
export const HOST_PLAN_VARIABLE = 'HOST_PLAN';

// MB and KB read as 10^6 and 10^3 bytes, the stricter reading of Microsoft's figures.
export const HOST_PLANS = {
  free: {name: 'Free', files: 15_000, bytes: 250_000_000, configBytes: 20_000},
  standard: {name: 'Standard', files: 15_000, bytes: 500_000_000, configBytes: 20_000},
};

/** @typedef {keyof typeof HOST_PLANS} HostPlan */
/** @typedef {{files: number, bytes: number, configBytes: number}} BuildSize */

const count = (/** @type {number} */ n) => n.toLocaleString('en-CA');
const megabytes = (/** @type {number} */ bytes) => (bytes / 1e6).toFixed(1);
const kilobytes = (/** @type {number} */ bytes) => (bytes / 1e3).toFixed(1);

/**
 * The build's size against the plan's quotas: `summary`, one line with the margin left; `problems`, for each quota
 * exceeded, by how much and what to change (none: the host accepts the build).
 *
 * @param {BuildSize} size
 * @param {HostPlan} plan
 * @returns {{ok: boolean, summary: string, problems: string[]}}
 */
export function hostQuotaReport({files, bytes, configBytes}, plan) {
  const quota = HOST_PLANS[plan];
  const summary =
    `Host quotas (${quota.name}): ${count(files)} of ${count(quota.files)} files; ` +
    `${megabytes(bytes)} of ${megabytes(quota.bytes)} MB; config ${kilobytes(configBytes)} of ${kilobytes(quota.configBytes)} KB` +
    ` (left: ${count(quota.files - files)} files, ${megabytes(quota.bytes - bytes)} MB, ${kilobytes(quota.configBytes - configBytes)} KB)`;
  const problems = [];
  if (files > quota.files) {
    problems.push(
      `${count(files)} files, ${count(files - quota.files)} over the ${count(quota.files)} the host takes per app on every plan: ` +
        'fewer pages, or larger search-index parts (PART_BYTES in src/search/splitIndex.js).',
    );
  }
  if (bytes > quota.bytes) {
    const larger =
      plan === 'free'
        ? `move the Static Web App to the Standard plan (${megabytes(HOST_PLANS.standard.bytes)} MB) and set ${HOST_PLAN_VARIABLE}=standard, or `
        : '';
    problems.push(
      `${megabytes(bytes - quota.bytes)} MB too large for the ${quota.name} plan: ${larger}` +
        'make the build smaller (the largest files first: handbook/performance.md, "The host\'s quotas").',
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
