import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import {maintainerMarkdownSize} from './maintainerMarkdown.mjs';

test('maintainer Markdown counts every Markdown file but the pages readers read, and says what tools wrote', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'maintainer-markdown-'));
  const files = {
    'README.md': 1024,
    'src/search/README.md': 512,
    'UPSTREAM.md': 2048,
    'docs/intro.md': 4096,
    'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': 4096,
    'src/pages/about.md': 512,
  };
  for (const [file, size] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    fs.writeFileSync(path.join(root, file), 'x'.repeat(size));
  }
  execFileSync('git', ['init', '--quiet'], {cwd: root});
  assert.deepEqual(maintainerMarkdownSize(root), {all: 3.5, byTools: 2});
});
