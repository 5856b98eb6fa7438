/**
 * Which English each French interface text translates. `docusaurus write-translations` rewrites the French
 * translation files with only `message` and `description` per key, so the record has a file of its own,
 * i18n/fr/translation-record.json, written by `npm run translation:mark -- i18n/fr/code.json`:
 *
 *     {"code.json": {"reportProblem.link": {"english": "Report a problem with this page", "french": "8c2e51d0a6b9"}}}
 *
 * `english` is the English message the French was checked against (kept whole, so the check can say what it
 * was); `french`, the fingerprint of the French message at that moment.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fingerprint} from '../status.mjs';

export const UI_RECORD_FILE = 'i18n/fr/translation-record.json';

/**
 * @typedef {{english: string, french: string}} UiEntry the English a French text was marked against, and the
 *   French's fingerprint
 * @typedef {Record<string, Record<string, UiEntry>>} UiRecord by translation file and key
 * @typedef {{file: string, key: string, english: string, french: string, state: 'unmarked' | 'pending',
 *   markedEnglish: string | null}} StaleUiString
 */

/** @param {unknown} entry */
function isEntry(entry) {
  const fields = /** @type {Record<string, unknown>} */ (entry);
  return (
    entry !== null &&
    typeof entry === 'object' &&
    typeof fields.english === 'string' &&
    typeof fields.french === 'string' &&
    /^[0-9a-f]{12}$/.test(fields.french)
  );
}

/**
 * The record, by translation file (relative to i18n/fr) and key; empty when there is none yet.
 * @throws {Error} when the file is not a record (edited by hand?).
 * @param {string} root
 * @returns {UiRecord}
 */
export function readUiRecord(root) {
  const file = path.join(root, UI_RECORD_FILE);
  if (!fs.existsSync(file)) return {};
  let record;
  try {
    record = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${UI_RECORD_FILE} is not valid JSON (${/** @type {Error} */ (error).message}).`);
  }
  const valid =
    record !== null &&
    typeof record === 'object' &&
    Object.values(record).every(
      (entries) => entries !== null && typeof entries === 'object' && Object.values(entries).every(isEntry),
    );
  if (!valid) {
    throw new Error(
      `${UI_RECORD_FILE} is not a translation record ({"<file>": {"<key>": {"english": "…", "french": "<12 hex digits>"}}}). Restore it from git.`,
    );
  }
  return record;
}

/**
 * Keys sorted, two-space JSON with a final newline (as write-translations writes, so Prettier agrees).
 * @param {string} root
 * @param {UiRecord} record
 */
export function writeUiRecord(root, record) {
  const sorted = Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((file) => [
        file,
        Object.fromEntries(
          Object.keys(record[file])
            .sort()
            .map((key) => [key, record[file][key]]),
        ),
      ]),
  );
  fs.writeFileSync(path.join(root, UI_RECORD_FILE), `${JSON.stringify(sorted, null, 2)}\n`);
}

/**
 * Interface texts whose French is not known to translate the current English: "pending" (the English changed
 * since the French was marked) or "unmarked". Keys without a French message are left to the parity check.
 * @param {Record<string, Record<string, string>>} english English messages, by file and key
 * @param {Record<string, Record<string, string>>} french French messages, by file and key
 * @param {UiRecord} record
 */
export function staleUiStrings(english, french, record) {
  return Object.entries(english).flatMap(([file, messages]) =>
    Object.entries(messages).flatMap(
      /** @returns {StaleUiString[]} */ ([key, englishMessage]) => {
        const frenchMessage = french[file]?.[key];
        if (frenchMessage === undefined) return [];
        const marked = record[file]?.[key];
        const base = {file, key, english: englishMessage, french: frenchMessage};
        if (!marked) return [{...base, state: 'unmarked', markedEnglish: null}];
        if (marked.english !== englishMessage) return [{...base, state: 'pending', markedEnglish: marked.english}];
        return [];
      },
    ),
  );
}

/**
 * Marks every French message of `file` as translating the current English. Refuses (returns the keys, writes
 * nothing) where the English changed since the last mark and the French did not, unless `englishTypoOnly`.
 * @param {UiRecord} record
 * @param {string} file
 * @param {Record<string, string>} english
 * @param {Record<string, string>} french
 * @param {{englishTypoOnly: boolean}} options
 * @returns {{record: UiRecord, refused: string[]}}
 */
export function markUiStrings(record, file, english, french, {englishTypoOnly}) {
  /** @type {string[]} */
  const refused = [];
  /** @type {Record<string, UiEntry>} */
  const marked = {};
  for (const [key, englishMessage] of Object.entries(english)) {
    const frenchMessage = french[key];
    if (frenchMessage === undefined) continue;
    const previous = record[file]?.[key];
    const englishChanged = previous !== undefined && previous.english !== englishMessage;
    if (englishChanged && previous.french === fingerprint(frenchMessage) && !englishTypoOnly) {
      refused.push(key);
    }
    marked[key] = {english: englishMessage, french: fingerprint(frenchMessage)};
  }
  return {record: {...record, [file]: marked}, refused};
}
