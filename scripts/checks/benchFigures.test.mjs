import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import {figuresMarkdown} from '../../src/performance/tools/index.mjs';
import {checkBenchFigures, figuresIn} from './benchFigures.mjs';

test('a figure is a number with its unit; numbers that share a unit are each a figure', () => {
  assert.deepEqual(figuresIn('index 95 / 113 KB, LCP 0.96–1.07 s, answered 70.5 → 100 %'), [
    '95 KB',
    '113 KB',
    '0.96 s',
    '1.07 s',
    '70.5 %',
    '100 %',
  ]);
  assert.deepEqual(figuresIn('1,304 ms on a phone, 4× CPU, 1.045×, 3.8 min'), ['1304 ms', '4 ×', '1.045 ×', '3.8 min']);
  assert.deepEqual(figuresIn('Node 20, 2026-11-28, port 4341, 7 of 164 files, v3.10.2, 5 seconds, 20 KBytes'), []);
});

/** A table the benches wrote: its first column names the rows. */
const TABLE = {
  id: 'first-js',
  title: 'First JS',
  command: 'npm run bench:scale',
  measured: '2026-11-28',
  commit: 'abc1234',
  columns: ['Page', 'en / fr'],
  rows: [
    ['article', '113.6 / 119.1 KB'],
    ['the 120 KB page', '221 KB'],
  ],
};

/** @param {Record<string, string>} files */
function project(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-figures-'));
  const all = {
    'handbook/figures.json': JSON.stringify({tables: [TABLE]}),
    'handbook/figures.md': figuresMarkdown([TABLE]),
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    fs.writeFileSync(path.join(root, file), text);
  }
  execFileSync('git', ['init', '--quiet'], {cwd: root});
  execFileSync('git', ['add', '.'], {cwd: root});
  return root;
}

test('a figure a bench wrote, copied into the Markdown or a comment, is named with its table', () => {
  const root = project({
    'handbook/performance.md': '# Performance\n\nEvery page runs 113.6 KB first (en).\n',
    'src/hosting/compileHint.ts': '/** On a French article, 119.1 KB. */\nexport const HINT = 1;\n',
  });
  assert.deepEqual(checkBenchFigures(root), [
    'handbook/performance.md:3: 113.6 KB is a figure a bench wrote (handbook/figures.md#first-js): link to its table instead of copying it.',
    'src/hosting/compileHint.ts:1: 119.1 KB is a figure a bench wrote (handbook/figures.md#first-js): link to its table instead of copying it.',
  ]);
});

test('a figure rounded, a row name, code that is not a comment, and the articles are not copies', () => {
  const root = project({
    'handbook/performance.md':
      'Every page runs about 114 KB first, within a budget of 120 KB ([first-js](figures.md)).\n',
    'src/performance/budget.ts': "export const NOTE = 'budget 113.6 KB';\n",
    'docs/get-help/speed.md': 'The page weighs 221 KB.\n',
  });
  assert.deepEqual(checkBenchFigures(root), []);
});

test('the figures page must be what its JSON says', () => {
  const root = project({'handbook/figures.md': `${figuresMarkdown([TABLE]).replace('221 KB', '220 KB')}`});
  assert.deepEqual(checkBenchFigures(root), [
    'handbook/figures.md is not what handbook/figures.json says: the benches write both, never edit them by hand.',
  ]);
});
