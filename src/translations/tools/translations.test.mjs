import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {extractEnglishDefaults} from './translations.mjs';
import {ROOT} from '../../shared/node/root.mjs';

/**
 * Every file under a folder with its content and modification time.
 * @param {string} dir
 */
function snapshot(dir) {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .sort()
    .map((file) => {
      const stat = fs.statSync(path.join(dir, file));
      return `${file} ${stat.mtimeMs} ${stat.isFile() ? fs.readFileSync(path.join(dir, file), 'utf8') : ''}`;
    });
}

test('extracting the English defaults leaves the working tree as it was', () => {
  const i18n = path.join(ROOT, 'i18n');
  const before = {files: snapshot(i18n), time: fs.statSync(i18n).mtimeMs};
  const defaults = extractEnglishDefaults();
  assert.ok(Object.keys(defaults['code.json'] ?? {}).length > 0, 'the defaults were extracted');
  assert.deepEqual({files: snapshot(i18n), time: fs.statSync(i18n).mtimeMs}, before);
});
