/**
 * Translation freshness, as an author meets it: an English edit makes `npm run check` fail with what changed,
 * `npm run translation:mark` refuses until the French changed, then accepts; a build stops on the pending page
 * unless PUBLISH_PENDING_TRANSLATIONS names it. Each scenario runs in a copy of the project (made a git
 * repository of its own where history matters), never in the working tree.
 * Run with `node --test scripts/`.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {checkArticleFreshness} from './freshness.mjs';
import {addSentence, commitAll, sourceArchiveCopy} from '../../shared/node/projectCopy.mjs';
import {
  articleStatus,
  decidePending,
  fingerprint,
  frenchText,
  parsePublishPending,
  readRecord,
  withRecord,
} from '../status.mjs';
import {markUiStrings, staleUiStrings} from './uiStrings.mjs';
import {ROOT} from '../../shared/node/root.mjs';

const ARTICLE = 'get-help/troubleshooting';
const EN_FILE = `docs/${ARTICLE}.mdx`;
const FR_FILE = `i18n/fr/docusaurus-plugin-content-docs/current/${ARTICLE}.mdx`;
const ENGLISH_SENTENCE = 'Most of these fixes take less than five minutes.';
const FRENCH_SENTENCE = 'La plupart de ces solutions prennent moins de cinq minutes.';
// Only what the scripts need: no PUBLISH_PENDING_TRANSLATIONS or INIT_CWD from the caller's shell.
const BASE_ENV = {PATH: process.env.PATH, HOME: process.env.HOME, LOCAL_IDP_PORT: process.env.LOCAL_IDP_PORT ?? ''};

/** @type {string[]} */
const copies = [];
after(() => copies.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

/** @param {{git: boolean}} options */
function projectCopy({git}) {
  const dir = sourceArchiveCopy(ROOT, 'translation-freshness-');
  copies.push(dir);
  if (git) commitAll(dir, 'The help centre, translated', '2025-11-03T12:00:00Z');
  return dir;
}

/**
 * @param {string} dir
 * @param {string} file
 * @param {(source: string) => string} change
 */
function edit(dir, file, change) {
  const target = path.join(dir, file);
  fs.writeFileSync(target, change(fs.readFileSync(target, 'utf8')));
}

/**
 * @param {string} dir
 * @param {string} script
 * @param {string[]} [args]
 * @param {Record<string, string>} [env]
 */
function run(dir, script, args = [], env = {}) {
  const result = spawnSync(process.execPath, [path.join(dir, script), ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: {...BASE_ENV, ...env},
  });
  return {code: result.status, output: `${result.stdout}${result.stderr}`};
}

/**
 * @param {string} dir
 * @param {string[]} args
 */
const mark = (dir, ...args) => run(dir, 'src/translations/tools/mark.mjs', args);

describe('an author changes one English sentence', () => {
  /** @type {string} */
  /** @type {string} */
  let dir;
  before(() => {
    dir = projectCopy({git: true});
    edit(dir, EN_FILE, (source) => addSentence(source, ENGLISH_SENTENCE));
    commitAll(dir, 'One more English sentence', '2025-11-20T15:00:00Z');
  });

  test('npm run check fails, naming the article and showing the English diff since the translated version', () => {
    const {code, output} = run(dir, 'scripts/check.mjs');
    assert.equal(code, 1, output);
    assert.match(output, /\n1 problem\(s\):/, 'the edit is the only problem');
    assert.ok(output.includes(`✗ ${FR_FILE}: the English (${EN_FILE}) changed since this translation`), output);
    assert.match(output, /since the translated version \(commit [0-9a-f]{10} of 2025-11-03\)/);
    assert.match(output, /@@ introduction, line \d+ @@/, 'names where the change is');
    const added = output.split('\n').find((line) => line.trim().startsWith('+'));
    const removed = output.split('\n').find((line) => line.trim().startsWith('-'));
    assert.ok(added?.trim().endsWith(ENGLISH_SENTENCE), `the new English line: ${added}`);
    assert.ok(removed && !removed.includes(ENGLISH_SENTENCE), `the old English line: ${removed}`);
    assert.ok(output.includes(`npm run translation:mark -- ${FR_FILE}`), 'says how to mark it');
  });

  test('marking is refused while the French has not changed, and nothing is written', () => {
    const before = fs.readFileSync(path.join(dir, FR_FILE), 'utf8');
    const {code, output} = mark(dir, FR_FILE);
    assert.equal(code, 1, output);
    assert.match(output, /not marked\. The English \(docs\/get-help\/troubleshooting\.mdx\) changed since/);
    assert.match(output, /--english-typo-only/);
    assert.equal(fs.readFileSync(path.join(dir, FR_FILE), 'utf8'), before);
  });

  test('marking is accepted once the French changed, and the check passes', () => {
    edit(dir, FR_FILE, (source) => addSentence(source, FRENCH_SENTENCE));
    const {code, output} = mark(dir, FR_FILE);
    assert.equal(code, 0, output);
    assert.match(output, /troubleshooting\.mdx: marked as translating docs\/get-help\/troubleshooting\.mdx/);
    const status = articleStatus(dir, `${ARTICLE}.mdx`);
    assert.equal(status.state, 'current');
    assert.equal(status.record?.french, status.frenchFingerprint);
    assert.deepEqual(checkArticleFreshness({root: dir, publishPending: []}).problems, []);
  });

  test('an English typo fix is marked without a French change only when the author says so', () => {
    edit(dir, EN_FILE, (source) => source.replace(ENGLISH_SENTENCE, ENGLISH_SENTENCE.replace('five', 'ten')));
    assert.equal(mark(dir, FR_FILE).code, 1);
    const {code, output} = mark(dir, '--english-typo-only', FR_FILE);
    assert.equal(code, 0, output);
    assert.equal(articleStatus(dir, `${ARTICLE}.mdx`).state, 'current');
  });
});

test('translation:mark only writes French articles and French interface text files of the project', () => {
  const dir = projectCopy({git: false});
  const frDocs = path.join(dir, 'i18n/fr/docusaurus-plugin-content-docs/current');
  fs.symlinkSync(path.join(dir, EN_FILE), path.join(frDocs, 'get-help/linked.mdx'));
  fs.writeFileSync(path.join(os.tmpdir(), 'outside.mdx'), '---\ntitle: x\n---\n');
  const hostile = [
    EN_FILE,
    'package.json',
    `${FR_FILE}/../../../../../../package.json`,
    path.join(os.tmpdir(), 'outside.mdx'),
    'i18n/fr/docusaurus-plugin-content-docs/current/get-help/linked.mdx',
    'i18n/fr/docusaurus-plugin-content-docs/current/get-help/missing.mdx',
    'i18n/fr/translation-record.json',
    'i18n/fr',
  ];
  const before = fs.readFileSync(path.join(dir, EN_FILE), 'utf8');
  for (const file of hostile) {
    const {code, output} = mark(dir, file);
    assert.equal(code, 1, `${file} should be refused:\n${output}`);
    assert.match(output, /not a French article with an English original/, file);
  }
  assert.equal(fs.readFileSync(path.join(dir, EN_FILE), 'utf8'), before);
  const {code, output} = mark(dir, '--force', FR_FILE);
  assert.equal(code, 1);
  assert.match(output, /Unknown option '--force'/);
});

describe('without git history (a source archive)', () => {
  /** @type {string} */
  let dir;
  before(() => {
    dir = projectCopy({git: false});
    edit(dir, EN_FILE, (source) => addSentence(source, ENGLISH_SENTENCE));
  });

  test('the check still names the article, and says why it cannot show the change', () => {
    const {problems} = checkArticleFreshness({root: dir, publishPending: []});
    assert.equal(problems.length, 1, problems.join('\n'));
    assert.ok(problems[0].startsWith(`${FR_FILE}: the English (${EN_FILE}) changed`), problems[0]);
    assert.match(problems[0], /no git history \(a source archive\?\)/);
  });

  test('a build stops, naming the page and the setting that would publish it', () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pending-build-'));
    copies.push(outDir);
    const result = spawnSync(
      path.join(dir, 'node_modules/.bin/docusaurus'),
      ['build', '--locale', 'fr', '--out-dir', outDir],
      {cwd: dir, encoding: 'utf8', env: {...BASE_ENV, AUTH_PROVIDER: 'local'}},
    );
    const output = `${result.stdout}${result.stderr}`;
    assert.notEqual(result.status, 0, output.slice(-2000));
    assert.match(output, /The French translation of get-help\/troubleshooting is pending/);
    assert.match(output, /PUBLISH_PENDING_TRANSLATIONS=get-help\/troubleshooting/);
    assert.ok(!fs.existsSync(path.join(outDir, 'fr/index.html')), 'nothing was built');
  });

  test('the check reports the page as published with a notice when the setting names it', () => {
    const {problems, warnings} = checkArticleFreshness({root: dir, publishPending: [ARTICLE]});
    assert.deepEqual(problems, []);
    assert.equal(warnings.length, 1);
    assert.match(warnings[0], /Published with a notice to French readers, as PUBLISH_PENDING_TRANSLATIONS allows/);
  });
});

