/**
 * The project's Markdown cites only what exists: every relative link resolves to a file or folder of the
 * repository, and every path in code (`src/search/plugin.ts`) names one. Articles' route links (`/docs/…`) are
 * Docusaurus's to check; placeholders and patterns (`<id>`, `*`, `…`) are not paths.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const LINK = /\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
const CODE_SPAN = /`([^`\n]+)`/g;
/** A path in code that names a file of the repository: it starts with one of its top-level folders. */
const REPOSITORY_PATH = /^(?:src|scripts|e2e|site-checks|handbook|patches|docs|i18n|static|\.github|\.ci)\/[\w./@+-]*$/;
const NOT_A_PATH = /[<>*…{}]|\.\.\./;

/**
 * The Markdown files git knows, and those not yet added (but not ignored).
 * @param {string} root
 */
function markdownFiles(root) {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.md', '*.mdx'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed.split('\n').filter((file) => file && fs.existsSync(path.join(root, file)));
}

/**
 * @param {string} root
 * @param {string} target
 */
const exists = (root, target) => fs.existsSync(path.join(root, target));

/**
 * @param {string} root
 * @param {string} file
 * @param {string} text
 */
function deadLinks(root, file, text) {
  return [...text.matchAll(LINK)].flatMap(([, href]) => {
    if (/^([a-z]+:|#|\/)/i.test(href)) return [];
    const target = decodeURI(href.split(/[#?]/)[0]);
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
    return exists(root, resolved) ? [] : [`${file}: the link "${href}" leads nowhere (${resolved} does not exist)`];
  });
}

/**
 * @param {string} root
 * @param {string} file
 * @param {string} text
 */
function deadPaths(root, file, text) {
  return [...text.matchAll(CODE_SPAN)].flatMap(([, code]) => {
    const candidate = code.trim().replace(/[.,:;)]$/, '');
    if (!REPOSITORY_PATH.test(candidate) || NOT_A_PATH.test(candidate)) return [];
    const target = candidate.split('#')[0].replace(/\/$/, '');
    return exists(root, target) ? [] : [`${file}: \`${candidate}\` names a file that does not exist`];
  });
}

/**
 * The text without its fenced code blocks (examples and commands, not citations).
 * @param {string} text
 */
const withoutFences = (text) => text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');

/**
 * Each dead relative link and each path in code that names nothing, in every Markdown file of the project.
 * @param {string} root
 */
export function checkMarkdownLinks(root) {
  return markdownFiles(root).flatMap((file) => {
    const text = withoutFences(fs.readFileSync(path.join(root, file), 'utf8'));
    const prose = /^(docs|i18n)\//.test(file) ? [] : deadPaths(root, file, text);
    return [...deadLinks(root, file, text.replace(CODE_SPAN, '')), ...prose];
  });
}
