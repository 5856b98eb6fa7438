/**
 * The spelling check reports each misspelled word with its file and line, in English and in French, and only
 * in what readers see. Runs cspell with the project's configuration on a few files written for the test.
 * Run with `node --test scripts/`.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';
import {CONFIG_FILE, checkSpelling, WORDS_FILE} from './spelling.mjs';
import {ROOT} from '../../../scripts/root.mjs';

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
