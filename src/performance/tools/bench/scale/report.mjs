/** The scale bench's figures as Markdown tables. */
import {CPU_SLOWDOWN} from './reader.mjs';

/**
 * @typedef {{raw: number, gzip: number}} Bytes
 * @typedef {{beforeContentGzip?: number, idleSearchGzip?: number, idleIndexGzip?: number, idleCodeGzip?: number,
 *   searchMs?: number, searchWorkerMs?: number, searchWorkerWorkMs?: number, searchPhoneMs?: number,
 *   searchFromFirstKeyMs?: number, searchGzip?: number, fromOpeningGzip?: number, heapBytes?: number,
 *   heapAfterGcBytes?: number, workers?: number, hitsOfTheQuery?: string,
 *   beforeContentByKind?: Record<string, number | undefined>}} ReaderFigures medians of the browser runs
 * @typedef {{index: Bytes, parts?: Bytes & {files: number}, mainJs: Bytes, runtimeJs?: Bytes, reader?: ReaderFigures,
 *   largestPage?: {path: string, raw: number, gzip: number, pages: number}}} LocaleResults
 * @typedef {import('./processTree.mjs').Measured & {failed?: string[], files?: object}} Step
 * @typedef {{articles: number, docs: Record<string, number>, runs: number, locales: Record<string, LocaleResults>,
 *   browserLoad?: number[], build?: Step, checks: Record<string, Step | undefined>, readerError?: string,
 *   host?: HostFigures}} ScaleResults
 * @typedef {{files: number, bytes: number, configBytes: number, free: string, standard: string}} HostFigures the whole
 *   build against the host's quotas
 */

/** The kinds of page whose JavaScript before content the readers measure (./reader.mjs). */
const PAGE_KINDS = ['article', 'category', 'home', 'search'];

/** @param {number | undefined} bytes */
const kb = (bytes) => (bytes === undefined ? '—' : `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`);
/** @param {number | undefined} bytes */
const mb = (bytes) => (bytes === undefined ? '—' : `${(bytes / 1024 / 1024).toFixed(1)} MB`);
/** @param {number | undefined} value */
const ms = (value) => (value === undefined ? '—' : `${Math.round(value)} ms`);
/** @param {number} value */
const seconds = (value) => `${(value / 1000).toFixed(1)} s`;

/**
 * Rows of the per-language table: a label, and how to read the figure from a language's results.
 * @type {[string, (results: LocaleResults) => string][]}
 */
const LOCALE_ROWS = [
  ['Search index, raw', (r) => mb(r.index.raw)],
  ['Search index, gzip', (r) => kb(r.index.gzip)],
  [
    'Its parts (dictionary, postings, documents): files; raw / gzip',
    (r) => (r.parts ? `${r.parts.files}; ${mb(r.parts.raw)} / ${kb(r.parts.gzip)}` : '—'),
  ],
  ['Search files downloaded on opening an article, no search (gzip)', (r) => kb(r.reader?.idleSearchGzip)],
  ['… of which the index / the search code', (r) => `${kb(r.reader?.idleIndexGzip)} / ${kb(r.reader?.idleCodeGzip)}`],
  [
    'First search: last key → first hit for the whole query (page 4× CPU, worker full speed)',
    (r) => ms(r.reader?.searchMs),
  ],
  [
    '… the last search in the worker: start → hits; of which its own work (worker timeline, full speed)',
    (r) => `${ms(r.reader?.searchWorkerMs)}; ${ms(r.reader?.searchWorkerWorkMs)}`,
  ],
  [
    `… a phone (${CPU_SLOWDOWN}× CPU in the worker too): the first figure + ${CPU_SLOWDOWN - 1} × that work`,
    (r) => ms(r.reader?.searchPhoneMs),
  ],
  [
    '… runs where the dropdown named its query (else: first options after the last key)',
    (r) => r.reader?.hitsOfTheQuery ?? '—',
  ],
  ['First search: first key → first hit for the whole query (same)', (r) => ms(r.reader?.searchFromFirstKeyMs)],
  ['First search: search files downloaded from the first key to the hit (gzip)', (r) => kb(r.reader?.searchGzip)],
  ['First search: search files from opening the article to the hit (gzip)', (r) => kb(r.reader?.fromOpeningGzip)],
  [
    'Search worker JS heap after the search (after GC)',
    (r) => `${mb(r.reader?.heapBytes)} (${mb(r.reader?.heapAfterGcBytes)})`,
  ],
  ['Search workers started', (r) => String(r.reader?.workers ?? '—')],
  ['main.js, gzip (raw)', (r) => `${kb(r.mainJs.gzip)} (${kb(r.mainJs.raw)})`],
  ['runtime~main.js, gzip (raw)', (r) => (r.runtimeJs ? `${kb(r.runtimeJs.gzip)} (${kb(r.runtimeJs.raw)})` : '—')],
  ['JavaScript before content (gzip)', (r) => kb(r.reader?.beforeContentGzip)],
  ...PAGE_KINDS.map(
    (kind) =>
      /** @type {[string, (results: LocaleResults) => string]} */ ([
        `… on the ${kind} page`,
        (r) => kb(r.reader?.beforeContentByKind?.[kind]),
      ]),
  ),
  [
    'Largest page: HTML raw / gzip (of how many pages)',
    (r) =>
      r.largestPage
        ? `${r.largestPage.path}: ${kb(r.largestPage.raw)} / ${kb(r.largestPage.gzip)} (of ${r.largestPage.pages.toLocaleString('en-CA')})`
        : '—',
  ],
];

