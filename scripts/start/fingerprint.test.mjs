import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {buildIsUpToDate, recordBuild, settingNames, startBuildFingerprint} from './fingerprint.mjs';

/** A small project without git: two settings, an article, a test and a maintainers' document. */
function project() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'start-fingerprint-'));
  /**
   * @param {string} file
   * @param {string} text
   */
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    fs.writeFileSync(path.join(root, file), text);
  };
  write('.env.example', '# Public origin\nSITE_URL=\nANNOUNCEMENT_EN=\n');
  write('docs/get-help/troubleshooting.mdx', '# Troubleshooting\n');
  write('e2e/search.spec.ts', 'test()\n');
  write('README.md', '# Help centre\n');
  write('node_modules/x/index.js', 'module.exports = 1;\n');
  return {root, write};
}

test('the settings are the variables .env.example documents', () => {
  const {root} = project();
  assert.deepEqual(settingNames(root), ['ANNOUNCEMENT_EN', 'SITE_URL']);
});

test("a change to an article or a setting needs a new build; a test's, a document's or node_modules' does not", () => {
  const {root, write} = project();
  const env = {AUTH_PROVIDER: 'local'};
  const first = startBuildFingerprint(root, env);
  write('e2e/search.spec.ts', 'test.only()\n');
  write('README.md', '# Help centre, revised\n');
  write('node_modules/x/index.js', 'module.exports = 2;\n');
  assert.equal(startBuildFingerprint(root, env), first);
  assert.notEqual(startBuildFingerprint(root, {...env, ANNOUNCEMENT_EN: 'Maintenance tonight'}), first);
  write('docs/get-help/troubleshooting.mdx', '# Troubleshooting, revised\n');
  assert.notEqual(startBuildFingerprint(root, env), first);
});

test('a build is up to date only when complete and recorded with the same fingerprint', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'start-build-'));
  assert.equal(buildIsUpToDate(out, 'abc'), false, 'nothing built');
  for (const file of ['index.html', 'fr/index.html', 'staticwebapp.config.json']) {
    fs.mkdirSync(path.dirname(path.join(out, file)), {recursive: true});
    fs.writeFileSync(path.join(out, file), '');
  }
  assert.equal(buildIsUpToDate(out, 'abc'), false, 'built, never recorded (an interrupted build)');
  recordBuild(out, 'abc');
  assert.equal(buildIsUpToDate(out, 'abc'), true);
  assert.equal(buildIsUpToDate(out, 'def'), false, 'sources changed since');
  fs.rmSync(path.join(out, 'fr/index.html'));
  assert.equal(buildIsUpToDate(out, 'abc'), false, 'the French site is missing');
});
