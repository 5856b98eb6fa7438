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
 * `git log <options> -- files`, entry by entry, newest first: `{commit, date, lines}` (what follows each header).
 * @param {string} root
 * @param {string[]} options
 * @param {string[]} files
 */
function logEntries(root, options, files) {
  return git(root, ['-c', 'core.quotePath=false', 'log', ...options, '--format=%x1e%H%x1f%cs', '--', ...files])
    .split('\x1e')
    .filter(Boolean)
    .map((entry) => {
      const [header, ...lines] = entry.trim().split('\n');
      const [commit, date] = header.split('\x1f');
      return {commit, date, lines};
    });
}

/** Files per git command: a command line stays far below the system's limit. */
const FILES_PER_COMMAND = 200;

/**
 * @template T
 * @param {T[]} items
 */
function chunks(items) {
  return Array.from({length: Math.ceil(items.length / FILES_PER_COMMAND)}, (_, index) =>
    items.slice(index * FILES_PER_COMMAND, (index + 1) * FILES_PER_COMMAND),
  );
}

/**
 * Every blob git holds for each of `files` in a commit reachable from a branch, a tag or a reflog: `{blob, commit,
 * date}`, from one walk of the history for them all (one per file grew with the articles times the commits).
 * `-m` shows a merge commit's result against each parent, so a version made by a merge (a conflict resolved, two
 * branches' edits combined) is found too; the reflog keeps a rebased or amended branch's earlier commits.
 * @param {string} root
 * @param {string[]} files
 * @returns {Map<string, Candidate[]>}
 */
function committedBlobs(root, files) {
  /** @type {Map<string, Candidate[]>} */
  const byFile = new Map(files.map((file) => [file, []]));
  const options = ['--all', '--reflog', '--full-history', '-m', '--no-renames', '--raw', '--no-abbrev'];
  for (const some of chunks(files)) {
    for (const {commit, date, lines} of logEntries(root, options, some)) {
      for (const line of lines) {
        const [, blob, file] = /^:\d+ \d+ [0-9a-f]+ ([0-9a-f]+) [AMT]\t(.+)$/.exec(line) ?? [];
        if (blob) byFile.get(file)?.push({blob, commit, date});
      }
    }
  }
  return byFile;
}

/**
 * The files among `files` that some commit of the current branch renamed from another name (one walk of the
 * history, with git's rename detection as `git log --follow` uses it).
 * @param {string} root
 * @param {string[]} files
 */
function renamedFiles(root, files) {
  const wanted = new Set(files);
  const renames = logEntries(root, ['-M', '--diff-filter=R', '--name-status'], []).flatMap(({lines}) => lines);
  return new Set(renames.map((line) => line.split('\t')[2]).filter((file) => wanted.has(file)));
}

/**
 * The blobs of the file under earlier names, through renames (`git log --follow`, which shows no merges).
 * @param {string} root
 * @param {string} file
 * @returns {Candidate[]}
 */
