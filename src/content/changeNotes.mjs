// @ts-check
/**
 * Change notes (GOV.UK's model): an author records a dated note, in both languages, for a significant change.
 *
 *     change_notes:
 *       - date: 2026-11-20
 *         note: Added how to export a chat.
 *
 * The English article and its French list the same dates, each with a note in the article's language. The article
 * shows its latest note under its title, with all of them ("See all updates", ./ChangeNotes), and its "Last updated"
 * day is the latest note's, else the day it was first published: a minor edit changes no date a reader sees. The
 * "What's new" page lists the recent notes of every article (./WhatsNew).
 *
 * Shared by the build (docusaurus.config.ts, ./plugin.ts) and the checks (./tools). No import.meta here: Docusaurus
 * loads this module with the site's configuration, compiled to CommonJS.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseFrontMatter} from '../shared/frontMatter.mjs';
import {EN_DOCS_DIR as DOCS_DIR, FR_DOCS_DIR, listMdx} from '../shared/articles.mjs';
import {articleAddress} from './addresses.mjs';

export const CHANGE_NOTES_FIELD = 'change_notes';
/** A note says what changed in a sentence or two. */
export const NOTE_MAX_LENGTH = 300;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * @typedef {{date: string, note: string}} ChangeNote `date`: YYYY-MM-DD.
 * @typedef {{file: string, title: string, address: string, notes: ChangeNote[]}} ArticleNotes
 * @typedef {ChangeNote & {title: string, address: string}} RecentNote A note with its article's title and address.
 */

/** How many notes "What's new" lists. */
export const RECENT_NOTES = 50;

/**
 * A day as YAML gives it (a date, or a string), as YYYY-MM-DD; null when it is not one.
 * @param {unknown} value
 */
function dayOf(value) {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  if (typeof value === 'string' && DAY.test(value) && !Number.isNaN(Date.parse(value))) return value;
  return null;
}

/**
 * The notes of an article's front matter, newest first, and what is wrong with them.
 * @param {Record<string, unknown>} data
 * @returns {{notes: ChangeNote[], problems: string[]}}
 */
export function readChangeNotes(data) {
  const field = data[CHANGE_NOTES_FIELD];
  if (field === undefined) return {notes: [], problems: []};
  if (!Array.isArray(field)) return {notes: [], problems: [`${CHANGE_NOTES_FIELD} is not a list of date and note.`]};
  /** @type {ChangeNote[]} */
  const notes = [];
  const problems = [];
  for (const entry of field) {
    const date = dayOf(entry?.date);
    const note = typeof entry?.note === 'string' ? entry.note.trim() : '';
    if (!date) problems.push(`a change note's date is not a day like 2026-11-20 (${JSON.stringify(entry?.date)}).`);
    else if (!note) problems.push(`the change note of ${date} says nothing.`);
    else if (note.length > NOTE_MAX_LENGTH)
      problems.push(`the change note of ${date} is over ${NOTE_MAX_LENGTH} characters: say what changed, briefly.`);
    else notes.push({date, note});
  }
  return {notes: notes.sort((a, b) => b.date.localeCompare(a.date)), problems};
}

/**
 * @param {string} file
 */
function frontMatterOf(file) {
  return parseFrontMatter(fs.readFileSync(file, 'utf8')).data;
}

/**
 * Every article of a language folder with its change notes (articles without any left out).
 * @param {string} root
 * @param {'en' | 'fr'} locale
 * @returns {ArticleNotes[]}
 */
export function articlesWithNotes(root, locale) {
  const dir = path.join(root, locale === 'en' ? DOCS_DIR : FR_DOCS_DIR);
  return listMdx(dir).flatMap((file) => {
    const data = frontMatterOf(path.join(dir, file));
    const {notes} = readChangeNotes(data);
    return notes.length > 0
      ? [{file, title: String(data.title ?? file), address: articleAddress(file, data), notes}]
      : [];
  });
}

/**
 * The latest notes of all the articles of a language, newest first, for "What's new".
 * @param {string} root
 * @param {'en' | 'fr'} locale
 * @returns {RecentNote[]}
 */
export function recentNotes(root, locale) {
  return articlesWithNotes(root, locale)
    .flatMap(({title, address, notes}) => notes.map((note) => ({...note, title, address})))
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title))
    .slice(0, RECENT_NOTES);
}

/**
 * What `npm run check` says of the change notes: each English one well formed, and in the French.
 * @param {string} root
 * @returns {string[]}
 */
export function checkChangeNotes(root) {
  const problems = [];
  const english = path.join(root, DOCS_DIR);
  for (const file of listMdx(english)) {
    const en = readChangeNotes(frontMatterOf(path.join(english, file)));
    problems.push(...en.problems.map((problem) => `${DOCS_DIR}/${file}: ${problem}`));
    const frFile = path.join(root, FR_DOCS_DIR, file);
    if (!fs.existsSync(frFile)) continue;
    const fr = readChangeNotes(frontMatterOf(frFile));
    problems.push(...fr.problems.map((problem) => `${FR_DOCS_DIR}/${file}: ${problem}`));
    const frDays = new Set(fr.notes.map((note) => note.date));
    for (const {date, note} of en.notes.filter((enNote) => !frDays.has(enNote.date))) {
      problems.push(
        `${FR_DOCS_DIR}/${file}: the English has a change note of ${date} ("${note}") that the French lacks. ` +
          `Add it under ${CHANGE_NOTES_FIELD}, in French: "- date: ${date}" and "  note: <the note in French>".`,
      );
    }
    const enDays = new Set(en.notes.map((note) => note.date));
    for (const {date} of fr.notes.filter((frNote) => !enDays.has(frNote.date))) {
      problems.push(
        `${FR_DOCS_DIR}/${file}: its change note of ${date} is not in the English: remove it, or add it there.`,
      );
    }
  }
  return problems;
}

/**
 * The English article of a file of either language (a French file names its English), from the site's root.
 * @param {string} siteDir
 * @param {string} filePath
 */
function englishFile(siteDir, filePath) {
  const relative = path.relative(siteDir, filePath).split(path.sep).join('/');
  return relative.startsWith(`${FR_DOCS_DIR}/`)
    ? path.join(siteDir, DOCS_DIR, relative.slice(FR_DOCS_DIR.length + 1))
    : filePath;
}

/**
 * Docusaurus's source of each page's dates (its `experimental_vcs`), with an article's "last update" being its latest
 * change note, else its first publication: both languages of an article show the same day, which a minor edit does
 * not move. Every other page keeps what `base` says.
 * @param {string} siteDir
 * @param {import('@docusaurus/types').VcsConfig} base
 * @returns {import('@docusaurus/types').VcsConfig}
 */
export function changeNotesVcs(siteDir, base) {
  const docsDir = path.join(siteDir, DOCS_DIR);
  return {
    initialize: (params) => base.initialize(params),
    getFileCreationInfo: (filePath) => base.getFileCreationInfo(filePath),
    getFileLastUpdateInfo: async (filePath) => {
      const english = englishFile(siteDir, filePath);
      if (!english.startsWith(`${docsDir}${path.sep}`) || !fs.existsSync(english)) {
        return base.getFileLastUpdateInfo(filePath);
      }
      const [latest] = readChangeNotes(frontMatterOf(english)).notes;
      return latest ? {timestamp: Date.parse(latest.date), author: ''} : base.getFileCreationInfo(english);
    },
  };
}