describe('PUBLISH_PENDING_TRANSLATIONS', () => {
  test('lists article ids; anything else is refused', () => {
    assert.deepEqual(parsePublishPending(undefined), []);
    assert.deepEqual(parsePublishPending(' get-help/troubleshooting, about-chatgnb/index ,'), [
      'get-help/troubleshooting',
      'about-chatgnb/index',
    ]);
    for (const value of ['../package', 'get-help/troubleshooting.mdx', '/etc/passwd', 'all', 'get-help//x', '*']) {
      if (value === 'all') {
        // A word is an id in form; the build refuses it as an unknown article (below).
        assert.deepEqual(parsePublishPending(value), ['all']);
        continue;
      }
      assert.throws(() => parsePublishPending(value), /PUBLISH_PENDING_TRANSLATIONS must list article ids/, value);
    }
  });

  test('must name only articles whose translation is pending', () => {
    /** @type {Pick<import('../status.mjs').ArticleStatus, 'id' | 'state'>[]} */
    const statuses = [
      {id: 'a/current', state: 'current'},
      {id: 'a/pending', state: 'pending'},
      {id: 'a/unmarked', state: 'unmarked'},
    ];
    const decision = decidePending(statuses, ['a/pending', 'a/current', 'all']);
    assert.deepEqual(
      decision.published.map((s) => s.id),
      ['a/pending'],
    );
    assert.deepEqual(
      decision.blocked.map((s) => s.id),
      ['a/unmarked'],
    );
    assert.deepEqual(decision.unknown, ['all']);
    assert.deepEqual(decision.notPending, ['a/current']);
  });
});

