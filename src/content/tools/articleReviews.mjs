/**
 * Who keeps each article true, and when it is next due for review, as Zendesk's article verification and
 * Microsoft Learn's `ms.author`/`ms.date`/`ms.update-cycle` do. Every English article (category pages included)
 * names in its front matter:
 *
 *     owner: ChatGNB service team        # a team or role from OWNERS, never a person or an address
 *     last_reviewed: 2026-11-25          # written by `npm run review -- docs/<path>.mdx`
 *     review_interval_days: 90           # optional, DEFAULT_REVIEW_INTERVAL_DAYS when absent
 *
 * The French article does not repeat these fields (src/shared/frontMatter.mjs, REVIEW_FIELDS).
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseFrontMatter} from '../../shared/frontMatter.mjs';
import {EN_DOCS_DIR, FR_DOCS_DIR, listMdx} from '../../translations/tools/index.mjs';

/**
 * The teams or roles that may own articles. The service's owners have not named the team that keeps the help centre
 * true yet: until they do, every article names this role; rename it here and in the articles when they do.
 */
export const OWNERS = ['ChatGNB service team'];
export const DEFAULT_REVIEW_INTERVAL_DAYS = 180;
/** An article due within this many days is listed as due soon. */
export const DUE_SOON_DAYS = 30;
const MAX_REVIEW_INTERVAL_DAYS = 730;
const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * @typedef {{owner: string | null, lastReviewed: string | null, intervalDays: number, dueDate: string | null,
 *   daysLeft: number | null, page: string, problems: string[]}} Review an article's review fields, checked
 * @typedef {Review & {id: string, file: string}} ArticleReview
 */

/** Today's date where the command runs, as YYYY-MM-DD. */
export function today(now = new Date()) {
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
}

/**
 * Whole days from `from` to `to` (both YYYY-MM-DD).
 * @param {string} from
 * @param {string} to
 */
