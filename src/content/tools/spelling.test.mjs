/**
 * The spelling check reports each misspelled word with its file and line, in English and in French, and only
 * in what readers see. Runs cspell with the project's configuration on a few files written for the test.
 * Run with `node --test scripts/`.
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';
import {CONFIG_FILE, checkSpelling, WORDS_FILE, WORDS_WITH_SUGGESTIONS} from './spelling.mjs';
import {ROOT} from '../../shared/node/root.mjs';

const FR_DOCS = 'i18n/fr/docusaurus-plugin-content-docs/current';

const FILES = {
  'docs/get-help/example.mdx': `---
title: Example
description: An example article.
sidebar_position: 1
---

Sign in with your government account to recieve help.

## Before you start {#before-you-start}

<ServiceFact name="supportContact" /> can help your organisation. See [ChatGNB's modes](../how-to-use-modes/index.mdx#pattern-summarise).
`,
  [`${FR_DOCS}/get-help/example.mdx`]: `---
title: Exemple
description: Un article d'exemple.
sidebar_position: 1
translation: {english: "1234e5678901", french: "abcdefabcdef"}
---

Connectez-vous avec votre compte du gouvernement pour obtenir de l'aide de votre organisation.

:::warning

Vérifiez votre connexxion.

:::
`,
  'i18n/fr/code.json': `{
  "example.title": {
    "message": "Bonjuor",
    "description": "Greeting, written in English for translators and not checked"
  }
}
`,
  'src/components/Example/index.tsx': `import Translate from '@docusaurus/Translate';
export const misspeltIdentifierIsCode = 1;
export default function Example() {
  return <Translate id="example.search">Serch the Help Centre</Translate>;
}
`,
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spelling-'));
after(() => fs.rmSync(dir, {recursive: true, force: true}));

test('misspellings are reported with file, line and word, in both languages, in text readers see only', async () => {
  for (const file of [CONFIG_FILE, WORDS_FILE]) fs.copyFileSync(path.join(ROOT, file), path.join(dir, file));
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
  }
  const {problems, files} = await checkSpelling({root: dir});
  assert.equal(files, Object.keys(FILES).length);
  const found = problems.map((problem) =>
    /^(\S+:\d+):\d+: "([^"]+)" is not in the (.+?) dictionary/.exec(problem)?.slice(1),
  );
  assert.deepEqual(
    found.sort(),
    [
      // "organisation" is French, not Canadian English.
      ['docs/get-help/example.mdx:11', 'organisation', 'Canadian English'],
      ['docs/get-help/example.mdx:7', 'recieve', 'Canadian English'],
      ['i18n/fr/code.json:3', 'Bonjuor', 'French'],
      [`${FR_DOCS}/get-help/example.mdx:12`, 'connexxion', 'French'],
      ['src/components/Example/index.tsx:4', 'Serch', 'Canadian English'],
    ].sort(),
    problems.join('\n'),
  );
  assert.match(problems.find((problem) => problem.includes('recieve')) ?? '', /Did you mean receive/);
  assert.match(problems[0], /add it to project-words\.txt/);
});

/**
 * A project of its own for the test: the spelling configuration and `files`, committed in a git repository.
 * @param {Record<string, string>} files
 */
function projectWith(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'spelling-'));
  for (const file of [CONFIG_FILE, WORDS_FILE]) fs.copyFileSync(path.join(ROOT, file), path.join(root, file));
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    fs.writeFileSync(path.join(root, file), text);
  }
  fs.writeFileSync(path.join(root, '.gitignore'), 'node_modules\n');
  const git = (/** @type {string[]} */ ...args) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.invalid', ...args], {cwd: root});
  git('init', '--quiet');
  git('add', '--all');
  git('commit', '--quiet', '--message', 'Articles');
  return root;
}

/** @param {string} text */
const article = (text) => `---\ntitle: Example\n---\n\n${text}\n`;

test("the author's changed files come first, and a word repeated in many files is named in each", async () => {
  const root = projectWith(
    Object.fromEntries(
      ['a', 'b', 'c', 'd'].map((name) => [`docs/get-help/${name}.mdx`, article('Sign in to recieve help.')]),
    ),
  );
  try {
    fs.writeFileSync(path.join(root, 'docs/get-help/c.mdx'), article('Sign in to recieve help for your acount.'));
    const {problems} = await checkSpelling({root});
    assert.deepEqual(
      problems.map((problem) => /^(\S+):\d+:\d+: "(\w+)"/.exec(problem)?.slice(1).join(' ')),
      [
        'docs/get-help/c.mdx recieve',
        'docs/get-help/c.mdx acount',
        'docs/get-help/a.mdx recieve',
        'docs/get-help/b.mdx recieve',
        'docs/get-help/d.mdx recieve',
      ],
    );
    for (const problem of problems.filter((text) => text.includes('"recieve"'))) {
      assert.match(problem, /Did you mean receive/);
    }
  } finally {
    fs.rmSync(root, {recursive: true, force: true});
  }
});

test(`suggestions for the first ${WORDS_WITH_SUGGESTIONS} misspelt words; every one after them still named`, async () => {
  const words = ['account', 'address', 'browser', 'calendar', 'computer', 'connection', 'document', 'government'];
  const more = ['language', 'meeting', 'message', 'network', 'password', 'printer', 'question', 'request'];
  const still = ['security', 'service', 'session', 'setting', 'support', 'system', 'window', 'answer', 'article'];
  const again = ['contact', 'device', 'office', 'people', 'problem', 'program', 'report', 'search', 'section'];
  const last = ['summary', 'teacher', 'ticket', 'travel', 'update', 'version', 'welcome', 'website'];
  const misspelt = [...words, ...more, ...still, ...again, ...last].map((word) => `${word}${word.at(-1)}`);
  assert.ok(misspelt.length > WORDS_WITH_SUGGESTIONS);
  const root = projectWith({'docs/get-help/a.mdx': article(misspelt.map((word) => `${word}.`).join('\n'))});
  try {
    const {problems} = await checkSpelling({root});
    assert.equal(problems.length, misspelt.length);
    assert.match(problems[0], /"accountt" .* Did you mean account/);
    assert.equal(problems.filter((problem) => problem.includes('Did you mean')).length, WORDS_WITH_SUGGESTIONS);
    assert.match(problems.at(-1) ?? '', /"websitee" is not in the Canadian English dictionary\. Fix the spelling/);
  } finally {
    fs.rmSync(root, {recursive: true, force: true});
  }
});
