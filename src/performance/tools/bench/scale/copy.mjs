/**
 * The site the scale bench measures: a copy of a checkout outside the working tree (`src/shared/node/projectCopy.mjs`), with
 * the synthetic articles written in (./generate.mjs), every French article and the French category labels marked as
 * translating the current English by the checkout's own `npm run translation:mark`, and all of it committed in a
 * git repository of the copy's own (the articles' last-updated dates come from it).
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {commitAll, sourceArchiveCopy} from '../../../../shared/node/projectCopy.mjs';
import {FR_SIDEBAR_FILE, generateArticles} from './generate.mjs';
import {FR_DOCS_DIR} from '../../../../translations/tools/index.mjs';

/** The day the copy is committed on: the last-updated date every article shows. */
const COMMIT_DATE = '2026-01-15T12:00:00Z';

/**
 * The checkout's node_modules, hard-linked into the copy rather than linked as a folder: vitest resolves a linked
 * folder to its real path, outside the copy, where the site's test configuration no longer recognizes Docusaurus's
 * client files. Without the bundler's and vitest's caches: every build starts cold, and nothing the copy writes there
 * lands in the checkout's files.
 * @param {string} src
 * @param {string} dir
 */
function linkDependencies(src, dir) {
  const target = path.join(dir, 'node_modules');
  fs.rmSync(target);
  execFileSync('cp', ['-al', path.join(src, 'node_modules'), target]);
  for (const cache of ['.cache', '.vite', '.vite-temp'])
    fs.rmSync(path.join(target, cache), {recursive: true, force: true});
}

/**
 * @param {string} dir
 * @param {{path: string, contents: string}[]} files
 */
function writeFiles(dir, files) {
  for (const file of files) {
    const target = path.join(dir, file.path);
    if (fs.existsSync(target))
      throw new Error(`${file.path} already exists in the checkout: rename the synthetic categories.`);
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.writeFileSync(target, file.contents);
  }
}

/**
 * @param {string} dir
 * @param {Record<string, unknown>} labels
 */
function addFrenchLabels(dir, labels) {
  const file = path.join(dir, FR_SIDEBAR_FILE);
  const current = JSON.parse(fs.readFileSync(file, 'utf8'));
  fs.writeFileSync(file, `${JSON.stringify({...current, ...labels}, null, 2)}\n`);
}

/** Files marked per run: npm runs a script through one shell command line, which Linux limits to 128 KB. */
const MARKED_PER_RUN = 200;

/** The environment for an npm command run in the copy: npm's INIT_CWD would point it back at the checkout. */
function npmEnv() {
  const {INIT_CWD: _npmCwd, ...env} = process.env;
  return env;
}

/**
 * Marks the French files as `npm run translation:mark` does: by running the checkout's own command.
 * @param {string} dir
 * @param {string[]} frenchFiles
 */
function markFrench(dir, frenchFiles) {
  const env = npmEnv();
  for (let start = 0; start < frenchFiles.length; start += MARKED_PER_RUN) {
    const files = frenchFiles.slice(start, start + MARKED_PER_RUN).map((file) => path.join(dir, file));
    execFileSync('npm', ['run', '--silent', 'translation:mark', '--', ...files], {cwd: dir, env, stdio: 'pipe'});
  }
}

/**
 * A copy of the checkout at `src` with `count` synthetic articles per language (none: the site as it is). Returns
 * its folder (the caller removes it) and how many synthetic articles each category holds.
 * @param {{src: string, count: number, seed: string}} options
 */
export function prepareCopy({src, count, seed}) {
  if (!fs.existsSync(path.join(src, 'node_modules'))) {
    throw new Error(`${src} has no node_modules: run npm ci there first (the copy uses the checkout's own).`);
  }
  const dir = sourceArchiveCopy(src, 'help-centre-scale-');
  linkDependencies(src, dir);
  if (count === 0) {
    commitAll(dir, 'The help centre', COMMIT_DATE);
    return {dir, perCategory: {}};
  }
  const {files, frenchLabels, perCategory} = generateArticles({count, seed});
  writeFiles(dir, files);
  addFrenchLabels(dir, frenchLabels);
  const french = files.map((file) => file.path).filter((file) => file.startsWith(`${FR_DOCS_DIR}/`));
  markFrench(dir, [...french, FR_SIDEBAR_FILE]);
  // The owners' workbook lists every article: an author adding articles writes it again, as its test asks.
  execFileSync('npm', ['run', '--silent', 'feedback:workbook'], {cwd: dir, env: npmEnv(), stdio: 'pipe'});
  commitAll(dir, `The help centre with ${count} synthetic articles per language`, COMMIT_DATE);
  return {dir, perCategory};
}
