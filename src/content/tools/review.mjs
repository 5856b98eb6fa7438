#!/usr/bin/env node
/**
 * `npm run review -- docs/<path>.mdx [...]`: records that the articles were reviewed today (their `last_reviewed`).
 * A French path stands for its English article. `npm run review -- --summary`: the articles overdue or due soon, as
 * Markdown (the deploy job writes it to its summary).
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {ROOT} from '../../shared/node/root.mjs';
import {checkReviews, englishArticle, readReview, reviewSummary, today, withReviewDate} from './articleReviews.mjs';

/**
 * Sets `last_reviewed` of each named article to `date`; nothing is written unless every path names an article.
 * Paths are relative to `cwd` (npm runs scripts from the project root, and says where it was called from in INIT_CWD).
 * @param {string} root
 * @param {string[]} paths
 * @param {{date?: string, cwd?: string}} [options]
 * @returns {string[]} what was done, one line per article
 */
export function recordReviews(root, paths, {date = today(), cwd = root} = {}) {
  if (paths.length === 0) {
    throw new Error('Name the articles you reviewed: npm run review -- docs/<path>.mdx [more files].');
  }
  const files = [...new Set(paths.map((given) => englishArticle(root, given, cwd)))];
  return files.map((file) => {
    const absolute = path.join(root, file);
    const updated = withReviewDate(fs.readFileSync(absolute, 'utf8'), date);
    fs.writeFileSync(absolute, updated);
    const {problems} = readReview(updated, date, file);
    return [`${file}: reviewed ${date}.`, ...problems.map((problem) => `  ✗ ${problem}`)].join('\n');
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const {values, positionals} = parseArgs({options: {summary: {type: 'boolean'}}, allowPositionals: true});
    if (values.summary) console.log(reviewSummary(checkReviews(ROOT).due));
    else {
      console.log(recordReviews(ROOT, positionals, {cwd: process.env.INIT_CWD ?? process.cwd()}).join('\n'));
      console.log("Then run npm run feedback:workbook: the owners' workbook carries the review dates.");
    }
  } catch (error) {
    console.error(/** @type {Error} */ (error).message);
    process.exit(1);
  }
}
