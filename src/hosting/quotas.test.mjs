import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {buildSize, buildWeight, hostQuotaReport} from './quotas.mjs';

test('a build within the quotas: its size and the margin, in one line', () => {
  const report = hostQuotaReport({files: 1_234, bytes: 45_600_000, configBytes: 3_100}, 'standard');
  assert.equal(report.ok, true);
  assert.deepEqual(report.problems, []);
  assert.equal(
    report.summary,
    'Host quotas (Standard): 1,234 of 15,000 files; 45.6 of 500.0 MB; config 3.1 of 20.0 KB (left: 13,766 files, 454.4 MB, 16.9 KB)',
  );
});

test('too many files, on any plan, names the count over and what to change', () => {
  const report = hostQuotaReport({files: 15_001, bytes: 1, configBytes: 1}, 'standard');
  assert.equal(report.ok, false);
  assert.equal(report.problems.length, 1);
  assert.match(
    report.problems[0],
    /^15,001 files, 1 over the 15,000 the host takes per app on every plan: fewer pages/,
  );
});

test('too large for Free: the Standard plan and HOST_PLAN are named', () => {
  const report = hostQuotaReport({files: 10, bytes: 300_000_000, configBytes: 1}, 'free');
  assert.equal(report.ok, false);
  assert.match(report.summary, /300\.0 of 250\.0 MB/);
  assert.match(
    report.problems[0],
    /^50\.0 MB too large for the Free plan: move .* Standard plan \(500\.0 MB\) and set HOST_PLAN=standard/,
  );
  assert.equal(hostQuotaReport({files: 10, bytes: 300_000_000, configBytes: 1}, 'standard').ok, true);
});

test('too large for Standard names no larger plan', () => {
  const [problem] = hostQuotaReport({files: 10, bytes: 568_000_000, configBytes: 1}, 'standard').problems;
  assert.match(problem, /^68\.0 MB too large for the Standard plan: make the build smaller/);
});

test('a host configuration over 20 KB names its file and where it is made', () => {
  const [problem] = hostQuotaReport({files: 10, bytes: 10, configBytes: 20_001}, 'standard').problems;
  assert.match(
    problem,
    /^staticwebapp\.config\.json is 20,001 bytes, over the host's 20,000: .*src\/hosting\/hostConfig\.ts/,
  );
});

test('every quota exceeded at once: one problem each', () => {
  const report = hostQuotaReport({files: 20_000, bytes: 600_000_000, configBytes: 30_000}, 'free');
  assert.equal(report.problems.length, 3);
});

test("a folder's files, bytes, and its host configuration's size", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quotas-'));
  try {
    fs.mkdirSync(path.join(root, 'fr', 'assets'), {recursive: true});
    fs.writeFileSync(path.join(root, 'staticwebapp.config.json'), '{"a":1}');
    fs.writeFileSync(path.join(root, 'fr', 'index.html'), 'x'.repeat(100));
    fs.writeFileSync(path.join(root, 'fr', 'assets', 'main.js'), 'y'.repeat(1_000));
    assert.deepEqual(buildSize(root, 'staticwebapp.config.json'), {files: 3, bytes: 1_107, configBytes: 7});
    assert.equal(buildSize(path.join(root, 'fr'), 'staticwebapp.config.json').configBytes, 0);
  } finally {
    fs.rmSync(root, {recursive: true, force: true});
  }
});

/**
 * A built folder of `pages` pages of a section whose sidebar lists `links` links, each page padded to `bytes`, and a
 * search index part of 300 KB.
 * @param {{pages: number, links: number, bytes: number}} shape
 */
function builtSection({pages, links, bytes}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quotas-weight-'));
  const section = path.join(root, 'fr', 'docs', 'workplace-services');
  fs.mkdirSync(section, {recursive: true});
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(path.join(root, 'assets', 'search-index-part.json'), 'i'.repeat(300_000));
  const sidebar = Array.from(
    {length: links},
    (_, index) => `<li><a href="/fr/docs/workplace-services/a-${index}">A</a></li>`,
  );
  const page = `<nav><ul class="theme-doc-sidebar-menu menu__list">${sidebar.join('')}</ul></nav><main><a href="/">Home</a>`;
  for (let index = 0; index < pages; index += 1) {
    const padding = 'p'.repeat(Math.max(0, bytes - page.length - index));
    fs.writeFileSync(path.join(section, `a-${index}.html`), `${page}${padding}</main>`);
  }
  return root;
}

/**
 * The quota report's problem for a build of `buildBytes` made of such a section (./quotas.mjs's buildWeight).
 * @param {{pages: number, links: number, bytes: number}} shape
 * @param {number} buildBytes
 */
function tooLarge(shape, buildBytes) {
  const root = builtSection(shape);
  try {
    return hostQuotaReport({files: 10, bytes: buildBytes, configBytes: 1}, 'standard', buildWeight(root)).problems[0];
  } finally {
    fs.rmSync(root, {recursive: true, force: true});
  }
}

test('too large, with heavy pages: how many, how heavy, the largest, and its sidebar of a whole section', () => {
  const problem = tooLarge({pages: 4, links: 1_000, bytes: 239_000}, 555_100_000);
  assert.match(problem, /^55\.1 MB too large for the Standard plan: make the build smaller\. /);
  assert.match(
    problem,
    /4 pages of 239\.0 KB of HTML on average \(1\.0 MB in all\); the largest, fr\/docs\/workplace-services\/a-0\.html, 239\.0 KB: its sidebar lists 1,000 links, as each page of the section docs\/workplace-services lists all its articles there\./,
  );
  assert.match(problem, /src\/content\/longSections\.ts/);
  assert.doesNotMatch(problem, /handbook/);
});

test('too large, with heavy pages of their own text: to split them', () => {
  const problem = tooLarge({pages: 2, links: 30, bytes: 150_000}, 501_000_000);
  assert.match(problem, /2 pages of 150\.0 KB of HTML on average .*, most of it its own text: split the longest/);
});

test('too large, without heavy pages: the largest files, named', () => {
  const problem = tooLarge({pages: 3, links: 30, bytes: 50_000}, 501_000_000);
  assert.match(
    problem,
    /The largest files: assets\/search-index-part\.json \(0\.3 MB\), fr\/docs\/workplace-services\/a-0\.html \(0\.1 MB\), /,
  );
});