function renamedBlobs(root, file) {
  return logEntries(root, ['--follow', '--name-only'], [file]).flatMap(({commit, date, lines}) => {
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
 * The blob of each of `files` staged in the index (`git ls-files --stage`).
 * @param {string} root
 * @param {string[]} files
 * @returns {Map<string, string>}
 */
function stagedBlobs(root, files) {
  /** @type {Map<string, string>} */
  const staged = new Map();
  for (const some of chunks(files)) {
    for (const line of git(root, ['-c', 'core.quotePath=false', 'ls-files', '--stage', '--', ...some]).split('\n')) {
      const [, blob, file] = /^\d+ ([0-9a-f]+) 0\t(.+)$/.exec(line) ?? [];
      if (blob) staged.set(file, blob);
    }
  }
  return staged;
}

/**
 * The texts of `blobs`, read by one `git cat-file --batch`.
 * @param {string} root
 * @param {string[]} blobs
 * @returns {Map<string, string>}
 */
function blobTexts(root, blobs) {
  /** @type {Map<string, string>} */
  const texts = new Map();
  if (blobs.length === 0) return texts;
  const output = execFileSync('git', ['cat-file', '--batch'], {
    cwd: root,
    input: `${blobs.join('\n')}\n`,
    stdio: ['pipe', 'pipe', 'pipe'],
    maxBuffer: 1 << 30,
  });
  let offset = 0;
  while (offset < output.length) {
    const headerEnd = output.indexOf(0x0a, offset);
    const [blob, , size] = output.subarray(offset, headerEnd).toString('utf8').split(' ');
    const start = headerEnd + 1;
    texts.set(blob, output.subarray(start, start + Number(size)).toString('utf8'));
    offset = start + Number(size) + 1;
  }
  return texts;
}

/**
 * @typedef {{text: string, commit: string | null, date: string | null}} Version
 */

/**
 * For each file (relative to root), the version whose fingerprint is wanted: `{text, commit, date}`, with the
 * earliest commit that holds it (commit and date null for a version staged but not committed), or null if git has
 * no such version. The history is read once for all the files.
 * @param {string} root
 * @param {Map<string, string>} wanted the fingerprint wanted, per file
 * @returns {Map<string, Version | null>}
 */
export function findVersions(root, wanted) {
  const files = [...wanted.keys()];
  const committed = committedBlobs(root, files);
  const renamed = renamedFiles(root, files);
  const staged = stagedBlobs(root, files);
  /** @type {Map<string, Candidate[]>} */
  const candidates = new Map(
    files.map((file) => {
      const stagedBlob = staged.get(file);
      return [
        file,
        [
          ...(committed.get(file) ?? []),
          ...(renamed.has(file) ? renamedBlobs(root, file) : []),
          ...(stagedBlob ? [{blob: stagedBlob, commit: null, date: null}] : []),
        ],
      ];
    }),
  );
  const texts = blobTexts(root, [...new Set([...candidates.values()].flat().map(({blob}) => blob))]);
  return new Map(
    files.map((file) => {
      const found = (candidates.get(file) ?? []).filter(
        ({blob}) => texts.has(blob) && englishFingerprint(/** @type {string} */ (texts.get(blob))) === wanted.get(file),
      );
      return [file, earliest(found, texts)];
    }),
  );
}

/**
 * The earliest committed of the candidates (else the staged one), with its text; null if none.
 * @param {Candidate[]} found
 * @param {Map<string, string>} texts
 * @returns {Version | null}
 */
function earliest(found, texts) {
  if (found.length === 0) return null;
  const committed = found.filter((candidate) => candidate.commit);
  // A committed version has its commit's date.
  const dateOf = (/** @type {Candidate} */ candidate) => /** @type {string} */ (candidate.date);
  const first = committed.length > 0 ? committed.reduce((a, b) => (dateOf(b) <= dateOf(a) ? b : a)) : found[0];
  return {
    text: /** @type {string} */ (texts.get(first.blob)),
    commit: first.commit?.slice(0, 10) ?? null,
    date: first.date,
  };
}

/**
 * The version of `file` (relative to root) whose fingerprint is `wanted` (see findVersions), or null.
 * @param {string} root
 * @param {string} file
 * @param {string} wanted
 */
export function findVersion(root, file, wanted) {
  return findVersions(root, new Map([[file, wanted]])).get(file) ?? null;
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
 * git's unified diff of each pair of texts, without the file headers ([] for a pair that is the same), from one
 * `git diff --no-index` of two folders (one per pair grew with the articles pending).
 * @param {[before: string, after: string][]} pairs
 * @returns {string[][]}
 */
function unifiedDiffs(pairs) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'translation-diff-'));
  try {
    for (const side of ['before', 'after']) fs.mkdirSync(path.join(dir, side));
    pairs.forEach(([before, after], index) => {
      fs.writeFileSync(path.join(dir, 'before', String(index)), before);
      fs.writeFileSync(path.join(dir, 'after', String(index)), after);
    });
    /** @type {string[][]} */
    const diffs = pairs.map(() => []);
    try {
      execFileSync('git', ['diff', '--no-index', '--no-renames', '--no-color', '--unified=1', 'before', 'after'], {
        cwd: dir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        maxBuffer: 1 << 30,
      });
      return diffs;
    } catch (thrown) {
      // Exit status 1: the texts differ, and stdout holds the diff, file by file.
      const error = /** @type {{status: number | null, stdout: string}} */ (thrown);
      if (error.status !== 1) throw error;
      for (const file of error.stdout.replace(/\n$/, '').split(/^(?=diff --git )/m)) {
        const index = Number(/^diff --git a\/before\/(\d+) /.exec(file)?.[1]);
        const lines = file.replace(/\n$/, '').split('\n');
        const start = lines.findIndex((line) => line.startsWith('@@'));
        if (Number.isInteger(index) && start >= 0) {
          diffs[index] = lines.slice(start).filter((line) => !line.startsWith('\\'));
        }
      }
      return diffs;
    }
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

/**
 * What changed from `before` to `after`, hunk by hunk, each headed by the section it falls in, between two `@@`
 * (`section "Quick checks first" (#quick-checks-first), line 14`).
 * @param {string} after
 * @param {string[]} diff git's unified diff from the text before to `after`
 */
function describeDiff(after, diff) {
  const afterLines = after.split('\n');
  /** @type {string[][]} */
  const hunks = [];
  for (const line of diff) {
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

/** @param {string} text */
const unixLines = (text) => text.replace(/\r\n/g, '\n');

/**
 * What changed in each pair of texts (see describeDiff), all compared at once.
 * @param {[before: string, after: string][]} pairs
 */
export function describeAllChanges(pairs) {
  const texts = pairs.map(([before, after]) => /** @type {[string, string]} */ ([unixLines(before), unixLines(after)]));
  const diffs = unifiedDiffs(texts);
  return texts.map(([, after], index) => describeDiff(after, diffs[index] ?? []));
}

/**
 * What changed from `before` to `after` (see describeDiff).
 * @param {string} before
 * @param {string} after
 */
export function describeChanges(before, after) {
  return describeAllChanges([[before, after]])[0] ?? [];
}
