#!/usr/bin/env node
/**
 * `npm run translation:mark -- [--english-typo-only] <French file>...`
 *
 * Records that each French file translates the current English:
 * - a French article (i18n/fr/docusaurus-plugin-content-docs/current/…/*.mdx): the `translation` field of its
 *   front matter (src/translations/status.mjs);
 * - a French interface text file (i18n/fr/code.json, …): its entries in i18n/fr/translation-record.json
 *   (src/translations/tools/uiStrings.mjs).
 *
 * It refuses when the English changed since the last mark and the French did not: the translation is probably
 * not done. `--english-typo-only` overrides that, for an English change that needs no French change (a typo).
 * Nothing is written unless every file named can be marked.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {englishAsShown, extractEnglishDefaults, frenchMessages} from './translations.mjs';
import {articleStatus, EN_DOCS_DIR, FR_DOCS_DIR, withRecord} from '../status.mjs';
import {markUiStrings, readUiRecord, UI_RECORD_FILE, writeUiRecord} from './uiStrings.mjs';
import {ROOT} from '../../shared/node/root.mjs';

const FR_DIR = 'i18n/fr';
const USAGE = 'Usage: npm run translation:mark -- [--english-typo-only] <French file>...';

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`translation:mark: ${message}`);
  process.exit(1);
}

/** @param {string[]} args */
function parseCommandLine(args) {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {'english-typo-only': {type: 'boolean', default: false}},
    });
  } catch (error) {
    fail(`${/** @type {Error} */ (error).message}\n${USAGE}`);
  }
  if (parsed.positionals.length === 0) {
    fail(`name the French files to mark.\n${USAGE}`);
  }
  return {files: parsed.positionals, englishTypoOnly: parsed.values['english-typo-only']};
}

/**
 * `file`'s path relative to `dir` (under the project), if it is a regular file inside it, links resolved.
 * @param {string} dir
 * @param {string} file
 */
function pathInside(dir, file) {
  let real;
  try {
    real = fs.realpathSync(file);
  } catch {
    return null;
  }
  const relative = path.relative(fs.realpathSync(path.join(ROOT, dir)), real);
  if (!relative || relative.startsWith('..') || path.isAbsolute(relative) || !fs.statSync(real).isFile()) {
    return null;
  }
  return relative.split(path.sep).join('/');
}

/**
 * @typedef {{kind: 'article', id: string} | {kind: 'ui', file: string} | {kind: 'refused', message: string}} Target
 * @typedef {{refusal?: string, message?: string, write?: {file: string, contents: string}}} Plan
 */

/**
 * What a command-line argument names: a French article, a French interface text file, or nothing we mark.
 * @param {string} argument
 * @returns {Target}
 */
function classify(argument) {
  // npm runs scripts from the project root; the author's path is relative to where they typed the command.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), argument);
  const article = pathInside(FR_DOCS_DIR, file);
  if (article && /\.mdx?$/.test(article) && fs.existsSync(path.join(ROOT, EN_DOCS_DIR, article))) {
    return {kind: 'article', id: article};
  }
  const uiFile = pathInside(FR_DIR, file);
  if (uiFile && uiFile.endsWith('.json') && `${FR_DIR}/${uiFile}` !== UI_RECORD_FILE) {
    return {kind: 'ui', file: uiFile};
  }
  return {
    kind: 'refused',
    message: `${argument}: not a French article with an English original (${FR_DOCS_DIR}/<category>/<article>.mdx) nor a French interface text file (${FR_DIR}/code.json and the other ${FR_DIR}/**/*.json). Only those can be marked.`,
  };
}

/**
 * @param {string} id
 * @param {boolean} englishTypoOnly
 * @returns {Plan}
 */
