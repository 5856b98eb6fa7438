/** Owners and reviews: what `npm run check` says of them, and `npm run review`. Run with `node --test src/`. */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, test} from 'node:test';
import {articleStatus, englishFingerprint} from '../../translations/tools/index.mjs';
import {recordReviews} from './review.mjs';
import {checkReviews, DEFAULT_REVIEW_INTERVAL_DAYS, OWNERS, readReview, reviewSummary} from './articleReviews.mjs';

const TODAY = '2026-11-25';
const FR = 'i18n/fr/docusaurus-plugin-content-docs/current';
/** @param {string} fields */
const article = (fields) => `---\ntitle: An article\n${fields}---\n\nText.\n`;
/** @param {string} date */
const owned = (date, extra = '') => article(`owner: ${OWNERS[0]}\nlast_reviewed: ${date}\n${extra}`);

/** @param {Record<string, string>} files */
function project(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'reviews-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('an article’s owner and review', () => {
  test('an owned article reviewed in time passes, due after the default interval', () => {
    const review = readReview(owned('2026-10-01'), TODAY);
    assert.deepEqual(review.problems, []);
    assert.equal(review.intervalDays, DEFAULT_REVIEW_INTERVAL_DAYS);
    assert.equal(review.dueDate, '2027-03-30');
    assert.equal(review.daysLeft, 125);
  });

  test('a missing owner or date fails, naming what to write', () => {
    const [noOwner] = readReview(article('last_reviewed: 2026-10-01\n'), TODAY, 'docs/a.mdx').problems;
    assert.match(noOwner, /no owner\. Add "owner: ChatGNB service team"/);
    const [noDate] = readReview(article(`owner: ${OWNERS[0]}\n`), TODAY, 'docs/a.mdx').problems;
    assert.match(noDate, /no "last_reviewed" date.*npm run review -- docs\/a\.mdx/);
  });

  test('a person or an address is not an owner', () => {
    for (const owner of ['Jane Doe', 'jane.doe@gnb.ca', '']) {
      const [problem] = readReview(article(`owner: "${owner}"\nlast_reviewed: 2026-10-01\n`), TODAY).problems;
      assert.match(problem, /is not one of the teams or roles that own articles.*never a person or an address/);
    }
  });

  test('an impossible, malformed or future date fails; a bad interval fails', () => {
    for (const date of ['2026-02-30', '25/11/2026', '"2026-1-5"', 'yesterday']) {
      assert.match(readReview(owned(date), TODAY).problems.join(), /not a date written YYYY-MM-DD/, date);
    }
    assert.match(readReview(owned('2026-12-01'), TODAY).problems.join(), /is in the future/);
    for (const days of ['0', '3.5', 'often', '9999']) {
      assert.match(
        readReview(owned('2026-10-01', `review_interval_days: ${days}\n`), TODAY).problems.join(),
        /whole number/,
      );
    }
    assert.deepEqual(readReview(owned('"2026-10-01"', 'review_interval_days: 30\n'), TODAY).problems, []);
  });

  test('the check warns of overdue and soon-due reviews, most urgent first, and fails on problems', () => {
    const root = project({
      'docs/fresh.mdx': owned('2026-11-01'),
      'docs/soon.mdx': owned('2026-06-10'),
      'docs/late.mdx': owned('2026-08-01', 'review_interval_days: 30\n'),
      'docs/section/index.mdx': article('sidebar_position: 1\n'),
    });
    const {problems, warnings, due} = checkReviews(root, TODAY);
    assert.deepEqual(
      due.map(({file, daysLeft}) => [file, daysLeft]),
      [
        ['docs/late.mdx', -86],
        ['docs/soon.mdx', 12],
      ],
    );
    assert.match(
      warnings[0],
      /^docs\/late\.mdx: review overdue by 86 day\(s\) \(due 2026-08-31\), owner ChatGNB service team\./,
    );
    assert.match(warnings[1], /^docs\/soon\.mdx: review due 2026-12-07, in 12 day\(s\)/);
    assert.equal(problems.length, 2);
    assert.ok(problems.every((problem) => problem.startsWith('docs/section/index.mdx: ')));
    assert.match(
      reviewSummary(due),
      /\| docs\/late\.mdx \| ChatGNB service team \| 2026-08-01 \| 2026-08-31 \| overdue by 86 days \|/,
    );
    assert.match(reviewSummary([]), /No article is overdue/);
  });
});

describe('npm run review', () => {
  const files = () => ({
    'docs/get-help/troubleshooting.mdx': owned('2026-01-05'),
    'docs/other.mdx': article('owner: ChatGNB service team\n'),
    [`${FR}/get-help/troubleshooting.mdx`]: '---\ntitle: Dépannage\n---\n\nTexte.\n',
  });

  test('records the date in each named article, from its English or its French path', () => {
    const root = project(files());
    const done = recordReviews(root, [`${FR}/get-help/troubleshooting.mdx`, 'docs/other.mdx'], {date: TODAY});
    assert.match(
      done.join('\n'),
      /docs\/get-help\/troubleshooting\.mdx: reviewed 2026-11-25\.\ndocs\/other\.mdx: reviewed 2026-11-25\./,
    );
    assert.equal(fs.readFileSync(path.join(root, 'docs/get-help/troubleshooting.mdx'), 'utf8'), owned(TODAY));
    assert.equal(fs.readFileSync(path.join(root, 'docs/other.mdx'), 'utf8'), owned(TODAY));
    assert.equal(
      fs.readFileSync(path.join(root, FR, 'get-help/troubleshooting.mdx'), 'utf8'),
      files()[`${FR}/get-help/troubleshooting.mdx`],
    );
    assert.deepEqual(checkReviews(root, TODAY).problems, []);
  });

  test('a review leaves the French translation current', () => {
    const before = files()['docs/get-help/troubleshooting.mdx'];
    const root = project(files());
    recordReviews(root, ['docs/get-help/troubleshooting.mdx'], {date: TODAY});
    const status = articleStatus(root, 'get-help/troubleshooting.mdx');
    assert.equal(status.englishFingerprint, englishFingerprint(before));
    assert.equal(status.englishFingerprint, englishFingerprint(article('')));
  });

  test('a wrong path changes nothing and says which paths are articles', () => {
    const root = project(files());
    for (const wrong of ['docs/missing.mdx', 'README.md', '../docs/other.mdx', 'docs/../package.json']) {
      assert.throws(
        () => recordReviews(root, ['docs/other.mdx', wrong], {date: TODAY}),
        /is not an article\. Name its file under docs\//,
      );
    }
    assert.throws(() => recordReviews(root, [], {date: TODAY}), /Name the articles you reviewed/);
    assert.equal(fs.readFileSync(path.join(root, 'docs/other.mdx'), 'utf8'), files()['docs/other.mdx']);
  });

  test('the command fails with a message on a wrong path, and prints the summary as Markdown', () => {
    const script = path.join(import.meta.dirname, 'review.mjs');
    /** @param {string[]} args */
    const run = (args) => {
      try {
        return {status: 0, out: execFileSync('node', [script, ...args], {encoding: 'utf8', stdio: 'pipe'})};
      } catch (error) {
        const failed = /** @type {{status: number, stderr: string}} */ (error);
        return {status: failed.status, out: failed.stderr};
      }
    };
    const wrong = run(['docs/nowhere.mdx']);
    assert.equal(wrong.status, 1);
    assert.match(wrong.out, /"docs\/nowhere\.mdx" is not an article/);
    assert.match(run(['--summary']).out, /^### Articles due for review/);
  });
});
