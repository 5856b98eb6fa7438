import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {
  INSTALL_SCRIPTS_ALLOWED,
  describeUnexpectedInstallScripts,
  unexpectedInstallScripts,
} from './installScripts.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** @param {string} file */
const readJson = (file) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));
const lock = readJson('package-lock.json');

test('npm ci runs no install script outside the allow-list', () => {
  const found = unexpectedInstallScripts(lock);
  assert.deepEqual(describeUnexpectedInstallScripts(found), []);
});

test('a lockfile with a native module is refused, naming the package', () => {
  const withNativeModule = structuredClone(lock);
  withNativeModule.packages['node_modules/keytar'] = {version: '7.9.0', hasInstallScript: true, license: 'MIT'};
  const [message, ...others] = describeUnexpectedInstallScripts(unexpectedInstallScripts(withNativeModule));
  assert.equal(others.length, 0);
  assert.match(message, /^keytar@7\.9\.0 \(node_modules\/keytar\) has an install script/);
});

test('an alias is judged by the package it installs, not by the name it is installed under', () => {
  const aliased = {packages: {'node_modules/core-js': {name: 'evil-native', version: '1.0.0', hasInstallScript: true}}};
  assert.deepEqual(
    unexpectedInstallScripts(aliased).map(({name}) => name),
    ['evil-native'],
  );
});

test('every allowed package says why, is still installed with its script, and is denied in allowScripts', () => {
  const withScripts = new Set(
    Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([lockPath, entry]) => entry.name ?? lockPath.split('node_modules/').at(-1)),
  );
  for (const [name, reason] of Object.entries(INSTALL_SCRIPTS_ALLOWED)) {
    assert.ok(reason.length > 20, `${name}: give the reason its install script is harmless`);
    assert.ok(withScripts.has(name), `${name} no longer has an install script: remove it from the allow-list`);
  }
  const denied = Object.fromEntries(Object.keys(INSTALL_SCRIPTS_ALLOWED).map((name) => [name, false]));
  assert.deepEqual(readJson('package.json').allowScripts, denied);
});
