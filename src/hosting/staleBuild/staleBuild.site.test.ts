/**
 * What a page opened before a deploy relies on, in the build: each language's build-id.txt names the first scripts
 * its pages load (main.js and the runtime, which a change to one article renames alone), and that main.js routes every chunk the bundler loads on demand through the recovery (./index.ts). The
 * second is how the bundler's runtime is reached: a bundler that stopped exposing its chunk loader would leave the
 * pages stranded with every other test passing.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {LOCALES, localePath} from '@site/src/shared/testFacts/site';
import {BUILD} from '../../testing/builtPages';
import {BUILD_ID_FILE, buildIdOf} from './buildId';

describe.each(LOCALES)('%s', (locale) => {
  const root = path.join(BUILD, localePath(locale, '/'));
  const named = fs.readFileSync(path.join(root, BUILD_ID_FILE), 'utf8').trim();

  test(`${BUILD_ID_FILE} names the first scripts of the language's pages`, () => {
    const home = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
    expect(buildIdOf(home.match(/[^"\s=]+\.js/g) ?? [])).toBe(named);
    for (const script of named.split('\n')) expect(home).toContain(`${localePath(locale, '/')}${script}`);
  });

  test('main.js sends every failed chunk to the recovery', () => {
    const main = fs.readFileSync(path.join(root, named.split('\n')[0]!), 'utf8');
    // `__webpack_require__.e = (chunkId) => loadChunk(chunkId).catch(recover)`, minified.
    expect(main).toMatch(/let (\w+)=(\w+)\.e;\2\.e=(\w+)=>\1\(\3\)\.catch\(\w+\)/);
  });
});