describe('the record in the French front matter', () => {
  const french = '---\ntitle: Dépannage\nsidebar_position: 2\n---\n\nTexte.\n';

  test('is written as the last field, read back, and left out of the French text', () => {
    // All digits and an exponent: unquoted, YAML would read this fingerprint as a number.
    const record = {english: '1234e5678901', french: fingerprint(french)};
    const marked = withRecord(french, record);
    assert.equal(
      marked,
      '---\ntitle: Dépannage\nsidebar_position: 2\ntranslation: {english: "1234e5678901", french: "' +
        record.french +
        '"}\n---\n\nTexte.\n',
    );
    assert.deepEqual(readRecord(marked), record);
    assert.equal(frenchText(marked), french);
    assert.equal(withRecord(marked, {...record, english: 'abcdefabcdef'}).match(/translation:/g)?.length, 1);
  });

  test('is refused when malformed', () => {
    for (const field of [
      'translation: yes',
      'translation: {english: "xyz", french: "abcdefabcdef"}',
      'translation: {english: 123456789012, french: "abcdefabcdef"}',
    ]) {
      assert.throws(() => readRecord(`---\ntitle: x\n${field}\n---\n`), /"translation" field is not/, field);
    }
  });
});

describe('interface texts', () => {
  const english = {'code.json': {'home.title': 'Help Centre', 'home.tagline': 'Learn to use ChatGNB'}};
  const french = {'code.json': {'home.title': "Centre d'aide", 'home.tagline': 'Apprenez à utiliser ChatGNB'}};
  const {record} = markUiStrings({}, 'code.json', english['code.json'], french['code.json'], {englishTypoOnly: false});

  test('a French message whose English changed is reported, with the English before and after', () => {
    assert.deepEqual(staleUiStrings(english, french, record), []);
    const changed = {'code.json': {...english['code.json'], 'home.tagline': 'Learn to use ChatGNB well'}};
    assert.deepEqual(staleUiStrings(changed, french, record), [
      {
        file: 'code.json',
        key: 'home.tagline',
        state: 'pending',
        english: 'Learn to use ChatGNB well',
        markedEnglish: 'Learn to use ChatGNB',
        french: 'Apprenez à utiliser ChatGNB',
      },
    ]);
    /** @param {Record<string, string>} frenchMessages */
    const mark = (frenchMessages, englishTypoOnly = false) =>
      markUiStrings(record, 'code.json', changed['code.json'], frenchMessages, {englishTypoOnly});
    assert.deepEqual(mark(french['code.json']).refused, ['home.tagline']);
    assert.deepEqual(mark(french['code.json'], true).refused, []);
    const revised = {...french['code.json'], 'home.tagline': 'Apprenez à bien utiliser ChatGNB'};
    const accepted = mark(revised);
    assert.deepEqual(accepted.refused, []);
    assert.deepEqual(staleUiStrings(changed, {'code.json': revised}, accepted.record), []);
  });

  test('a French message never marked is reported', () => {
    const added = {'code.json': {...english['code.json'], 'home.more': 'More'}};
    const translated = {'code.json': {...french['code.json'], 'home.more': 'Plus'}};
    assert.deepEqual(
      staleUiStrings(added, translated, record).map(({key, state}) => [key, state]),
      [['home.more', 'unmarked']],
    );
  });
});
