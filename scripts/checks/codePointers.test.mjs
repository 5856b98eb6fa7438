import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {checkCodePointers} from './codePointers.mjs';

/** @param {Record<string, string>} files */
function project(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'code-pointers-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    fs.writeFileSync(path.join(root, file), text);
  }
  execFileSync('git', ['init', '--quiet'], {cwd: root});
  return root;
}

test('comments that name what exists pass; strings, URLs, patterns and link examples are not pointers', () => {
  const root = project({
    'handbook/guide.md': '# Guide\n\n## Where to change what\n',
    'src/search/lunr/foldAccents.js': '',
    'src/search/worker/queryTokens.js': [
      '/** Folds as ../lunr/foldAccents.js does (handbook/guide.md, "Where to change what"; handbook/guide.md#guide). */',
      "const url = 'see src/gone.ts'; // https://example.com/src/gone.ts and src/<capability>/index.ts, src/*/tools",
      '// An article links `](../get-help/gone.mdx)`; the folder src/search/ and ./queryTokens are here.',
      'const pattern = /src\\/gone\\.ts/;',
    ].join('\n'),
  });
  assert.deepEqual(checkCodePointers(root), []);
});

test('a path that names nothing, a relative one, and a section that is not there are named with their line', () => {
  const root = project({
    'handbook/guide.md': '# Guide\n',
    'src/content/worker/tokens.js': [
      'const x = 1;',
      '/** Folds as ../foldAccents.js does; the numbers: handbook/guide.md, "Search". */',
      'export const y = x; // the test: src/content/worker/tokens.test.js',
    ].join('\n'),
    'e2e/locale.spec.tsx': '<div>{/* handbook/guide.md#gone */}</div>;\n',
  });
  assert.deepEqual(checkCodePointers(root), [
    'e2e/locale.spec.tsx:1: the comment names the section "gone" of handbook/guide.md, which has none',
    'src/content/worker/tokens.js:2: the comment names ../foldAccents.js, which does not exist',
    'src/content/worker/tokens.js:2: the comment names the section "Search" of handbook/guide.md, which has none',
    'src/content/worker/tokens.js:3: the comment names src/content/worker/tokens.test.js, which does not exist',
  ]);
});
