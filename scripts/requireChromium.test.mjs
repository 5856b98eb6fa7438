import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {test} from 'node:test';
import {missingChromiumMessage} from '../src/shared/node/chromium.mjs';

test('a missing browser, or a folder where it should be, gets one line saying what to install', () => {
  for (const where of ['/nonexistent/chromium', import.meta.dirname]) {
    const message = missingChromiumMessage(where);
    assert.ok(message);
    assert.match(message, /apt-get install chromium/);
    assert.match(message, /CHROMIUM_PATH/);
    assert.doesNotMatch(message, /\n/);
  }
  assert.equal(missingChromiumMessage(process.execPath), null);
});

test('npm test stops at once, with that line, when CHROMIUM_PATH names no browser', () => {
  const run = spawnSync(process.execPath, [path.join(import.meta.dirname, 'requireChromium.mjs')], {
    env: {...process.env, CHROMIUM_PATH: '/nonexistent'},
    encoding: 'utf8',
  });
  assert.equal(run.status, 1);
  assert.equal(run.stderr.trim().split('\n').length, 1);
  assert.match(run.stderr, /^Chromium not found at \/nonexistent: install Debian's Chromium/);
});
