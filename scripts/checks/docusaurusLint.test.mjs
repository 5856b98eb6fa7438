/**
 * The Docusaurus lint rules still work with the @typescript-eslint/utils they are given (package.json, "overrides"):
 * `npm run lint` catches an untranslated string, a translation of a non-literal message, a plain HTML link and a
 * plain heading in the site's code. Run with `node --test scripts/`.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {after, test} from 'node:test';
import {ESLint} from 'eslint';
import {sourceArchiveCopy} from '../../src/shared/node/projectCopy.mjs';
import {ROOT} from '../../src/shared/node/root.mjs';

// A page of a copy of the project: the type-aware rules lint only files the TypeScript project holds.
const copy = sourceArchiveCopy(ROOT, 'docusaurus-lint-');
after(() => fs.rmSync(copy, {recursive: true, force: true}));

/** @param {string} code */
async function docusaurusFindings(code) {
  const file = path.join(copy, 'src/pages/lintProbe.tsx');
  fs.writeFileSync(file, code);
  const [result] = await new ESLint({cwd: copy}).lintFiles([file]);
  assert.equal(result.messages.filter((message) => message.fatal).length, 0, JSON.stringify(result.messages));
  return result.messages.filter((message) => message.ruleId?.startsWith('@docusaurus/')).map((m) => m.ruleId);
}

test('an untranslated string, a non-literal message, a plain link and a plain heading are each reported', async () => {
  const code = `import React from 'react';
import {translate} from '@docusaurus/Translate';

export default function Probe({id}: {id: string}): React.JSX.Element {
  return (
    <main>
      <h2>{translate({id, message: id})}</h2>
      <p>Sign in to continue</p>
      <a href="/docs">{translate({id: 'probe.link', message: 'Articles'})}</a>
    </main>
  );
}
`;
  assert.deepEqual((await docusaurusFindings(code)).sort(), [
    '@docusaurus/no-html-links',
    '@docusaurus/no-untranslated-text',
    '@docusaurus/prefer-docusaurus-heading',
    '@docusaurus/string-literal-i18n-messages',
  ]);
});

test('translated text passes', async () => {
  const code = `import React from 'react';
import Translate from '@docusaurus/Translate';

export default function Probe(): React.JSX.Element {
  return (
    <p>
      <Translate id="probe.text">Sign in to continue</Translate>
    </p>
  );
}
`;
  assert.deepEqual(await docusaurusFindings(code), []);
});
