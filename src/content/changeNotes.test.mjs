// @ts-check
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, test} from 'node:test';
import {changeNotesVcs, checkChangeNotes, readChangeNotes, recentNotes} from './changeNotes.mjs';
import {FR_DOCS_DIR as FR} from '../shared/articles.mjs';

/** @type {string[]} */
const made = [];
afterEach(() => made.splice(0).forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

/** @param {Record<string, string>} files */
function siteWith(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'change-notes-'));
  made.push(root);
  for (const [file, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    fs.writeFileSync(path.join(root, file), source);
  }
  return root;
}

/**
 * @param {string} title
 * @param {string[]} notes `date|note`
 */
function article(title, notes) {
  const list = notes.map((entry) => `  - date: ${entry.split('|')[0]}\n    note: ${entry.split('|')[1]}\n`).join('');
  return `---\ntitle: ${title}\n${notes.length ? `change_notes:\n${list}` : ''}---\n\nText.\n`;
}

test('notes are read newest first, a YAML day or a quoted one; a malformed one is named', () => {
  const {notes, problems} = readChangeNotes({
    change_notes: [
      {date: new Date('2026-03-01'), note: 'Older.'},
      {date: '2026-11-20', note: ' Newer. '},
      {date: '20 Nov', note: 'No day.'},
      {date: '2026-11-21', note: ''},
    ],
  });
  assert.deepEqual(notes, [
    {date: '2026-11-20', note: 'Newer.'},
    {date: '2026-03-01', note: 'Older.'},
  ]);
  assert.equal(problems.length, 2);
});

test('the check asks for the French of each English note, and refuses a French note the English lacks', () => {
  const root = siteWith({
    'docs/a/one.mdx': article('One', ['2026-11-20|Added how to export a chat.']),
    [`${FR}/a/one.mdx`]: article('Un', []),
    'docs/a/two.mdx': article('Two', []),
    [`${FR}/a/two.mdx`]: article('Deux', ['2026-10-01|Note orpheline.']),
  });
  const problems = checkChangeNotes(root);
  assert.equal(problems.length, 2, problems.join('\n'));
  assert.match(
    problems[0] ?? '',
    /a\/one\.mdx: the English has a change note of 2026-11-20 \("Added how to export a chat\."\)/,
  );
  assert.match(problems[1] ?? '', /a\/two\.mdx: its change note of 2026-10-01 is not in the English/);
});

test("What's new lists every article's notes in the page's language, newest first, with their addresses", () => {
  const root = siteWith({
    [`${FR}/a/one.mdx`]: article('Un', ['2026-11-20|Ajout de l’exportation.', '2026-01-05|Première note.']),
    [`${FR}/b/two.mdx`]: article('Deux', ['2026-06-01|Nouvelle section.']),
  });
  assert.deepEqual(
    recentNotes(root, 'fr').map(({date, title, address}) => `${date} ${title} ${address}`),
    ['2026-11-20 Un /docs/a/one', '2026-06-01 Deux /docs/b/two', '2026-01-05 Un /docs/a/one'],
  );
});

test("an article's last update is its latest note, else its first publication, in both languages; other pages as git", async () => {
  const root = siteWith({
    'docs/a/noted.mdx': article('Noted', ['2026-11-20|Significant.']),
    'docs/a/plain.mdx': article('Plain', []),
    [`${FR}/a/noted.mdx`]: article('Noté', ['2026-11-20|Importante.']),
  });
  /** @param {number} timestamp */
  const info = (timestamp) => Promise.resolve({timestamp, author: 'git'});
  const vcs = changeNotesVcs(root, {
    initialize: () => {},
    getFileCreationInfo: () => info(1),
    getFileLastUpdateInfo: () => info(2),
  });
  const lastUpdate = async (/** @type {string} */ file) =>
    (await vcs.getFileLastUpdateInfo(path.join(root, file)))?.timestamp;
  assert.equal(await lastUpdate('docs/a/noted.mdx'), Date.parse('2026-11-20'));
  assert.equal(await lastUpdate(`${FR}/a/noted.mdx`), Date.parse('2026-11-20'));
  assert.equal(await lastUpdate('docs/a/plain.mdx'), 1);
  assert.equal(await lastUpdate('src/pages/about.md'), 2);
});
