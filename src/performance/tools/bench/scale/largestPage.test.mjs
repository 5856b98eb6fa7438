import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {largestPage} from './largestPage.mjs';

/** @param {Record<string, string>} files */
function buildOf(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'largest-page-'));
  for (const [file, contents] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), contents);
  }
  return dir;
}

const build = buildOf({
  'index.html': '<p>home</p>',
  'docs/category/long.html': `<nav>${'<a href="/docs/x">x</a>'.repeat(500)}</nav>`,
  'docs/short.html': '<p>short</p>',
  'assets/js/main.0123abcd.js': 'x'.repeat(100_000),
  'fr/index.html': '<p>accueil</p>',
  'fr/docs/category/longue.html': `<nav>${'<a href="/fr/docs/x">x</a>'.repeat(900)}</nav>`,
});

test("a language's largest page is its heaviest HTML, not another language's nor a script", () => {
  const english = largestPage(build, '', ['', '/fr']);
  assert.equal(english?.path, '/docs/category/long.html');
  assert.equal(english?.pages, 3);
  assert.equal(english?.raw, fs.statSync(path.join(build, 'docs/category/long.html')).size);
  assert.ok(english && english.gzip > 0 && english.gzip < english.raw);
  assert.equal(largestPage(build, '/fr', ['', '/fr'])?.path, '/fr/docs/category/longue.html');
});

test('a language without pages has no largest page', () => {
  assert.equal(largestPage(buildOf({'fr/assets/x.js': ''}), '/fr', ['', '/fr']), undefined);
});
