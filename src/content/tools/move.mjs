// @ts-check
/**
 * Moving or renaming an article, in both languages, without breaking an address readers hold
 * (`npm run move -- docs/<old path>.mdx docs/<new path>.mdx`, CONTRIBUTING.md):
 *
 * 1. moves the English file and its French (`git mv`, so that git follows them);
 * 2. updates every link to the article, and the moved article's own links, in both languages;
 * 3. records the old address in the English front matter (`redirect_from`, ../addresses.mjs): the host then sends
 *    readers of the old address, in both languages, to the new one.
 *
 * Link paths and former addresses are not text to translate: the French stays current.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {ROOT} from '../../shared/node/root.mjs';
import {EN_DOCS_DIR, FR_DOCS_DIR, listMdx} from '../../shared/articles.mjs';
import {ARTICLE_LINK, parseFrontMatter} from '../../shared/frontMatter.mjs';
import {articleAddress, REDIRECT_FIELD} from '../addresses.mjs';

const LANGUAGE_DIRS = [EN_DOCS_DIR, FR_DOCS_DIR];
const ARTICLE_PATH = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*\.mdx$/;

/**
 * An article's path under docs/ from what the author typed (`docs/a/b.mdx` or `a/b.mdx`), or an error message.
 * @param {string} typed
 */
function articlePath(typed) {
  const file = typed.replace(/\\/g, '/').replace(/^(\.\/)?docs\//, '');
  return ARTICLE_PATH.test(file) ? file : null;
}

/**
 * A link's path from the file `from` to the file `to` (both under the same language's folder).
 * @param {string} from
 * @param {string} to
 */
function relativeLink(from, to) {
  const relative = path.posix.relative(path.posix.dirname(from), to);
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/**
 * The source of `file` (now at `movedTo`) with its links to article files pointed at where those files are after
 * the move of `oldFile` to `newFile`. Links that still lead to the same file keep their text.
 * @param {string} source
 * @param {{file: string, movedTo: string, oldFile: string, newFile: string}} paths Under the language's folder.
 */
export function relinked(source, {file, movedTo, oldFile, newFile}) {
  return source.replace(ARTICLE_LINK, (link, target, anchor = '') => {
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
    const destination = resolved === oldFile ? newFile : resolved;
    if (destination === resolved && movedTo === file) return link;
    return `](${relativeLink(movedTo, destination)}${anchor})`;
  });
}

/**
 * The English source with `address` added to its former addresses (one line, in the front matter).
 * @param {string} source
 * @param {string} address
 */
export function withFormerAddress(source, address) {
  const {data} = parseFrontMatter(source);
  const former = [data[REDIRECT_FIELD] ?? []].flat().map(String);
  const line = `${REDIRECT_FIELD}: ${JSON.stringify([...new Set([...former, address])])}`;
  return source.replace(/^---(\r?\n)([\s\S]*?\r?\n)?---/, (_frontMatter, newline, fields = '') => {
    const others = fields.replace(new RegExp(`^${REDIRECT_FIELD}:.*\\r?\\n([ \\t]+-.*\\r?\\n)*`, 'm'), '');
    return `---${newline}${others}${line}${newline}---`;
  });
}

/**
 * @param {string} root
 * @param {string[]} args
 */
function git(root, args) {
  execFileSync('git', args, {cwd: root, stdio: 'pipe'});
}

/**
 * @param {string} root
 * @param {string} from
 * @param {string} to
 */
function moveFile(root, from, to) {
  fs.mkdirSync(path.dirname(path.join(root, to)), {recursive: true});
  try {
    git(root, ['mv', from, to]);
  } catch {
    // Not in git (a source archive): a plain move.
    fs.renameSync(path.join(root, from), path.join(root, to));
  }
}

/**
 * Moves the article `oldTyped` to `newTyped` in both languages; returns what it did, line by line.
 * @param {string} root
 * @param {string} oldTyped
 * @param {string} newTyped
 * @returns {string[]}
 */
export function moveArticle(root, oldTyped, newTyped) {
  const oldFile = articlePath(oldTyped);
  const newFile = articlePath(newTyped);
  if (!oldFile || !newFile) {
    throw new Error(
      'Give the English article and its new path, like: npm run move -- docs/a/old-name.mdx docs/b/new-name.mdx',
    );
  }
  for (const dir of LANGUAGE_DIRS) {
    if (!fs.existsSync(path.join(root, dir, oldFile))) throw new Error(`${dir}/${oldFile} does not exist.`);
    if (fs.existsSync(path.join(root, dir, newFile))) throw new Error(`${dir}/${newFile} exists already.`);
  }
  const oldAddress = articleAddress(oldFile, parseFrontMatter(read(root, `docs/${oldFile}`)).data);
  const report = [];
  for (const dir of LANGUAGE_DIRS) {
    moveFile(root, `${dir}/${oldFile}`, `${dir}/${newFile}`);
    report.push(`Moved ${dir}/${oldFile} to ${dir}/${newFile}.`);
    const updated = relinkAll(root, dir, oldFile, newFile);
    if (updated.length > 0) report.push(`Updated the links in ${updated.join(', ')}.`);
  }
  const english = `docs/${newFile}`;
  const newAddress = articleAddress(newFile, parseFrontMatter(read(root, english)).data);
  if (newAddress !== oldAddress) {
    fs.writeFileSync(path.join(root, english), withFormerAddress(read(root, english), oldAddress));
    report.push(
      `Recorded ${REDIRECT_FIELD}: "${oldAddress}" in ${english}: the host sends ${oldAddress} and /fr${oldAddress} to ${newAddress} and /fr${newAddress}.`,
      'The French stays current: link paths and former addresses are not text to translate.',
    );
  }
  return report;
}

/**
 * @param {string} root
 * @param {string} file From the root.
 */
function read(root, file) {
  return fs.readFileSync(path.join(root, file), 'utf8');
}

/**
 * Points every link of one language's articles at the moved file; returns the files it changed.
 * @param {string} root
 * @param {string} dir
 * @param {string} oldFile
 * @param {string} newFile
 */
function relinkAll(root, dir, oldFile, newFile) {
  return listMdx(path.join(root, dir))
    .filter((movedTo) => {
      const file = movedTo === newFile ? oldFile : movedTo;
      const source = read(root, `${dir}/${movedTo}`);
      const changed = relinked(source, {file, movedTo, oldFile, newFile});
      if (changed === source) return false;
      fs.writeFileSync(path.join(root, dir, movedTo), changed);
      return true;
    })
    .map((file) => `${dir}/${file}`);
}

const runAsCommand = process.argv[1]?.endsWith(path.join('tools', 'move.mjs'));
if (runAsCommand) {
  const [oldTyped = '', newTyped = ''] = process.argv.slice(2);
  try {
    console.log(moveArticle(ROOT, oldTyped, newTyped).join('\n'));
    console.log('Run npm run check, then commit.');
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
