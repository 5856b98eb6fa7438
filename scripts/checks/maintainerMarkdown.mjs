/**
 * How much Markdown maintainers keep outside what readers read (docs/, i18n/, src/pages/): every Markdown file git
 * knows elsewhere, in KiB, and the part of it tools write (UPSTREAM.md, the benches' figures), which `npm run check`
 * prints against MAINTAINER_MARKDOWN_BUDGET_KIB so that the prose does not grow unseen.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const MAINTAINER_MARKDOWN_BUDGET_KIB = 100;
/** Pages readers read: the articles, their French and the site's own pages (About). */
const READERS_MARKDOWN = /^(docs|i18n|src\/pages)\//;
/** Written by tools from data: `npm run upstream -- document`, the benches (src/performance/tools/figures.mjs). */
export const WRITTEN_BY_TOOLS = ['UPSTREAM.md', 'handbook/figures.md'];

/**
 * @param {string} root
 * @returns {{all: number, byTools: number}} KiB
 */
export function maintainerMarkdownSize(root) {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.md', '*.mdx'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && !READERS_MARKDOWN.test(file) && fs.existsSync(path.join(root, file)));
  /** @param {string[]} list */
  const kib = (list) => list.reduce((sum, file) => sum + fs.statSync(path.join(root, file)).size, 0) / 1024;
  return {all: kib(files), byTools: kib(files.filter((file) => WRITTEN_BY_TOOLS.includes(file)))};
}
