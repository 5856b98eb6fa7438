import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {changedFiles, changesFirst} from './changedFiles.mjs';

test("the author's changed and new files, and their problems first", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'changed-files-'));
  try {
    const git = (/** @type {string[]} */ ...args) =>
      execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.invalid', ...args], {cwd: root});
    fs.mkdirSync(path.join(root, 'docs/get-help'), {recursive: true});
    for (const name of ['a', 'b', 'c']) fs.writeFileSync(path.join(root, `docs/get-help/${name}.mdx`), name);
    git('init', '--quiet');
    git('add', '--all');
    git('commit', '--quiet', '--message', 'Articles');
    fs.writeFileSync(path.join(root, 'docs/get-help/c.mdx'), 'c, edited');
    fs.writeFileSync(path.join(root, 'docs/get-help/new.mdx'), 'new');
    const changed = changedFiles(root);
    assert.deepEqual([...changed].sort(), ['docs/get-help/c.mdx', 'docs/get-help/new.mdx']);
    const problems = [
      'docs/get-help/a.mdx:3:1: "recieve" is not in the Canadian English dictionary.',
      'French content is 0.5 times the length of the English.',
      'docs/get-help/new.mdx: front matter fields differ.',
      'docs/get-help/c.mdx was published at /docs/get-help/c, which would stop working.',
    ];
    assert.deepEqual(changesFirst(problems, changed), [problems[2], problems[3], problems[0], problems[1]]);
  } finally {
    fs.rmSync(root, {recursive: true, force: true});
  }
});

test('outside a git work tree (a source archive): no file is known as changed', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'changed-files-'));
  try {
    assert.deepEqual(changedFiles(root), new Set());
  } finally {
    fs.rmSync(root, {recursive: true, force: true});
  }
});
