/**
 * Copies of the project for tests and samples that must not touch the working tree: as a source archive has it
 * (no .git, no build output; node_modules linked, not copied), and optionally made a git repository of its own
 * with commits at chosen dates; and a one-sentence edit to make in an article.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const NOT_SOURCE = new Set([
  '.git',
  'node_modules',
  '.docusaurus',
  'test-results',
  'playwright-report',
  'bench-results',
]);
const BUILD_OUTPUT = /^build(-|$)/;

/**
 * A temporary copy of the project's sources; the caller removes it.
 * @param {string} root
 */
export function sourceArchiveCopy(root, prefix = 'help-centre-archive-') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const entry of fs.readdirSync(root)) {
    if (!NOT_SOURCE.has(entry) && !BUILD_OUTPUT.test(entry)) {
      fs.cpSync(path.join(root, entry), path.join(dir, entry), {recursive: true});
    }
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

/**
 * Commits everything in `dir` (a git repository is created on first use), dated `date` (ISO 8601).
 * @param {string} dir
 * @param {string} message
 * @param {string} date
 */
export function commitAll(dir, message, date) {
  /** @param {string[]} args */
  const git = (...args) =>
    execFileSync('git', ['-c', 'user.name=Help Centre tests', '-c', 'user.email=tests@example.invalid', ...args], {
      cwd: dir,
      stdio: 'pipe',
      env: {...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date},
    });
  if (!fs.existsSync(path.join(dir, '.git'))) {
    git('init', '--quiet', '--initial-branch=main');
  }
  git('add', '--all');
  git('commit', '--quiet', '--no-verify', '--message', message);
}

/**
 * An edit to make in a copy: `sentence` added at the end of an article's first paragraph.
 * @param {string} source
 * @param {string} sentence
 */
export function addSentence(source, sentence) {
  const lines = source.split('\n');
  const bodyStart = lines.indexOf('---', 1) + 1;
  const first = lines.findIndex((line, index) => index >= bodyStart && line.trim() !== '');
  if (first < 0 || /^(#|:::|<|-|\d+\.)/.test(lines[first])) {
    throw new Error('the article does not start with a paragraph');
  }
  let last = first;
  while (last + 1 < lines.length && lines[last + 1].trim() !== '') last += 1;
  lines[last] = `${lines[last]} ${sentence}`;
  return lines.join('\n');
}
