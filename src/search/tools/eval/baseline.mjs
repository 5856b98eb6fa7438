/**
 * The search evaluation's baseline (./baseline.json): each question's rank and the first articles it found when
 * it was last recorded (`npm run eval:search -- --record`), per language and place. A question that found its
 * article in the first 3 then and no longer does fails the evaluation, even when the shares stay above their
 * floors: one new article must not quietly push readers' questions out.
 */
import fs from 'node:fs';
import * as prettier from 'prettier';

const FIRST = 3;

/**
 * @typedef {{rank: number, first: string[]}} Rank
 * @typedef {Record<string, Record<string, Record<string, Rank>>>} Baseline
 */

/**
 * locale → place → question → {rank (0: not found), first: the ids of the first 3 articles}; {} when none.
 * @param {string} file
 * @returns {Baseline}
 */
export function readBaseline(file) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}

/**
 * `{"key": value, …}`, one key a line, each value written by `write`.
 * @template T
 * @param {Record<string, T>} object
 * @param {string} indent
 * @param {(value: T) => string} write
 */
function block(object, indent, write) {
  const lines = Object.entries(object).map(([key, value]) => `${indent}  ${JSON.stringify(key)}: ${write(value)}`);
  return `{\n${lines.join(',\n')}\n${indent}}`;
}

/**
 * One question a line (where it fits), formatted as the project formats its JSON.
 * @param {string} file
 * @param {Baseline} baseline
 */
export async function writeBaseline(file, baseline) {
  const text = block(baseline, '', (places) =>
    block(places, '  ', (questions) => block(questions, '    ', (entry) => JSON.stringify(entry))),
  );
  const options = await prettier.resolveConfig(file);
  fs.writeFileSync(file, await prettier.format(text, {...options, filepath: file}));
}

/** @param {number | undefined} rank */
const inFirstThree = (rank) => rank !== undefined && Number.isInteger(rank) && rank >= 1 && rank <= FIRST;

/**
 * The questions of `ranks` (question → {rank, first}) that were in the first 3 in `recorded` and no longer are,
 * each named with the articles that came ahead of it since.
 * @param {Record<string, Rank> | undefined} recorded
 * @param {Record<string, Rank>} ranks
 */
export function slippedQuestions(recorded, ranks) {
  return Object.entries(ranks)
    .filter(([question, now]) => inFirstThree(recorded?.[question]?.rank) && !inFirstThree(now.rank))
    .map(([question, now]) => {
      const was = /** @type {Record<string, Rank>} */ (recorded)[question];
      const newcomers = now.first.filter((route) => !was.first.includes(route));
      const rank = now.rank ? `#${now.rank}` : 'not in the results';
      return `"${question}" found its article at #${was.rank} in the baseline, now ${rank}: pushed out by ${(newcomers.length > 0 ? newcomers : now.first).join(', ')}`;
    });
}
