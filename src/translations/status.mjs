/**
 * Which version of its English source each French article translates.
 *
 * A French article records it in its front matter, in one line that `npm run translation:mark` writes:
 *
 *     translation: {english: "3f2a1b9c0d4e", french: "8c2e51d0a6b9"}
 *
 * `english` is the fingerprint of the English file the French was checked against; `french` the fingerprint of
 * the French text at that moment (so that marking can tell whether the French changed since). The values are quoted:
 * unquoted, YAML would read some fingerprints as numbers (`1234e5678901`). When the English
 * file's fingerprint is no longer the recorded one, the translation is pending.
 *
 * Shared by the checks (src/translations/tools/freshness.mjs), the marking command (src/translations/tools/mark.mjs) and the
 * build (src/translations). No import.meta here: Docusaurus loads this module with the site's
 * configuration, compiled to CommonJS.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {NOT_TRANSLATED_FIELDS, parseFrontMatter, withoutArticleLinks, withoutFields} from '../shared/frontMatter.mjs';
import {EN_DOCS_DIR, FR_DOCS_DIR, listMdx} from '../shared/articles.mjs';

export {EN_DOCS_DIR, FR_DOCS_DIR, listMdx};

/** The front matter field of a French article that records what it translates. */
export const RECORD_FIELD = 'translation';

/** The environment variable that lets a build publish named pages whose translation is pending. */
export const PUBLISH_PENDING_VARIABLE = 'PUBLISH_PENDING_TRANSLATIONS';

const FINGERPRINT = /^[0-9a-f]{12}$/;
const FRONT_MATTER = /^---\r?\n([\s\S]*?\r?\n)?---(\r?\n|$)/;
const RECORD_LINE = new RegExp(`^${RECORD_FIELD}:.*(\\r?\\n|$)`, 'm');
/** An article id as Docusaurus names it: its path under docs/, without the extension. */
const ARTICLE_ID = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*$/;

/**
 * 12 hex digits of SHA-256, the same whatever the line endings.
 * @param {string} text
 */
export function fingerprint(text) {
  return crypto.createHash('sha256').update(text.replace(/\r\n/g, '\n')).digest('hex').slice(0, 12);
}

/**
 * The fingerprint of an English article's text: its review fields (owner, last review), its former addresses and
 * which article a link leads to are not text to translate.
 * @param {string} english
 */
export function englishFingerprint(english) {
  return fingerprint(withoutArticleLinks(withoutFields(english, NOT_TRANSLATED_FIELDS)));
}

/**
 * The French article as its translator wrote it: the source without the record line.
 * @param {string} source
 */
export function frenchText(source) {
  return source.replace(FRONT_MATTER, (frontMatter) => frontMatter.replace(RECORD_LINE, ''));
}

/**
 * The record of a French article: `{english, french}`, or null when it has none.
 * @param {string} source
 * @returns {TranslationRecord | null}
 * @throws {Error} when the field is there but malformed (edited by hand?).
 */
export function readRecord(source) {
  const record = parseFrontMatter(source).data[RECORD_FIELD];
  if (record === undefined) return null;
  const fields = /** @type {Record<string, unknown>} */ (record);
  const valid =
    record !== null &&
    typeof record === 'object' &&
    Object.keys(record).sort().join() === 'english,french' &&
    typeof fields.english === 'string' &&
    typeof fields.french === 'string' &&
    FINGERPRINT.test(fields.english) &&
    FINGERPRINT.test(fields.french);
  if (!valid) {
    throw new Error(
      `its "${RECORD_FIELD}" field is not {english: "<12 hex digits>", french: "<12 hex digits>"}. Remove the line and run npm run translation:mark on the file once its French translates the English.`,
    );
  }
  return /** @type {TranslationRecord} */ ({english: fields.english, french: fields.french});
}

/**
 * The source with its record set to `record` (the last line of the front matter).
 * @param {string} source
 * @param {TranslationRecord} record
 */
export function withRecord(source, record) {
  const match = FRONT_MATTER.exec(source);
  if (!match) {
    throw new Error('it has no front matter.');
  }
  const newline = match[0].includes('\r\n') ? '\r\n' : '\n';
  const fields = (match[1] ?? '').replace(RECORD_LINE, '');
  const line = `${RECORD_FIELD}: {english: "${record.english}", french: "${record.french}"}${newline}`;
  return `---${newline}${fields}${line}---${match[2] || newline}${source.slice(match[0].length)}`;
}

/**
 * @typedef {{english: string, french: string}} TranslationRecord
 * @typedef {object} ArticleStatus
 * @property {string} id The doc id (`get-help/troubleshooting`).
 * @property {string} enPath The English file, relative to the project root.
 * @property {string} frPath The French file, relative to the project root.
 * @property {string} englishFingerprint
 * @property {string} frenchFingerprint Of the French text, without its record.
 * @property {'current' | 'pending' | 'unmarked' | 'invalid'} state
 * @property {TranslationRecord | null} record
 * @property {string} [error] Why the record is invalid.
 */

