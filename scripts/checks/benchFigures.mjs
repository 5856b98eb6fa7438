/**
 * Each figure in one place: what a bench measured lives in handbook/figures.md, which the benches write (from
 * handbook/figures.json, src/performance/tools/figures.mjs). A number in the maintainers' prose (the Markdown outside
 * docs/ and i18n/, and the code's comments) that a bench also wrote is a copy, bound to drift: the prose links to the
 * table instead. Only numbers with a unit are compared (KB, MB, GB, ms, s, min, %, ×), as written (`113.6 KB` is not
 * `114 KB`), so that counts, dates, versions and ports never match; a setting that happens to equal a figure is
 * listed in NOT_FIGURES with its reason.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {FIGURES_JSON, FIGURES_MD, figuresMarkdown, readFigures} from '../../src/performance/tools/index.mjs';
import {commentsOf} from './codePointers.mjs';

const NUMBER = String.raw`\d[\d,]*(?:\.\d+)?`;
const BETWEEN = String.raw`\s*(?:/|–|-|→)\s*`;
const UNIT = String.raw`KB|MB|GB|ms|s|min|%|×`;
/** Numbers that share a unit (`95 / 113 KB`, `0.96–1.07 s`, `70.5 → 100 %`), then the unit. */
const FIGURE = new RegExp(String.raw`(?<![\w.,])((?:${NUMBER}${BETWEEN})*${NUMBER})\s?(${UNIT})(?![\p{L}\d])`, 'gu');
const CODE = /\.(?:[cm]?js|jsx|mts|tsx?)$/;
const NOT_PROSE = /^(docs|i18n|static)\/|^scripts\/checks\/benchFigures(\.test)?\.mjs$/;

/**
 * Numbers that equal a figure a bench wrote but are not that figure, as `file: figure`, each with its reason.
 * @type {Set<string>}
 */
export const NOT_FIGURES = new Set([
  // The size of the runs of postings the build writes (a setting of src/search/build/writeIndexParts.js), not the dictionary's.
  'src/search/README.md: 8 KB',
  // The progress bar's delay (the theme's, kept by src/hosting/progressBar.ts), not a task's length.
  'UPSTREAM.md: 200 ms',
  // What two typo edits cost lunr for one word (a profile of the worker), not a bench's figure.
  'src/search/worker/smartQueries.js: 60 ms',
]);

/**
 * Copies the lead is to remove after the work in progress on these folders lands (`file: figure`), each named so that
 * a new one fails. Empty it as they are removed.
 * @type {Set<string>}
 */
export const KNOWN_ELSEWHERE = new Set([]);

/**
 * The figures in `text`, each as a number and its unit (`113.6 KB`), thousands separators removed.
 * @param {string} text
 */
export function figuresIn(text) {
  return [...text.matchAll(FIGURE)].flatMap((match) =>
    match[1].split(new RegExp(BETWEEN)).map((number) => `${number.replace(/,/g, '')} ${match[2]}`),
  );
}

/**
 * Each figure the benches wrote, with the table it is in (the first column of a table names a row: not a figure).
 * @param {string} root
 */
export function benchFigures(root) {
  /** @type {Map<string, string>} */
  const figures = new Map();
  for (const table of readFigures(root)) {
    for (const row of table.rows) {
      for (const figure of row.slice(1).flatMap(figuresIn)) if (!figures.has(figure)) figures.set(figure, table.id);
    }
  }
  return figures;
}

/**
 * The maintainers' prose: each Markdown file outside docs/ and i18n/ (but the figures' own), and each code file's
 * comments, as lines of text with where they are.
 * @param {string} root
 */
function proseOf(root) {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && !NOT_PROSE.test(file) && fs.existsSync(path.join(root, file)));
  return files.flatMap((file) => {
    if (file.endsWith('.md') && file !== FIGURES_MD) {
      return fs
        .readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .map((text, index) => ({file, line: index + 1, text}));
    }
    if (!CODE.test(file)) return [];
    return commentsOf(file, fs.readFileSync(path.join(root, file), 'utf8')).flatMap(({line, text}) =>
      text.split('\n').map((part, index) => ({file, line: line + index, text: part})),
    );
  });
}

/**
 * Each figure of the prose that a bench also wrote, and a figures page that is not what its JSON says.
 * @param {string} root
 */
export function checkBenchFigures(root) {
  const problems = [];
  const written = path.join(root, FIGURES_MD);
  if (fs.existsSync(path.join(root, FIGURES_JSON))) {
    const expected = figuresMarkdown(readFigures(root));
    if (!fs.existsSync(written) || fs.readFileSync(written, 'utf8') !== expected) {
      problems.push(`${FIGURES_MD} is not what ${FIGURES_JSON} says: the benches write both, never edit them by hand.`);
    }
  }
  const figures = benchFigures(root);
  for (const {file, line, text} of proseOf(root)) {
    for (const figure of new Set(figuresIn(text))) {
      const table = figures.get(figure);
      if (table && !NOT_FIGURES.has(`${file}: ${figure}`) && !KNOWN_ELSEWHERE.has(`${file}: ${figure}`)) {
        problems.push(
          `${file}:${line}: ${figure} is a figure a bench wrote (${FIGURES_MD}#${table}): link to its table instead of copying it.`,
        );
      }
    }
  }
  return problems;
}
