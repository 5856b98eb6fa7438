/**
 * Spelling in both languages, with cspell: Canadian English for English text, French for French text
 * (cspell.config.yaml says which files and which parts of them: articles, category pages, pages, interface
 * texts). Words the dictionaries lack go in the one project word list, project-words.txt.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {lint} from 'cspell';

export const CONFIG_FILE = 'cspell.config.yaml';
export const WORDS_FILE = 'project-words.txt';

/** @param {string} file */
function languageOf(file) {
  if (file.startsWith('i18n/fr/')) return 'French';
  if (file === 'docusaurus.config.ts') return 'English or French';
  return 'Canadian English';
}

/**
 * @param {string} root
 * @param {import('@cspell/cspell-types').Issue} issue
 */
function describe(root, issue) {
  // cspell names the file of each issue it reports.
  const file = path
    .relative(root, fileURLToPath(/** @type {string} */ (issue.uri)))
    .split(path.sep)
    .join('/');
  const suggestions = issue.suggestions?.length ? ` Did you mean ${issue.suggestions.slice(0, 3).join(', ')}?` : '';
  return (
    `${file}:${issue.row}:${issue.col}: "${issue.text}" is not in the ${languageOf(file)} dictionary.${suggestions} ` +
    `Fix the spelling; if the word is right (a name, a term of the service), add it to ${WORDS_FILE}.`
  );
}

/** @param {{root: string}} options */
export async function checkSpelling({root}) {
  /** @type {import('@cspell/cspell-types').Issue[]} */
  const issues = [];
  /** @type {string[]} */
  const errors = [];
  const result = await lint(
    [],
    {root, config: path.join(root, CONFIG_FILE), progress: false, summary: false, showSuggestions: true},
    {
      issue: (issue) => issues.push(issue),
      error: (message, error) => errors.push(`${message}: ${error.message}`),
      info() {},
      debug() {},
      progress() {},
      result() {},
    },
  );
  const problems = issues.map((issue) => describe(root, issue));
  problems.push(...errors.map((error) => `Spelling check: ${error}`));
  if (result.files === 0) {
    problems.push(`Spelling check: no file was checked. The "files" of ${CONFIG_FILE} match nothing.`);
  }
  return {problems, files: result.files};
}