function planArticle(id, englishTypoOnly) {
  const status = articleStatus(ROOT, id);
  if (status.state === 'invalid') {
    return {refusal: `${status.frPath}: ${status.error}`};
  }
  const frenchUnchanged = status.record?.french === status.frenchFingerprint;
  if (status.state === 'pending' && frenchUnchanged && !englishTypoOnly) {
    return {
      refusal:
        `${status.frPath}: not marked. The English (${status.enPath}) changed since the French was last marked, and the French has not changed since then.\n` +
        `    Translate the change first (npm run check shows it), then mark again. If the English change needs no French change (a typo fix), mark with --english-typo-only.`,
    };
  }
  if (status.state === 'current' && frenchUnchanged) {
    return {message: `${status.frPath}: already marked as translating the current ${status.enPath}.`};
  }
  const source = fs.readFileSync(path.join(ROOT, status.frPath), 'utf8');
  const record = {english: status.englishFingerprint, french: status.frenchFingerprint};
  return {
    write: {file: status.frPath, contents: withRecord(source, record)},
    message: `${status.frPath}: marked as translating ${status.enPath} (version ${record.english}).`,
  };
}

/**
 * @param {string[]} files
 * @param {boolean} englishTypoOnly
 * @returns {{plans: Plan[], record: import('./uiStrings.mjs').UiRecord | null}}
 */
function planUiStrings(files, englishTypoOnly) {
  if (files.length === 0) return {plans: [], record: null};
  console.log('Reading the English interface texts (docusaurus write-translations)…');
  const english = englishAsShown(extractEnglishDefaults(ROOT), ROOT);
  let record = readUiRecord(ROOT);
  const plans = files.map((file) => {
    if (!english[file]) {
      return {refusal: `${FR_DIR}/${file}: the site has no interface texts for this file; nothing to mark.`};
    }
    const french = frenchMessages([file], ROOT)[file];
    const marked = markUiStrings(record, file, english[file], french, {englishTypoOnly});
    if (marked.refused.length > 0) {
      return {
        refusal:
          `${FR_DIR}/${file}: not marked. The English of these texts changed since the French was last marked, and their French has not changed since then: ${marked.refused.join(', ')}.\n` +
          `    Revise them first (npm run check shows the English before and after), then mark again; or, if the English change needs no French change, mark with --english-typo-only.`,
      };
    }
    record = marked.record;
    return {
      message: `${FR_DIR}/${file}: ${Object.keys(record[file]).length} texts marked as translating the current English.`,
    };
  });
  return {plans, record};
}

/**
 * @param {Target[]} targets
 * @param {boolean} englishTypoOnly
 */
function plan(targets, englishTypoOnly) {
  const articles = targets
    .filter((target) => target.kind === 'article')
    .map((target) => planArticle(target.id, englishTypoOnly));
  const uiFiles = [...new Set(targets.filter((target) => target.kind === 'ui').map((target) => target.file))];
  const ui = planUiStrings(uiFiles, englishTypoOnly);
  return {plans: [...articles, ...ui.plans], uiRecord: ui.record};
}

const {files, englishTypoOnly} = parseCommandLine(process.argv.slice(2));
const targets = files.map(classify);
const refusedPaths = targets.filter((target) => target.kind === 'refused');
if (refusedPaths.length > 0) {
  fail(refusedPaths.map((target) => target.message).join('\n'));
}
let planned;
try {
  planned = plan(targets, englishTypoOnly);
} catch (error) {
  fail(/** @type {Error} */ (error).message);
}
const refusals = planned.plans.filter((entry) => entry.refusal);
if (refusals.length > 0) {
  fail(`nothing was marked.\n${refusals.map((entry) => entry.refusal).join('\n')}`);
}
for (const write of planned.plans.flatMap((entry) => entry.write ?? [])) {
  fs.writeFileSync(path.join(ROOT, write.file), write.contents);
}
if (planned.uiRecord) {
  writeUiRecord(ROOT, planned.uiRecord);
}
console.log(planned.plans.map((entry) => entry.message).join('\n'));
