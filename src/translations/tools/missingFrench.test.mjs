/**
 * An article whose French file is missing, as an author meets it: the build, the live preview and `npm start` stop
 * before Docusaurus reads any article, naming the article and the French file to create, and nothing is published
 * under /fr/. Runs in a copy of the project. Run with `node --test src/`.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {after, before, test} from 'node:test';
import {sourceArchiveCopy} from '../../shared/node/projectCopy.mjs';
import {LIVE_PREVIEW_TEST_PORT} from '../../shared/node/ports.mjs';
import {ROOT} from '../../shared/node/root.mjs';

const ARTICLE = 'about-chatgnb/privacy-and-security.mdx';
const FR_FILE = `i18n/fr/docusaurus-plugin-content-docs/current/${ARTICLE}`;
const MESSAGE = `The article docs/${ARTICLE} has no French version. Create ${FR_FILE} (same file name, same front matter fields and headings), translate it, then run: npm run translation:mark -- ${FR_FILE}`;
const DOCUSAURUS = 'node_modules/@docusaurus/core/bin/docusaurus.mjs';

/** @type {string} */
let dir;
before(() => {
  dir = sourceArchiveCopy(ROOT, 'missing-french-');
  fs.rmSync(path.join(dir, FR_FILE));
});
after(() => fs.rmSync(dir, {recursive: true, force: true}));

/** @param {string[]} args */
function run(args) {
  const result = spawnSync(process.execPath, args, {
    cwd: dir,
    encoding: 'utf8',
    env: {...process.env, AUTH_PROVIDER: 'local', PUBLISH_PENDING_TRANSLATIONS: ''},
    timeout: 240_000,
  });
  return {code: result.status, output: `${result.stdout}${result.stderr}`};
}

test('the build of both languages stops, naming the article and the French file to create; nothing is published', () => {
  const {code, output} = run([DOCUSAURUS, 'build', '--out-dir', 'build']);
  assert.equal(code, 1, output);
  assert.ok(output.includes(MESSAGE), output);
  assert.doesNotMatch(output, /couldn't be resolved|onBrokenMarkdownLinks/, 'before any Docusaurus error');
  assert.equal(fs.existsSync(path.join(dir, 'build/fr')), false, 'no English article published under /fr/');
});

test('the French live preview stops with the same message in its terminal', () => {
  const port = process.env.E2E_LIVE_PREVIEW_PORT || String(LIVE_PREVIEW_TEST_PORT);
  const {code, output} = run([DOCUSAURUS, 'start', '--locale', 'fr', '--port', port, '--no-open']);
  assert.equal(code, 1, output);
  assert.ok(output.includes(MESSAGE), output);
});

test('npm start runs the content checks first and stops with their message, before building', () => {
  const {code, output} = run(['scripts/start.mjs', '--port', '0']);
  assert.equal(code, 1, output);
  assert.ok(output.includes(`✗ ${MESSAGE}`), output);
  assert.doesNotMatch(output, /Building the help centre/);
  assert.equal(fs.existsSync(path.join(dir, 'build-start')), false);
});