export function daysBetween(from, to) {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The day a review is due: `intervalDays` after `lastReviewed` (YYYY-MM-DD).
 * @param {string} lastReviewed
 * @param {number} intervalDays
 */
export function reviewDue(lastReviewed, intervalDays) {
  return new Date(Date.parse(`${lastReviewed}T00:00:00Z`) + intervalDays * DAY_MS).toISOString().slice(0, 10);
}

/**
 * YYYY-MM-DD if `value` (a YAML date or a string) is a real calendar date written so, else null.
 * @param {unknown} value
 */
function calendarDate(value) {
  const text = value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value;
  if (typeof text !== 'string' || !ISO_DATE.test(text)) return null;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(text) ? text : null;
}

/**
 * The date as written in the front matter: YAML would roll 2026-02-30 over to a real date.
 * @param {string} source
 */
function writtenDate(source) {
  return /^last_reviewed:\s*["']?([^"'\s#]*)/m.exec(source.split(/^---\s*$/m)[1] ?? '')?.[1];
}

/**
 * An article's review fields, checked. `problems` says what is wrong and what to write.
 * @param {string} source
 * @param {string} todayDate YYYY-MM-DD
 * @param {string} [file] The article's path, for the messages.
 * @returns {Review}
 */
export function readReview(source, todayDate, file = 'docs/<path>.mdx') {
  const {data} = parseFrontMatter(source);
  /** @type {string[]} */
  const problems = [];
  const owner = typeof data.owner === 'string' && OWNERS.includes(data.owner.trim()) ? data.owner.trim() : null;
  if (!owner) {
    problems.push(
      data.owner === undefined
        ? `it names no owner. Add "owner: ${OWNERS[0]}" to its front matter (a team or role: ${OWNERS.join(', ')}).`
        : `its owner ${JSON.stringify(String(data.owner))} is not one of the teams or roles that own articles (${OWNERS.join(', ')}): name one of them, never a person or an address; a new team is added to OWNERS in src/content/tools/articleReviews.mjs.`,
    );
  }
  let lastReviewed = null;
  if (data.last_reviewed === undefined) {
    problems.push(`it has no "last_reviewed" date. Review it, then run npm run review -- ${file}`);
  } else {
    lastReviewed = calendarDate(data.last_reviewed);
    if (lastReviewed && writtenDate(source) !== lastReviewed) lastReviewed = null;
    if (!lastReviewed) {
      problems.push(
        `its "last_reviewed" is not a date written YYYY-MM-DD (such as ${todayDate}). Run npm run review -- ${file} once you have reviewed it.`,
      );
    } else if (lastReviewed > todayDate) {
      problems.push(`its "last_reviewed" (${lastReviewed}) is in the future. Write the day it was reviewed.`);
      lastReviewed = null;
    }
  }
  let intervalDays = DEFAULT_REVIEW_INTERVAL_DAYS;
  if (data.review_interval_days !== undefined) {
    const value = data.review_interval_days;
    if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_REVIEW_INTERVAL_DAYS)
      intervalDays = value;
    else {
      problems.push(
        `its "review_interval_days" must be a whole number of days from 1 to ${MAX_REVIEW_INTERVAL_DAYS}, not ${JSON.stringify(value)}; remove it for the default of ${DEFAULT_REVIEW_INTERVAL_DAYS} days.`,
      );
    }
  }
  const dueDate = lastReviewed ? reviewDue(lastReviewed, intervalDays) : null;
  const daysLeft = dueDate ? daysBetween(todayDate, dueDate) : null;
  // The page's address as the site reports it (src/feedback): a category page has its own slug.
  const page = `/docs${typeof data.slug === 'string' ? data.slug : `/${file.replace(/^docs\//, '').replace(/\.mdx?$/, '')}`}`;
  return {owner, lastReviewed, intervalDays, dueDate, daysLeft, page, problems};
}

/**
 * The review of every English article: `{id, file, ...readReview}`, `id` as Docusaurus names the doc
 * (`get-help/troubleshooting`), `file` relative to root.
 * @param {string} root
 * @param {string} todayDate
 */
export function articleReviews(root, todayDate) {
  return listMdx(path.join(root, EN_DOCS_DIR)).map((name) => {
    const file = path.posix.join(EN_DOCS_DIR, name.split(path.sep).join('/'));
    return {
      id: name.replace(/\.mdx?$/, ''),
      file,
      ...readReview(fs.readFileSync(path.join(root, file), 'utf8'), todayDate, file),
    };
  });
}

/**
 * What `npm run check` says: problems (the check fails) and warnings, overdue first then due soon, most urgent first.
 * @param {string} root
 * @param {string} [todayDate]
 */
export function checkReviews(root, todayDate = today()) {
  const reviews = articleReviews(root, todayDate);
  const due = dueReviews(reviews);
  return {
    checked: reviews.length,
    problems: reviews.flatMap(({file, problems}) => problems.map((problem) => `${file}: ${problem}`)),
    warnings: due.map(describeDue),
    due,
  };
}

/**
 * The reviews overdue or due within DUE_SOON_DAYS, soonest due first.
 * @template {ArticleReview} R
 * @param {R[]} reviews
 * @returns {(R & {daysLeft: number})[]}
 */
export function dueReviews(reviews) {
  return reviews
    .filter(
      /** @returns {review is R & {daysLeft: number}} */ (review) =>
        review.daysLeft !== null && review.daysLeft <= DUE_SOON_DAYS,
    )
    .sort((a, b) => a.daysLeft - b.daysLeft || a.file.localeCompare(b.file));
}

/** @param {ArticleReview & {daysLeft: number}} review */
export function describeDue({file, owner, dueDate, daysLeft}) {
  const when =
    daysLeft < 0 ? `overdue by ${-daysLeft} day(s) (due ${dueDate})` : `due ${dueDate}, in ${daysLeft} day(s)`;
  return `${file}: review ${when}, owner ${owner ?? '(none)'}. Check it is still true, then run npm run review -- ${file}`;
}

/**
 * The due and overdue reviews as a Markdown section, for the deploy job's summary.
 * @param {(ArticleReview & {daysLeft: number})[]} due
 */
export function reviewSummary(due) {
  const title = '### Articles due for review';
  if (due.length === 0) return `${title}\n\nNo article is overdue or due within ${DUE_SOON_DAYS} days.\n`;
  /** @param {string} text */
  const cell = (text) => String(text).replace(/[|\\`*_<>[\]]/g, '\\$&');
  const rows = due.map(
    ({file, owner, lastReviewed, dueDate, daysLeft}) =>
      `| ${cell(file)} | ${cell(owner ?? '(none)')} | ${lastReviewed} | ${dueDate} | ${daysLeft < 0 ? `overdue by ${-daysLeft} days` : `in ${daysLeft} days`} |`,
  );
  return [
    title,
    '',
    `Overdue, or due within ${DUE_SOON_DAYS} days. After checking an article: \`npm run review -- docs/<path>.mdx\`.`,
    '',
    '| Article | Owner | Last reviewed | Due | |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

/**
 * The English article a path names: `docs/x.mdx`, or its French `i18n/fr/.../current/x.mdx`, relative to `cwd`.
 * @param {string} root
 * @param {string} given
 * @returns {string} the English file, relative to root
 * @throws {Error} saying which paths are articles
 */
export function englishArticle(root, given, cwd = root) {
  const relative = path.relative(root, path.resolve(cwd, given)).split(path.sep).join('/');
  /** @param {string} dir */
  const within = (dir) => (relative.startsWith(`${dir}/`) ? relative.slice(dir.length + 1) : null);
  const name = within(EN_DOCS_DIR) ?? within(FR_DOCS_DIR);
  const file = name && /\.mdx?$/.test(name) ? path.posix.join(EN_DOCS_DIR, name) : null;
  if (!file || !fs.existsSync(path.join(root, file))) {
    throw new Error(
      `${JSON.stringify(given)} is not an article. Name its file under ${EN_DOCS_DIR}/ (or its French under ${FR_DOCS_DIR}/), such as ${EN_DOCS_DIR}/get-help/troubleshooting.mdx.`,
    );
  }
  return file;
}

/**
 * The source with `last_reviewed` set to `date` (the field added at the end of the front matter if missing).
 * @param {string} source
 * @param {string} date YYYY-MM-DD
 */
export function withReviewDate(source, date) {
  const frontMatter = /^---(\r?\n)([\s\S]*?\r?\n)?---(\r?\n|$)/.exec(source);
  if (!frontMatter) throw new Error('it has no front matter.');
  const [whole, newline, fields = ''] = frontMatter;
  const line = `last_reviewed: ${date}`;
  const updated = /^last_reviewed:.*$/m.test(fields)
    ? fields.replace(/^last_reviewed:.*$/m, line)
    : `${fields}${line}${newline}`;
  return `---${newline}${updated}---${frontMatter[3]}${source.slice(whole.length)}`;
}
