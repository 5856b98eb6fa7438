import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';

const SCRIPT = path.join(import.meta.dirname, 'check-bundle.mjs');

function buildFolder(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-bundle-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

function check(root) {
  try {
    return {code: 0, output: execFileSync(process.execPath, [SCRIPT, root], {stdio: 'pipe'}).toString()};
  } catch (error) {
    return {code: error.status, output: `${error.stdout}${error.stderr}`};
  }
}

test('passes a build that mentions no local address', () => {
  const root = buildFolder({'staticwebapp.config.json': '{}', 'index.html': '<a href="https://help.example.ca/">Home</a>'});
  assert.deepEqual(check(root).code, 0);
});

test('refuses a build that points readers at localhost, naming the file', () => {
  const root = buildFolder({
    'staticwebapp.config.json': '{}',
    'assets/js/main.1.js': 'const authority = "http://localhost:3100/tenant";',
  });
  const {code, output} = check(root);
  assert.equal(code, 1);
  assert.match(output, /AUTH_PROVIDER=entra/);
  assert.match(output, /assets\/js\/main\.1\.js: ….*localhost:3100/);
});

test('refuses a folder that is not a complete build', () => {
  const {code, output} = check(buildFolder({'index.html': 'no host configuration'}));
  assert.equal(code, 1);
  assert.match(output, /staticwebapp\.config\.json is missing/);
});
