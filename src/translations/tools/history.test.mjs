/**
 * "What changed" in the English since the French was marked, whatever the history looks like: a version made by a
 * merge commit, a branch rewritten by a rebase, a change not staged yet. Each scenario runs in a git copy of the
 * project. Run with `node --test src/`.
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {checkArticleFreshness} from './freshness.mjs';
import {describeChanges} from './history.mjs';
import {addSentence, commitAll, sourceArchiveCopy} from '../../shared/node/projectCopy.mjs';
import {englishFingerprint, fingerprint, frenchText, withRecord} from '../status.mjs';
import {ROOT} from '../../shared/node/root.mjs';

const ARTICLE = 'how-to-use-chatgnb/managing-your-chat-history';
const EN_FILE = `docs/${ARTICLE}.mdx`;
const FR_FILE = `i18n/fr/docusaurus-plugin-content-docs/current/${ARTICLE}.mdx`;
const BRANCH_SENTENCE = 'Your history is private to you.';
const MAIN_LINE = 'Chats you delete cannot be recovered.';
const LATER_SENTENCE = 'Deleted chats are gone for good.';

/** @type {string[]} */
const copies = [];
after(() => copies.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

/**
 * @param {string} dir
 * @param {string[]} args
 */
function git(dir, ...args) {
  const date = '2025-11-10T12:00:00Z';
  return execFileSync('git', ['-c', 'user.name=Help Centre tests', '-c', 'user.email=tests@example.invalid', ...args], {
    cwd: dir,
    encoding: 'utf8',
    stdio: 'pipe',
    env: {...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date},
  });
}

/**
 * @param {string} dir
 * @param {string} file
 * @param {(source: string) => string} change
 */
function edit(dir, file, change) {
  const target = path.join(dir, file);
  fs.writeFileSync(target, change(fs.readFileSync(target, 'utf8')));
}

/**
 * Records in the French that it translates the English as it is now in `dir`.
 * @param {string} dir
 */
function markFrench(dir) {
  const english = fs.readFileSync(path.join(dir, EN_FILE), 'utf8');
  edit(dir, FR_FILE, (source) =>
    withRecord(source, {english: englishFingerprint(english), french: fingerprint(frenchText(source))}),
  );
}

/** @param {string} dir */
function whatChanged(dir) {
  const {problems} = checkArticleFreshness({root: dir, publishPending: []});
  assert.equal(problems.length, 1, problems.join('\n'));
  return problems[0];
}

/** A copy whose English, as the French was marked against it, exists only as the result of a merge commit. */
function mergedCopy() {
  const dir = sourceArchiveCopy(ROOT, 'translation-history-');
  copies.push(dir);
  commitAll(dir, 'The help centre, translated', '2025-11-03T12:00:00Z');
  git(dir, 'switch', '--quiet', '-c', 'feature');
  edit(dir, EN_FILE, (source) => addSentence(source, BRANCH_SENTENCE));
  git(dir, 'commit', '--quiet', '-am', 'A sentence on a branch');
  git(dir, 'switch', '--quiet', 'main');
  edit(dir, EN_FILE, (source) => `${source.trimEnd()}\n\n${MAIN_LINE}\n`);
  git(dir, 'commit', '--quiet', '-am', 'A line on main');
  git(dir, 'merge', '--quiet', '--no-edit', 'feature');
  markFrench(dir);
  git(dir, 'commit', '--quiet', '-am', 'French marked against the merged English');
  return dir;
}

describe('the English the French was marked against exists only in a merge commit', () => {
  /** @type {string} */
  let dir;
  /** @type {string} */
  let mergeCommit;
  before(() => {
    dir = mergedCopy();
    mergeCommit = git(dir, 'rev-parse', 'HEAD~1').trim().slice(0, 10);
  });

  test('an uncommitted English change is shown against the merge commit, not as staged', () => {
    edit(dir, EN_FILE, (source) => source.replace(MAIN_LINE, LATER_SENTENCE));
    const problem = whatChanged(dir);
    assert.ok(problem.includes(`since the translated version (commit ${mergeCommit} of 2025-11-10)`), problem);
    assert.ok(!problem.includes('staged'), problem);
  });

  test('a committed English change shows what changed, section by section', () => {
    git(dir, 'commit', '--quiet', '-am', 'One English sentence changed');
    const problem = whatChanged(dir);
    assert.ok(problem.includes(`since the translated version (commit ${mergeCommit} of 2025-11-10)`), problem);
    assert.match(problem, /@@ section "[^"]+" \(#[\w-]+\), line \d+ @@/);
    assert.match(problem, new RegExp(`\\n\\s+-${MAIN_LINE}\\n\\s+\\+${LATER_SENTENCE}`));
  });

  test('a staged English change that no commit holds is labelled as staged', () => {
    edit(dir, EN_FILE, (source) => `${source.trimEnd()}\n\nOne more line.\n`);
    git(dir, 'add', EN_FILE);
    markFrench(dir);
    edit(dir, EN_FILE, (source) => source.replace('One more line.', 'One more line, changed.'));
    assert.match(whatChanged(dir), /since the translated version \(staged, not committed\):\n/);
  });
});

test('a rebased branch: the English of the commits it replaced is still found (reflog)', () => {
  const dir = mergedCopy();
  git(dir, 'switch', '--quiet', '-c', 'rewrite', 'HEAD~3');
  edit(dir, EN_FILE, (source) => source.replace('Every conversation', 'Each conversation'));
  markFrench(dir);
  git(dir, 'commit', '--quiet', '-am', 'Marked, then rewritten');
  const marked = git(dir, 'rev-parse', 'HEAD').trim();
  edit(dir, EN_FILE, (source) => source.replace('Each conversation', 'Every single conversation'));
  git(dir, 'commit', '--quiet', '--amend', '-am', 'Rewritten');
  assert.ok(whatChanged(dir).includes(`(commit ${marked.slice(0, 10)} of 2025-11-10)`));
});

test('an English never committed nor staged: one line says why the change cannot be shown', () => {
  const dir = mergedCopy();
  edit(dir, EN_FILE, (source) => source.replace(MAIN_LINE, LATER_SENTENCE));
  markFrench(dir);
  edit(dir, EN_FILE, (source) => source.replace(LATER_SENTENCE, 'Gone.'));
  const problem = whatChanged(dir);
  assert.match(problem, /\n {4}No commit \(on any branch, tag or reflog\) and no staged change holds the English/);
  assert.ok(!problem.includes('@@'), problem);
});

test('the review fields (owner, last review) are not shown as changes: they are not text to translate', () => {
  const old = '---\ntitle: T\nsidebar_position: 1\n---\n\nFirst sentence.\n';
  const updated =
    '---\ntitle: T\nsidebar_position: 1\nowner: ChatGNB service team\nlast_reviewed: 2026-11-26\n---\n\nFirst sentence, changed.\n';
  assert.deepEqual(describeChanges(old, updated).slice(0, 1), ['@@ introduction, line 8 @@']);
  assert.ok(describeChanges(old, updated).every((line) => !/owner|last_reviewed/.test(line)));
  assert.deepEqual(describeChanges(old, updated.replace(', changed', '')), []);
});

test('a renamed English: the version the French was marked against is dated from before the rename', () => {
  const dir = sourceArchiveCopy(ROOT, 'translation-history-');
  copies.push(dir);
  commitAll(dir, 'The help centre, translated', '2025-11-03T12:00:00Z');
  const first = git(dir, 'rev-parse', 'HEAD').trim();
  const renamed = (/** @type {string} */ file) => file.replace('managing-your-chat-history', 'your-chat-history');
  git(dir, 'mv', EN_FILE, renamed(EN_FILE));
  git(dir, 'mv', FR_FILE, renamed(FR_FILE));
  git(dir, 'commit', '--quiet', '-m', 'Renamed (2025-11-10)');
  edit(dir, renamed(EN_FILE), (source) => `${source.trimEnd()}\n\n${LATER_SENTENCE}\n`);
  const problem = whatChanged(dir);
  assert.ok(problem.includes(`since the translated version (commit ${first.slice(0, 10)} of 2025-11-03)`), problem);
  assert.ok(problem.includes(`+${LATER_SENTENCE}`), problem);
});
