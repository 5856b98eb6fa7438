import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import {FIGURES_JSON, FIGURES_MD, readFigures, recordFigures} from './figures.mjs';

/** @param {string} id @param {string} value */
const table = (id, value) => ({
  id,
  title: 'First JS',
  command: 'npm run bench:scale -- --built .',
  measured: '2026-11-28',
  commit: 'abc1234',
  load: [1.2, 1.4],
  columns: ['Page', 'en | fr'],
  rows: [['article', value]],
});

test('a bench writes its table to the JSON and the Markdown, and its next run replaces it, by id', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'figures-'));
  fs.mkdirSync(path.join(root, 'handbook'));
  recordFigures(root, table('first-js', '112 KB'));
  recordFigures(root, table('lighthouse', '100'));
  recordFigures(root, table('first-js', '113.6 KB'));
  assert.deepEqual(
    readFigures(root).map(({id, rows}) => [id, rows[0][1]]),
    [
      ['first-js', '113.6 KB'],
      ['lighthouse', '100'],
    ],
  );
  const markdown = fs.readFileSync(path.join(root, FIGURES_MD), 'utf8');
  assert.match(
    markdown,
    /^## first-js\n\n\*\*First JS\*\* `npm run bench:scale -- --built \.`, 2026-11-28, commit `abc1234`, machine load 1\.2 → 1\.4\./m,
  );
  assert.match(markdown, /^\| Page \| en \\\| fr \|$/m);
  assert.match(markdown, /^\| article \| 113\.6 KB \|$/m);
  assert.doesNotMatch(markdown, /\| 112 KB \|/);
  assert.ok(fs.existsSync(path.join(root, FIGURES_JSON)));
});
