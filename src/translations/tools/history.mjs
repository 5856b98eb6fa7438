/**
 * The English text a French article was translated from, recovered from git by its fingerprint, and what
 * changed in the English since. Only the fingerprint is recorded: git holds every committed version of the
 * English, so a clone with its history (CI fetches all of it) can always show the change. A copy without
 * history (a source archive, a shallow clone) cannot, and says so.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {NOT_TRANSLATED_FIELDS} from '../../shared/frontMatter.mjs';
import {englishFingerprint} from '../status.mjs';

/** At most this many lines of diff per article; the rest is summarized with the command that shows it. */
const MAX_DIFF_LINES = 60;

/**
 * @typedef {{blob: string, commit: string | null, date: string | null}} Candidate
 */

/**
 * @param {string} root
 * @param {string[]} args
 */
function git(root, args) {
  return execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 1 << 26,
  });
}

/**
 * "available", "no-git" (no git, or not a work tree: a source archive) or "shallow" (history cut off).
 * @param {string} root
 * @returns {'available' | 'no-git' | 'shallow'}
 */
export function gitHistory(root) {
  try {
    if (git(root, ['rev-parse', '--is-inside-work-tree']).trim() !== 'true') return 'no-git';
    return git(root, ['rev-parse', '--is-shallow-repository']).trim() === 'true' ? 'shallow' : 'available';
  } catch {
    return 'no-git';
  }
}

/**
 * `git log <options> -- file`, entry by entry, newest first: `{commit, date, lines}` (what follows each header).
 * @param {string} root
 * @param {string[]} options
 * @param {string} file
 */
function logEntries(root, options, file) {
  return git(root, ['log', ...options, '--format=%x1e%H%x1f%cs', '--', file])
    .split('\x1e')
    .filter(Boolean)
    .map((entry) => {
      const [header, ...lines] = entry.trim().split('\n');
      const [commit, date] = header.split('\x1f');
      return {commit, date, lines};
    });
}

/**
 * Every blob git holds for `file` in a commit reachable from a branch, a tag or a reflog: `{blob, commit, date}`.
 * `-m` shows a merge commit's result against each parent, so a version made by a merge (a conflict resolved, two
 * branches' edits combined) is found too; the reflog keeps a rebased or amended branch's earlier commits.
 * @param {string} root
 * @param {string} file
 * @returns {Candidate[]}
 */
function committedBlobs(root, file) {
  const options = ['--all', '--reflog', '--full-history', '-m', '--no-renames', '--raw', '--no-abbrev'];
  return logEntries(root, options, file).flatMap(({commit, date, lines}) =>
    lines
      .map((line) => /^:\d+ \d+ [0-9a-f]+ ([0-9a-f]+) [AMT]/.exec(line)?.[1])
      .filter((blob) => blob !== undefined)
      .map((blob) => ({blob, commit, date})),
  );
}

/**
 * The blobs of the file under earlier names, through renames (`git log --follow`, which shows no merges).
 * @param {string} root
 * @param {string} file
 * @returns {Candidate[]}
 */
function renamedBlobs(root, file) {
  return logEntries(root, ['--follow', '--name-only'], file).flatMap(({commit, date, lines}) => {
    const name = lines.filter(Boolean).at(-1);
    const blob = name && name !== file ? objectId(root, `${commit}:${name}`) : null;
    return blob ? [{blob, commit, date}] : [];
  });
}

/**
 * @param {string} root
 * @param {string} object
 */
function objectId(root, object) {
  try {
    return git(root, ['rev-parse', '--verify', '--quiet', object]).trim();
  } catch {
    return null;
  }
}

/**
 * @param {string} root
 * @param {string} blob
 */
function blobText(root, blob) {
  return git(root, ['cat-file', 'blob', blob]);
}

/**
 * The version of `file` (relative to root) whose fingerprint is `wanted`: `{text, commit, date}`, with the
 * earliest commit that holds it (commit and date null for a version staged but not committed), or null if git
 * has no such version.
 * @param {string} root
 * @param {string} file
 * @param {string} wanted
 */
