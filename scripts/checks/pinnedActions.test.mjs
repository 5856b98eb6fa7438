import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {unpinnedActions} from './pinnedActions.mjs';

const SHA = '11d5960a326750d5838078e36cf38b85af677262';

test('an action pinned by a tag or a branch is refused; by its full commit, accepted', () => {
  const workflow = [
    'steps:',
    `  - uses: actions/checkout@${SHA} # v4.4.0`,
    '  - uses: actions/setup-node@v4',
    '    uses: "Azure/static-web-apps-deploy@main"',
    `  - uses: actions/cache@${SHA.slice(0, 7)}`,
    '  - uses: ./.github/actions/local',
    `  - uses: docker://alpine@sha256:${'a'.repeat(64)}`,
    '  - uses: docker://alpine:3',
  ].join('\n');
  assert.deepEqual(unpinnedActions(workflow), [
    'line 3: actions/setup-node@v4',
    'line 4: Azure/static-web-apps-deploy@main',
    `line 5: actions/cache@${SHA.slice(0, 7)}`,
    'line 8: docker://alpine:3',
  ]);
});

test("the project's workflows pin every action", () => {
  const dir = path.resolve(import.meta.dirname, '../../.github/workflows');
  for (const file of fs.readdirSync(dir).filter((name) => /\.ya?ml$/.test(name))) {
    assert.deepEqual(unpinnedActions(fs.readFileSync(path.join(dir, file), 'utf8')), [], file);
  }
});
