/**
 * The files an author is changing: modified, added or new since the last commit, from git, relative to `root`. The
 * checks name problems in them first. None outside a git work tree (a source archive).
 */
import {execFileSync} from 'node:child_process';

/**
 * @param {string} root
 * @param {string[]} args
 */
const git = (root, args) =>
  execFileSync('git', args, {cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']});

/**
 * @param {string} root
 * @returns {Set<string>}
 */
export function changedFiles(root) {
  try {
    const status = git(root, [
      '-c',
      'core.quotePath=false',
      'status',
      '--porcelain',
      '--untracked-files=all',
      '--no-renames',
      '.',
    ]);
    const prefix = git(root, ['rev-parse', '--show-prefix']).trim();
    return new Set(
      status
        .split('\n')
        .filter(Boolean)
        .map((line) => line.slice(3).replace(/^"|"$/g, ''))
        .map((file) => (file.startsWith(prefix) ? file.slice(prefix.length) : file)),
    );
  } catch {
    return new Set();
  }
}

/**
 * The problems naming one of the `changed` files first (each problem starts with the file it is about), the others
 * after them, each group in its order.
 * @param {string[]} problems
 * @param {Set<string>} changed
 */
export function changesFirst(problems, changed) {
  const names = (/** @type {string} */ problem) => changed.has(/^[^\s:]+/.exec(problem)?.[0] ?? '');
  return [...problems.filter(names), ...problems.filter((problem) => !names(problem))];
}
