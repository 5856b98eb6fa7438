// @ts-check
/**
 * Addresses that last: an article's published address keeps working after the article moves or goes.
 *
 * - The record is content: an English article lists the addresses that lead to it in its front matter,
 *   `redirect_from: ["/docs/old/address"]` (`npm run move` writes it; an author who removes an article adds it to the
 *   article its readers should read instead). The host answers each of them, in both languages, with a permanent
 *   redirect (src/hosting, host rules from docusaurus.config.ts).
 * - What was published comes from git: every English article any commit added. One whose address neither exists
 *   nor is redirected stops `npm run check` and the build, naming the line to add. Outside a git repository (a source
 *   archive) there is no history to compare with.
 *
 * Shared by the build (docusaurus.config.ts, ./plugin.ts) and the tools (./tools). No import.meta here: Docusaurus
 * loads this module with the site's configuration, compiled to CommonJS.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {EN_DOCS_DIR as DOCS_DIR, isArticleFile, listMdx} from '../shared/articles.mjs';
import {parseFrontMatter, REDIRECT_FIELD} from '../shared/frontMatter.mjs';

export {REDIRECT_FIELD};

const DOCS_ROUTE = '/docs';

/** The former addresses of the site's other pages (src/pages/), each to the page now there. */
export const FORMER_PAGE_ADDRESSES = [{from: '/markdown-page', to: '/about'}];
/** An address of an article, as the site serves it without the locale's prefix. */
const ADDRESS = /^\/docs(\/[a-z0-9][a-z0-9_-]*)+$/;

/**
 * @typedef {{file: string, address: string, redirectFrom: string[]}} Article
 * @typedef {{from: string, to: string}} Redirect
 */

/**
 * The address an article is served at: its slug, else its path under docs/ (an `index` names its folder).
 * @param {string} file The article's path under docs/ (`get-help/troubleshooting.mdx`).
 * @param {Record<string, unknown>} data Its front matter.
 */
export function articleAddress(file, data) {
  if (typeof data.slug === 'string') return `${DOCS_ROUTE}${data.slug.startsWith('/') ? '' : '/'}${data.slug}`;
  const id = file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
  return `${DOCS_ROUTE}/${id}`;
}

/** @param {unknown} value */
function listOf(value) {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * The English articles as they are now.
 * @param {string} root
 * @returns {Article[]}
 */
export function currentArticles(root) {
  const dir = path.join(root, DOCS_DIR);
  return listMdx(dir).map((file) => {
    const {data} = parseFrontMatter(fs.readFileSync(path.join(dir, file), 'utf8'));
    return {file, address: articleAddress(file, data), redirectFrom: listOf(data[REDIRECT_FIELD]).map(String)};
  });
}

/**
 * Every former address the articles list, each leading to its article; a malformed, repeated or still used address
 * is a problem, named with its file.
 * @param {Article[]} articles
 * @returns {{redirects: Redirect[], problems: string[]}}
 */
export function redirectsOf(articles) {
  const current = new Set(articles.map((article) => article.address));
  const seen = new Map();
  const redirects = [];
  const problems = [];
  for (const {file, address, redirectFrom} of articles) {
    for (const from of redirectFrom) {
      const where = `docs/${file}: ${REDIRECT_FIELD} "${from}"`;
      if (!ADDRESS.test(from)) {
        problems.push(`${where} is not an address of an article (like "/docs/get-help/troubleshooting").`);
      } else if (current.has(from)) {
        problems.push(`${where} is the address of an article that exists: remove it from ${REDIRECT_FIELD}.`);
      } else if (seen.has(from)) {
        problems.push(`${where} also leads to docs/${seen.get(from)}: keep it in one article only.`);
      } else {
        seen.set(from, file);
        redirects.push({from, to: address});
      }
    }
  }
  return {redirects, problems};
}

/**
 * @param {string} root
 * @param {string[]} args
 */
function git(root, args) {
  return execFileSync('git', args, {cwd: root, stdio: ['ignore', 'pipe', 'ignore'], encoding: 'utf8'});
}

/** @param {string} root */
function isGitWorktree(root) {
  try {
    return git(root, ['rev-parse', '--is-inside-work-tree']).trim() === 'true';
  } catch {
    return false;
  }
}

/**
 * The address a file of docs/ had when it was last in git (its slug then), or null when git never held it.
 * @param {string} root
 * @param {string} file Under docs/.
 */
function formerAddress(root, file) {
  const gitPath = `${DOCS_DIR}/${file}`;
  const lastCommit = git(root, ['rev-list', '-n', '1', 'HEAD', '--', gitPath]).trim();
  if (!lastCommit) return null;
  for (const revision of [`${lastCommit}:${gitPath}`, `${lastCommit}^:${gitPath}`]) {
    try {
      return articleAddress(file, parseFrontMatter(git(root, ['show', revision])).data);
    } catch {
      // The commit that last touched it removed it: its parent held it.
    }
  }
  return null;
}

/**
 * Every address an English article was published at, from git: each file any commit added under docs/.
 * Empty outside a git repository.
 * @param {string} root
 * @returns {{file: string, address: string}[]}
 */
export function publishedAddresses(root) {
  if (!isGitWorktree(root)) return [];
  const everAdded = git(root, ['log', '--format=', '--name-only', '--diff-filter=A', 'HEAD', '--', DOCS_DIR])
    .split('\n')
    .filter(isArticleFile)
    .map((line) => line.slice(DOCS_DIR.length + 1));
  const current = new Map(currentArticles(root).map((article) => [article.file, article.address]));
  return [...new Set(everAdded)].sort().flatMap((file) => {
    const address = current.get(file) ?? formerAddress(root, file);
    return address ? [{file, address}] : [];
  });
}

/**
 * The published addresses that would stop working: neither an article's address nor one of its former ones. Each
 * problem names the address, and the line to add.
 * @param {string} root
 */
export function lostAddresses(root) {
  const articles = currentArticles(root);
  const {redirects, problems} = redirectsOf(articles);
  const reachable = new Set([...articles.map((article) => article.address), ...redirects.map(({from}) => from)]);
  const lost = publishedAddresses(root).filter(({address}) => !reachable.has(address));
  return [
    ...problems,
    ...lost.map(
      ({file, address}) =>
        `docs/${file} was published at ${address} (and /fr${address}), which would stop working. Add this line to ` +
        `the front matter of the article its readers should now read (the article itself at its new place if you ` +
        `moved it, which npm run move does for you; the one that replaces it if you removed it): ` +
        `${REDIRECT_FIELD}: ["${address}"]`,
    ),
  ];
}
