import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';

const SCRIPT = path.join(import.meta.dirname, 'checkBundle.mjs');
/** @type {string[]} */
const folders = [];

after(() => {
  for (const folder of folders) fs.rmSync(folder, {recursive: true, force: true});
});

/** @param {Record<string, string>} files */
function buildFolder(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'checkBundle-'));
  folders.push(root);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

/** @param {string} root */
function check(root) {
  const result = spawnSync(process.execPath, [SCRIPT, root], {encoding: 'utf8'});
  return {code: result.status, output: `${result.stdout}${result.stderr}`};
}

const CLEAN = {
  'staticwebapp.config.json': '{"routes": [{"route": "/*", "allowedRoles": ["authenticated"]}]}',
  'index.html': '<link rel="canonical" href="https://help.example.gnb.ca/">',
  'fr/index.html': '<link rel="canonical" href="https://help.example.gnb.ca/fr/">',
  'assets/js/main.1a2b.js': 'const authority = "https://login.microsoftonline.com/tenant";',
  // Not a text file the host serves as code or markup: never read.
  'img/photo.png': 'localhost',
};

test('passes a clean build and counts the text files it read', () => {
  const root = buildFolder(CLEAN);
  const {code, output} = check(root);
  assert.equal(code, 0, output);
  assert.match(output, new RegExp(`No local address in 4 files under ${root.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}`));
});

test('refuses a build that points readers at localhost or 127.0.0.1, naming each file with context', () => {
  const root = buildFolder({
    ...CLEAN,
    'fr/docs/start.html': '<meta property="og:image" content="http://LocalHost:3000/img/social-card.png">',
    'assets/js/main.1a2b.js': 'const authority = "http://127.0.0.1:3100/tenant";',
  });
  const {code, output} = check(root);
  assert.equal(code, 1);
  assert.match(output, /This build points readers at a local address: build with AUTH_PROVIDER=entra and SITE_URL set/);
  assert.match(output, /fr\/docs\/start\.html: ….*http:\/\/LocalHost:3000\/img/);
  assert.match(output, /assets\/js\/main\.1a2b\.js: ….*127\.0\.0\.1:3100/);
  assert.doesNotMatch(output, /index\.html:/);
});

test('refuses a folder without the host configuration', () => {
  /** @type {Record<string, string>} */
  const files = {...CLEAN};
  delete files['staticwebapp.config.json'];
  const {code, output} = check(buildFolder(files));
  assert.equal(code, 1);
  assert.match(output, /staticwebapp\.config\.json is missing/);
});

test('refuses a folder that does not exist', () => {
  const {code, output} = check(path.join(os.tmpdir(), 'checkBundle-no-such-folder'));
  assert.equal(code, 1);
  assert.match(output, /is not a folder/);
});
