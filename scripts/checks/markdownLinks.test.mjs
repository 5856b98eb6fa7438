import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {checkMarkdownLinks} from './markdownLinks.mjs';

/** @param {Record<string, string>} files */
function project(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'markdown-links-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    fs.writeFileSync(path.join(root, file), text);
  }
  execFileSync('git', ['init', '--quiet'], {cwd: root});
  return root;
}

test('links and paths that name what exists pass; examples in code are not citations', () => {
  const root = project({
    'README.md':
      'See [the guide](handbook/guide.md#start), `src/a/plugin.ts`, `src/<capability>/` and [site](/docs/x).\n',
    'handbook/guide.md': 'Back to [the README](../README.md).\n\n```mdx\n[x](missing.md)\n```\n',
    'src/a/plugin.ts': '',
  });
  assert.deepEqual(checkMarkdownLinks(root), []);
});

test('a dead relative link and a path of a file that is gone are named', () => {
  const root = project({
    'handbook/guide.md': 'Read [CONTRIBUTING](CONTRIBUTING.md) and `scripts/gone.mjs`.\n',
  });
  assert.deepEqual(checkMarkdownLinks(root), [
    'handbook/guide.md: the link "CONTRIBUTING.md" leads nowhere (handbook/CONTRIBUTING.md does not exist)',
    'handbook/guide.md: `scripts/gone.mjs` names a file that does not exist',
  ]);
});