// In the host's units (src/hosting/quotas.mjs): MB and KB of 10^6 and 10^3 bytes.
/** @param {{files: number, bytes: number, configBytes: number} | undefined} host */
const hostSize = (host) =>
  host
    ? `${host.files.toLocaleString('en-CA')}; ${(host.bytes / 1e6).toFixed(1)} MB; ${(host.configBytes / 1e3).toFixed(1)} KB`
    : '—';

/** @param {Step | undefined} step */
function status(step) {
  if (!step) return 'not run';
  const outcome = step.ok ? 'passed' : step.timedOut ? 'STOPPED (time limit)' : `FAILED (exit ${step.exitCode})`;
  const failed = step.failed?.length ? `: ${step.failed.length} failed (${step.failed.join('; ')})` : '';
  const load = step.load ? ` (machine load ${step.load.join(' → ')})` : '';
  return `${seconds(step.ms)}${load}, ${outcome}${failed}`;
}

/**
 * The tables, one per language and one for the whole site.
 * @param {ScaleResults} results
 */
export function markdownReport(results) {
  const {locales, articles, docs, runs} = results;
  const names = Object.keys(locales);
  const lines = [
    `Scale bench: ${articles} synthetic articles per language (${names.map((n) => `${n}: ${docs[n]} pages of docs`).join(', ')}); ` +
      `browser figures are medians of ${runs} run(s)` +
      (results.browserLoad ? ` (machine load ${results.browserLoad.join(' → ')}).` : '.'),
    '',
    `| Measure | ${names.join(' | ')} |`,
    `|---|${names.map(() => '---').join('|')}|`,
    ...LOCALE_ROWS.map(([label, read]) => `| ${label} | ${names.map((n) => read(locales[n])).join(' | ')} |`),
    '',
    '| Whole site | |',
    '|---|---|',
    `| Build folder, both languages: files; MB; host configuration | ${hostSize(results.host)} |`,
    `| Host quotas, Free | ${results.host?.free ?? '—'} |`,
    `| Host quotas, Standard | ${results.host?.standard ?? '—'} |`,
    `| Build (npm run build:local): wall time | ${status(results.build)} |`,
    `| Build: peak memory (RSS of its process tree, sampled) | ${mb(results.build?.peakBytes)} |`,
    `| npm run check | ${status(results.checks.check)} |`,
    `| npm run build:pending-sample (needed by the built-site checks) | ${status(results.checks.pendingSample)} |`,
    `| Built-site checks (vitest run --project built-site) | ${status(results.checks.builtSite)} |`,
  ];
  return lines.join('\n');
}