export function findVersion(root, file, wanted) {
  const candidates = [...committedBlobs(root, file), ...renamedBlobs(root, file)];
  const staged = objectId(root, `:${file}`);
  if (staged) candidates.push({blob: staged, commit: null, date: null});
  /** @type {Map<string, boolean>} */
  const matches = new Map();
  for (const candidate of candidates) {
    if (!matches.has(candidate.blob))
      matches.set(candidate.blob, englishFingerprint(blobText(root, candidate.blob)) === wanted);
  }
  const found = candidates.filter((candidate) => matches.get(candidate.blob));
  if (found.length === 0) return null;
  const committed = found.filter((candidate) => candidate.commit);
  // A committed version has its commit's date.
  const dateOf = (/** @type {Candidate} */ candidate) => /** @type {string} */ (candidate.date);
  const earliest = committed.length > 0 ? committed.reduce((a, b) => (dateOf(b) <= dateOf(a) ? b : a)) : found[0];
  return {
    text: blobText(root, earliest.blob),
    commit: earliest.commit?.slice(0, 10) ?? null,
    date: earliest.date,
  };
}

/**
 * `## Title {#id}` → `"Title" (#id)`; the section a line of `lines` (1-based) belongs to.
 * @param {string[]} lines
 * @param {number} lineNumber
 */
function sectionOf(lines, lineNumber) {
  const frontMatterEnd = lines[0] === '---' ? lines.indexOf('---', 1) + 1 : 0;
  if (lineNumber <= frontMatterEnd) return 'front matter';
  for (let index = Math.min(lineNumber, lines.length) - 1; index >= frontMatterEnd; index -= 1) {
    const heading = /^#{2,3} (.*?)(?: \{#([\w-]+)\})?\s*$/.exec(lines[index]);
    if (heading) return heading[2] ? `section "${heading[1]}" (#${heading[2]})` : `section "${heading[1]}"`;
  }
  return 'introduction';
}

/** A line of a field that is not text to translate (owner, last review, former addresses): never shown as a change. */
const REVIEW_LINE = new RegExp(`^[+-](${NOT_TRANSLATED_FIELDS.join('|')}):`);
/** @param {string} diffLine */
const isChange = (diffLine) => /^[+-]/.test(diffLine) && !REVIEW_LINE.test(diffLine);

/**
 * The line, in the new text, of a hunk's first added or removed line.
 * @param {string[]} hunk its first line is its header (`@@ -a,b +c,d @@`)
 */
function firstChangedLine(hunk) {
  let line = Number(/** @type {RegExpExecArray} */ (/^@@ -\d+(?:,\d+)? \+(\d+)/.exec(hunk[0]))[1]);
  for (const diffLine of hunk.slice(1)) {
    if (isChange(diffLine)) return Math.max(line, 1);
    if (!diffLine.startsWith('-')) line += 1;
  }
  return line;
}

/**
 * git's unified diff of two texts, without the file header; [] when they are the same.
 * @param {string} before
 * @param {string} after
 * @returns {string[]}
 */
function unifiedDiff(before, after) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'translation-diff-'));
  try {
    fs.writeFileSync(path.join(dir, 'before'), before);
    fs.writeFileSync(path.join(dir, 'after'), after);
    try {
      execFileSync('git', ['diff', '--no-index', '--no-color', '--unified=1', 'before', 'after'], {
        cwd: dir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      return [];
    } catch (thrown) {
      // Exit status 1: the texts differ, and stdout holds the diff.
      const error = /** @type {{status: number | null, stdout: string}} */ (thrown);
      if (error.status !== 1) throw error;
      const lines = error.stdout.replace(/\n$/, '').split('\n');
      return lines.slice(lines.findIndex((line) => line.startsWith('@@'))).filter((line) => !line.startsWith('\\'));
    }
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

/**
 * What changed from `before` to `after`, hunk by hunk, each headed by the section it falls in, between two `@@`
 * (`section "Quick checks first" (#quick-checks-first), line 14`).
 * @param {string} before
 * @param {string} after
 */
export function describeChanges(before, after) {
  const afterLines = after.replace(/\r\n/g, '\n').split('\n');
  /** @type {string[][]} */
  const hunks = [];
  for (const line of unifiedDiff(before.replace(/\r\n/g, '\n'), after.replace(/\r\n/g, '\n'))) {
    if (line.startsWith('@@')) hunks.push([line]);
    else hunks.at(-1)?.push(line);
  }
  const lines = hunks
    .filter((hunk) => hunk.some(isChange))
    .flatMap((hunk) => {
      const line = firstChangedLine(hunk);
      const shown = hunk.slice(1).filter((diffLine) => !REVIEW_LINE.test(diffLine));
      return [`@@ ${sectionOf(afterLines, line)}, line ${line} @@`, ...shown];
    });
  if (lines.length <= MAX_DIFF_LINES) return lines;
  return [...lines.slice(0, MAX_DIFF_LINES), `… and ${lines.length - MAX_DIFF_LINES} more lines of changes.`];
}