/**
 * Where one article's translation stands.
 * `state`: "current" (the French translates this English), "pending" (the English changed since), "unmarked"
 * (the French records nothing) or "invalid" (its record is malformed; `error` says how).
 * @param {string} root
 * @param {string} id The article's path under docs/ (`get-help/troubleshooting.mdx`).
 * @returns {ArticleStatus}
 */
export function articleStatus(root, id) {
  const enPath = path.posix.join(EN_DOCS_DIR, id);
  const frPath = path.posix.join(FR_DOCS_DIR, id);
  const english = fs.readFileSync(path.join(root, enPath), 'utf8');
  const french = fs.readFileSync(path.join(root, frPath), 'utf8');
  const base = {
    id: id.replace(/\.mdx?$/, ''),
    enPath,
    frPath,
    englishFingerprint: englishFingerprint(english),
    frenchFingerprint: fingerprint(withoutArticleLinks(frenchText(french))),
  };
  let record;
  try {
    record = readRecord(french);
  } catch (error) {
    return {...base, state: 'invalid', record: null, error: /** @type {Error} */ (error).message};
  }
  if (!record) return {...base, state: 'unmarked', record};
  return {...base, state: record.english === base.englishFingerprint ? 'current' : 'pending', record};
}

/**
 * Every article that has both an English and a French file (the content checks report the others).
 * @param {string} root
 * @returns {ArticleStatus[]}
 */
export function articleStatuses(root) {
  const frIds = new Set(listMdx(path.join(root, FR_DOCS_DIR)));
  return listMdx(path.join(root, EN_DOCS_DIR))
    .filter((file) => frIds.has(file))
    .map((file) => articleStatus(root, file));
}

/**
 * Articles written in one language only, each with what to do: an English article without its French file (the
 * build would publish the English under /fr/) and a French file without its English article (never published).
 * @param {string} root
 * @returns {string[]}
 */
export function unpairedArticles(root) {
  const enIds = listMdx(path.join(root, EN_DOCS_DIR));
  const frIds = listMdx(path.join(root, FR_DOCS_DIR));
  const en = new Set(enIds);
  const fr = new Set(frIds);
  /** @param {string} id */
  const toPosix = (id) => id.split(path.sep).join('/');
  return [
    ...enIds
      .filter((id) => !fr.has(id))
      .map(toPosix)
      .map(
        (id) =>
          `The article ${EN_DOCS_DIR}/${id} has no French version. Create ${FR_DOCS_DIR}/${id} (same file name, same front matter fields and headings), translate it, then run: npm run translation:mark -- ${FR_DOCS_DIR}/${id}`,
      ),
    ...frIds
      .filter((id) => !en.has(id))
      .map(toPosix)
      .map(
        (id) =>
          `${FR_DOCS_DIR}/${id} has no English version (${EN_DOCS_DIR}/${id}). Rename or remove it so both languages match.`,
      ),
  ];
}

/**
 * The value of PUBLISH_PENDING_TRANSLATIONS: comma-separated article ids (`get-help/troubleshooting`).
 * @param {string | undefined} value
 * @returns {string[]}
 */
export function parsePublishPending(value) {
  const ids = (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const malformed = ids.filter((id) => !ARTICLE_ID.test(id));
  if (malformed.length > 0) {
    throw new Error(
      `${PUBLISH_PENDING_VARIABLE} must list article ids separated by commas, such as get-help/troubleshooting (the article's path under docs/, without .mdx); not ${malformed.map((id) => JSON.stringify(id)).join(', ')}.`,
    );
  }
  return [...new Set(ids)];
}

/**
 * Which pending translations may be published and which stop the build or the checks.
 * `publishPending` names the articles the team decided to publish with a notice; it must name only
 * pending ones (a leftover name would let a later change through unnoticed).
 * @template {Pick<ArticleStatus, 'id' | 'state'>} S
 * @param {S[]} statuses
 * @param {string[]} publishPending
 */
export function decidePending(statuses, publishPending) {
  const notCurrent = statuses.filter((status) => status.state !== 'current');
  const allowed = new Set(publishPending);
  const known = new Map(statuses.map((status) => [status.id, status]));
  return {
    published: notCurrent.filter((status) => allowed.has(status.id) && status.state !== 'invalid'),
    blocked: notCurrent.filter((status) => !allowed.has(status.id) || status.state === 'invalid'),
    unknown: publishPending.filter((id) => !known.has(id)),
    notPending: publishPending.filter((id) => known.get(id)?.state === 'current'),
  };
}
