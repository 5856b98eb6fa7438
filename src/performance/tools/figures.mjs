/**
 * Every figure the benches measure, in one place: `handbook/figures.json` holds the tables the benches wrote (each
 * bench replaces its own table, by id), and `handbook/figures.md` is written from it. Prose links to a table
 * (`handbook/figures.md#<id>`) and never copies a figure: `npm run check` finds a copy
 * (scripts/checks/benchFigures.mjs).
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const FIGURES_JSON = 'handbook/figures.json';
export const FIGURES_MD = 'handbook/figures.md';

/**
 * One bench's table: what it measured (`title`), how (`command`, the exact command line), when and on what (`measured`,
 * a day; `commit`; the machine's one-minute load before and after), and its rows, each cell as the bench printed it.
 * @typedef {{id: string, title: string, command: string, measured: string, commit: string | null, load?: number[],
 *   note?: string, columns: string[], rows: string[][]}} FigureTable
 */

/**
 * The tables, in the order they were first written.
 * @param {string} root
 * @returns {FigureTable[]}
 */
export function readFigures(root) {
  const file = path.join(root, FIGURES_JSON);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')).tables : [];
}

/**
 * A table's cell, safe inside a Markdown table.
 * @param {string} cell
 */
const cellText = (cell) => cell.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/**
 * `handbook/figures.md`, from the tables.
 * @param {FigureTable[]} tables
 */
export function figuresMarkdown(tables) {
  const sections = tables.map((table) => {
    const load = table.load ? `, machine load ${table.load.join(' → ')}` : '';
    const commit = table.commit ? `, commit \`${table.commit}\`` : '';
    return [
      `## ${table.id}`,
      '',
      `**${table.title}** \`${table.command}\`, ${table.measured}${commit}${load}.${table.note ? ` ${table.note}` : ''}`,
      '',
      `| ${table.columns.map(cellText).join(' | ')} |`,
      `| ${table.columns.map(() => '---').join(' | ')} |`,
      ...table.rows.map((row) => `| ${row.map(cellText).join(' | ')} |`),
    ].join('\n');
  });
  return [
    '# Figures the benches wrote',
    '',
    'Written by the benches (`src/performance/tools/figures.mjs`) from `figures.json`: do not edit; run the command',
    'a table names to replace it. What the figures mean and how they were taken: [performance.md](performance.md).',
    '',
    ...sections.flatMap((section) => [section, '']),
  ].join('\n');
}

/**
 * Writes `table` into the figures (replacing the table of the same id), then `handbook/figures.md`.
 * @param {string} root
 * @param {FigureTable} table
 */
export function recordFigures(root, table) {
  const tables = readFigures(root);
  const at = tables.findIndex((known) => known.id === table.id);
  if (at === -1) tables.push(table);
  else tables[at] = table;
  fs.writeFileSync(path.join(root, FIGURES_JSON), `${JSON.stringify({tables}, null, 2)}\n`);
  fs.writeFileSync(path.join(root, FIGURES_MD), figuresMarkdown(tables));
  console.log(`\nWritten to ${FIGURES_MD}#${table.id}.`);
}

/**
 * When and on what a bench measured: today, the checkout's commit (marked when it had uncommitted changes), the
 * machine's one-minute load now (a bench passes the load it saw when it started as `loadBefore`).
 * @param {string} dir the checkout measured
 * @param {number} loadBefore
 */
export function measuredOn(dir, loadBefore) {
  /** @param {string[]} args */
  const git = (...args) => execFileSync('git', args, {cwd: dir, encoding: 'utf8'}).trim();
  let commit = null;
  try {
    commit = git('rev-parse', '--short', 'HEAD') + (git('status', '--porcelain').length > 0 ? ' (changed)' : '');
  } catch {
    // Not a git checkout: the table says so by naming no commit.
  }
  const load = [loadBefore, os.loadavg()[0]].map((value) => Number(value.toFixed(1)));
  return {measured: new Date().toISOString().slice(0, 10), commit, load};
}

/**
 * The command line that ran this bench, as `npm run <script> -- <arguments>`.
 * @param {string} script
 */
export const commandLine = (script) =>
  ['npm run', script, ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : [])].join(' ');
