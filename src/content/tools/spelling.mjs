/**
 * Spelling in both languages, with cspell: Canadian English for English text, French for French text
 * (cspell.config.yaml says which files and which parts of them: articles, category pages, pages, interface
 * texts). Words the dictionaries lack go in the one project word list, project-words.txt.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {lint} from 'cspell';
import {changedFiles} from '../../shared/changedFiles.mjs';

export const CONFIG_FILE = 'cspell.config.yaml';
export const WORDS_FILE = 'project-words.txt';

/** @param {string} file */
function languageOf(file) {
  if (file.startsWith('i18n/fr/')) return 'French';
  if (file === 'docusaurus.config.ts') return 'English or French';
  return 'Canadian English';
}

/** @typedef {import('@cspell/cspell-types').Issue} Issue */

/**
 * cspell's suggestions are dear (about a tenth of a second a word) and it computes them again for each occurrence in
 * each file: a word repeated across a thousand articles cost minutes. So they are asked for once per word and
 * language, for this many words; the others are still each named, without suggestions.
 */
export const WORDS_WITH_SUGGESTIONS = 40;

/**
 * @param {string} root
 * @param {Issue} issue
 */
function fileOf(root, issue) {
  // cspell names the file of each issue it reports.
  return path
    .relative(root, fileURLToPath(/** @type {string} */ (issue.uri)))
    .split(path.sep)
    .join('/');
}

/**
 * @param {string} file
 * @param {string} word
 */
const wordKey = (file, word) => `${languageOf(file)}\n${word}`;

/**
 * @param {string} file
 * @param {Issue} issue
 * @param {Map<string, string[]>} suggestions per word and language
 */
function describe(file, issue, suggestions) {
  const found = suggestions.get(wordKey(file, issue.text)) ?? [];
  const didYouMean = found.length > 0 ? ` Did you mean ${found.slice(0, 3).join(', ')}?` : '';
  return (
    `${file}:${issue.row}:${issue.col}: "${issue.text}" is not in the ${languageOf(file)} dictionary.${didYouMean} ` +
    `Fix the spelling; if the word is right (a name, a term of the service), add it to ${WORDS_FILE}.`
  );
}

/**
 * Runs cspell with the project's configuration on `files` (none: the configuration's own list).
 * @param {string} root
 * @param {string[]} files
 * @param {boolean} showSuggestions
 */
async function lintFiles(root, files, showSuggestions) {
  /** @type {Issue[]} */
  const issues = [];
  /** @type {string[]} */
  const errors = [];
  const result = await lint(
    files,
    {
      root,
      config: path.join(root, CONFIG_FILE),
      progress: false,
      summary: false,
      showSuggestions,
      mustFindFiles: false,
    },
    {
      issue: (issue) => issues.push(issue),
      error: (message, error) => errors.push(`${message}: ${error.message}`),
      info() {},
      debug() {},
      progress() {},
      result() {},
    },
  );
  return {issues, errors, files: result.files};
}

/**
 * Suggestions for the first WORDS_WITH_SUGGESTIONS misspelt words (by language), in the order of `located`: cspell
 * is run again, with its suggestions, on one file holding each.
 * @param {string} root
 * @param {{file: string, issue: Issue}[]} located
 * @returns {Promise<Map<string, string[]>>}
 */
async function suggestionsFor(root, located) {
  /** @type {Map<string, string>} a file holding each word */
  const holder = new Map();
  for (const {file, issue} of located) {
    const key = wordKey(file, issue.text);
    if (!holder.has(key) && holder.size < WORDS_WITH_SUGGESTIONS) holder.set(key, file);
  }
  const {issues} = await lintFiles(root, [...new Set(holder.values())], true);
  /** @type {Map<string, string[]>} */
  const suggestions = new Map();
  for (const issue of issues) {
    const key = wordKey(fileOf(root, issue), issue.text);
    if (holder.has(key) && !suggestions.has(key)) suggestions.set(key, issue.suggestions ?? []);
  }
  return suggestions;
}

/** @param {{root: string}} options */
export async function checkSpelling({root}) {
  const result = await lintFiles(root, [], false);
  const changed = changedFiles(root);
  const located = result.issues.map((issue) => ({file: fileOf(root, issue), issue}));
  // The author's own changes first (a stable sort keeps cspell's order otherwise).
  located.sort((a, b) => Number(changed.has(b.file)) - Number(changed.has(a.file)));
  const suggestions = located.length > 0 ? await suggestionsFor(root, located) : new Map();
  const problems = located.map(({file, issue}) => describe(file, issue, suggestions));
  problems.push(...result.errors.map((error) => `Spelling check: ${error}`));
  if (result.files === 0) {
    problems.push(`Spelling check: no file was checked. The "files" of ${CONFIG_FILE} match nothing.`);
  }
  return {problems, files: result.files};
}
