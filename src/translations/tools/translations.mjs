/**
 * UI strings: every key the site uses has a French message, no French
 * message is still the English one (unless listed in INTENTIONALLY_IDENTICAL),
 * and every French message translates the current English (i18n/fr/translation-record.json,
 * see src/translations/tools/uiStrings.mjs).
 *
 * The English defaults are extracted by `docusaurus write-translations --locale en`
 * in a copy of the sources, never in the working tree.
 */
import {localBuildEnv} from '../../shared/node/localProvider.mjs';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {ROOT} from '../../shared/node/root.mjs';
import {sourceArchiveCopy} from '../../shared/node/projectCopy.mjs';
import {readUiRecord, staleUiStrings, UI_RECORD_FILE} from './uiStrings.mjs';

// Words that are the same in both languages.
const INTENTIONALLY_IDENTICAL = new Set([
  'ChatGNB',
  'Version: {versionLabel}',
  'Versions',
  'Archive',
  'Tags',
  'info',
  'danger',
  '{authorName} - {nPosts}',
  'Documentation',
  'Page',
  'Article',
  'Note',
  'Conclusion',
  'Options',
  'Message',
]);

/** @param {string} dir */
function jsonFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.json'))
    .sort();
}

/**
 * @param {string} file
 * @returns {Record<string, string>}
 */
export function readMessages(file) {
  if (!fs.existsSync(file)) return {};
  const json = JSON.parse(fs.readFileSync(file, 'utf8'));
  return Object.fromEntries(
    Object.entries(json).map(([key, value]) => [key, /** @type {{message: string}} */ (value).message]),
  );
}

/** English defaults of every translatable string, per translation file. */
export function extractEnglishDefaults(root = ROOT) {
  // In a copy of the sources: a check never writes to the working tree (a live preview or an author may be using it).
  const copy = sourceArchiveCopy(root, 'i18n-en-defaults-');
  try {
    const enDir = path.join(copy, 'i18n/en');
    fs.rmSync(enDir, {recursive: true, force: true});
    execFileSync(path.join(copy, 'node_modules/.bin/docusaurus'), ['write-translations', '--locale', 'en'], {
      cwd: copy,
      // Footer links are off by default but must be translated for when they are switched on.
      // Strings do not depend on the provider; the local one needs no other setting.
      env: localBuildEnv({SHOW_FOOTER_LINKS: 'true'}),
      stdio: 'pipe',
    });
    return Object.fromEntries(jsonFiles(enDir).map((file) => [file, readMessages(path.join(enDir, file))]));
  } finally {
    fs.rmSync(copy, {recursive: true, force: true});
  }
}

/**
 * The English readers see: the defaults, with the site's English overrides (i18n/en) applied.
 * @param {Record<string, Record<string, string>>} defaults
 */
export function englishAsShown(defaults, root = ROOT) {
  return Object.fromEntries(
    Object.entries(defaults).map(([file, messages]) => [
      file,
      {...messages, ...pick(readMessages(path.join(root, 'i18n/en', file)), Object.keys(messages))},
    ]),
  );
}

/**
 * @param {Record<string, string>} object
 * @param {string[]} keys
 */
function pick(object, keys) {
  return Object.fromEntries(keys.filter((key) => key in object).map((key) => [key, object[key]]));
}

/**
 * French messages of each translation file the English has.
 * @param {string[]} files
 */
export function frenchMessages(files, root = ROOT) {
  return Object.fromEntries(files.map((file) => [file, readMessages(path.join(root, 'i18n/fr', file))]));
}

/** @param {string | null} text */
function quote(text) {
  return JSON.stringify(text);
}

/** @param {import('./uiStrings.mjs').StaleUiString} stale */
function describeStale({file, key, state, english, french, markedEnglish}) {
  const frPath = `i18n/fr/${file}`;
  const mark = `npm run translation:mark -- ${frPath}`;
  if (state === 'unmarked') {
    return `${frPath}: "${key}" does not record which English it translates (${UI_RECORD_FILE}). Once ${quote(french)} translates ${quote(english)}, run: ${mark}`;
  }
  return (
    `${frPath}: "${key}": the English changed from ${quote(markedEnglish)} to ${quote(english)} since the French ${quote(french)} was marked as its translation.\n` +
    `    Revise the French, then run: ${mark} (or, if the English change needs no French change: ${mark} --english-typo-only)`
  );
}

/**
 * @param {Record<string, Record<string, string>>} english
 * @param {string[]} problems
 */
function checkUiFreshness(english, problems) {
  let record;
  try {
    record = readUiRecord(ROOT);
  } catch (error) {
    problems.push(/** @type {Error} */ (error).message);
    return;
  }
  const shown = englishAsShown(english);
  const stale = staleUiStrings(shown, frenchMessages(Object.keys(shown)), record);
  problems.push(...stale.map(describeStale));
}

export function checkTranslations() {
  const problems = [];
  const english = extractEnglishDefaults();
  const frDir = path.join(ROOT, 'i18n/fr');
  let checked = 0;
  for (const [file, enMessages] of Object.entries(english)) {
    const frFile = path.join(frDir, file);
    const frPath = path.relative(ROOT, frFile);
    if (!fs.existsSync(frFile)) {
      problems.push(`${frPath} is missing. Run: npm run write-translations -- --locale fr, then translate it.`);
      continue;
    }
    const frMessages = readMessages(frFile);
    for (const [key, enMessage] of Object.entries(enMessages)) {
      checked += 1;
      const frMessage = frMessages[key];
      if (frMessage === undefined) {
        problems.push(
          `${frPath}: "${key}" has no French message. Run: npm run write-translations -- --locale fr, then translate "${enMessage}".`,
        );
      } else if (frMessage === enMessage && !INTENTIONALLY_IDENTICAL.has(enMessage) && /\p{L}{3,}/u.test(enMessage)) {
        problems.push(
          `${frPath}: "${key}" is still in English ("${enMessage}"). Translate it, or list it in INTENTIONALLY_IDENTICAL in src/translations/tools/translations.mjs if it is the same in French.`,
        );
      }
    }
  }
  checkUiFreshness(english, problems);
  return {problems, checked};
}
