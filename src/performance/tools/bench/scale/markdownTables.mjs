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
  ['Search files on opening an article, no search (gzip)', (r) => kb(r.reader?.idleSearchGzip)],
  ['… of which the index / the search code', (r) => `${kb(r.reader?.idleIndexGzip)} / ${kb(r.reader?.idleCodeGzip)}`],
  ['First search: last key → first hit (page 4× CPU)', (r) => ms(r.reader?.searchMs)],
  [
    '… in the worker: start → hits; its own work',
    (r) => `${ms(r.reader?.searchWorkerMs)}; ${ms(r.reader?.searchWorkerWorkMs)}`,
  ],
  [`… a phone (worker ${CPU_SLOWDOWN}× slower too)`, (r) => ms(r.reader?.searchPhoneMs)],
  ['… runs whose list named its query', (r) => r.reader?.hitsOfTheQuery ?? '—'],
  ['First search: first key → first hit', (r) => ms(r.reader?.searchFromFirstKeyMs)],
  ['… search files from the first key (gzip)', (r) => kb(r.reader?.searchGzip)],
  ['… search files from opening the article (gzip)', (r) => kb(r.reader?.fromOpeningGzip)],
  ['Search worker heap after it (after GC)', (r) => `${mb(r.reader?.heapBytes)} (${mb(r.reader?.heapAfterGcBytes)})`],
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
 * The tables, one per language and one for the whole site: a title, then each table's columns and rows.
 * @param {ScaleResults} results
 */
export function scaleTables(results) {
  const {locales, articles, docs, runs} = results;
  const names = Object.keys(locales);
  const title =
    `Scale bench: ${articles} synthetic articles per language (${names.map((n) => `${n}: ${docs[n]} pages of docs`).join(', ')}); ` +
    `browser figures are medians of ${runs} run(s)`;
  return {
    title,
    byLanguage: {
      columns: ['Measure', ...names],
      rows: LOCALE_ROWS.map(([label, read]) => [label, ...names.map((n) => read(locales[n]))]),
    },
    wholeSite: {
      columns: ['Whole site', ''],
      rows: [
        [
          'Build folder, both languages: files; MB; host configuration (quotas: `src/hosting/quotas.mjs`)',
          hostSize(results.host),
        ],
        ['Build (npm run build:local): wall time', status(results.build)],
        ['Build: peak memory (RSS of its process tree, sampled)', mb(results.build?.peakBytes)],
        ['npm run check', status(results.checks.check)],
        ['npm run build:pending-sample (needed by the built-site checks)', status(results.checks.pendingSample)],
        ['Built-site checks (vitest run --project built-site)', status(results.checks.builtSite)],
      ],
    },
  };
}

/** @param {{columns: string[], rows: string[][]}} table */
const markdownTable = ({columns, rows}) =>
  [columns, columns.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');

/**
 * The tables, one per language and one for the whole site, as Markdown.
 * @param {ScaleResults} results
 */
export function markdownReport(results) {
  const {title, byLanguage, wholeSite} = scaleTables(results);
  const load = results.browserLoad ? ` (machine load ${results.browserLoad.join(' → ')})` : '';
  return [`${title}${load}.`, '', markdownTable(byLanguage), '', markdownTable(wholeSite)].join('\n');
}
