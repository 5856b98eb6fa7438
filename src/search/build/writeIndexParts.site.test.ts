/**
 * The built search index in parts (./writeIndexParts.js): the dictionary every reader fetches ahead of a search is
 * small, and the parts hold every term and every document of the plugin's index, each where the dictionary says.
 * That the parts find what the whole index finds: ./writeIndexParts.test.mjs and `npm run eval:search`. The whole index
 * is not shipped: the build keeps it outside `build/` (./writeIndexParts.js, wholeIndexFile).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {describe, expect, test} from 'vitest';
import {LOCALES} from '@site/src/shared/testFacts/site';
import {BUILD} from '../../testing/builtPages';
import {DICTIONARY_GZIP_LIMIT} from './writeIndexParts';
import {readWholeSearchIndex} from '../tools/index.mjs';
import {pageIdOf} from '../shared/documentKinds';
import {decodeTerms, partHolding} from '../shared/indexParts';

type Posting = {_index: number} & Record<string, Record<string, unknown>>;
type Saved = {documents: {i: number; p?: number}[]; index: {invertedIndex: [string, Posting][]}}[];
type Entry = [number, Record<string, Record<string, [number, unknown]>>, Record<string, number>] | 0;

describe.each(LOCALES)('%s', (locale) => {
  const dir = path.join(BUILD, locale === 'fr' ? 'fr' : '');
  const read = (file: string) => fs.readFileSync(path.join(dir, file));
  const json = (file: string) => JSON.parse(read(file).toString('utf8'));
  const saved = readWholeSearchIndex(dir) as unknown as Saved;
  const dictionary = json('search-index-dictionary.json');

  test('the build ships the parts readers fetch, not the whole index', () => {
    expect(fs.existsSync(path.join(dir, 'search-index.json'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'search-index-dictionary.json'))).toBe(true);
    expect(fs.readdirSync(path.join(dir, dictionary.folder)).length).toBeGreaterThan(1);
  });

  test(`the dictionary is at most ${DICTIONARY_GZIP_LIMIT} bytes gzip`, () => {
    expect(zlib.gzipSync(read('search-index-dictionary.json'), {level: 9}).length).toBeLessThanOrEqual(
      DICTIONARY_GZIP_LIMIT,
    );
  });

  test('the parts folder holds the parts the dictionary names, and nothing else', () => {
    const names = [
      ...dictionary.termParts.map((_: number, n: number) => `t${n}.json`),
      ...dictionary.documentParts.map((_: number, n: number) => `d${n}.json`),
    ];
    expect(fs.readdirSync(path.join(dir, dictionary.folder)).sort()).toEqual(names.sort());
  });

  test('every term of the index is in the dictionary and in its part, with its postings', () => {
    const terms: [string, number][] = decodeTerms(dictionary.terms);
    const position = new Map(terms.map(([term], n) => [term, n]));
    const parts = new Map<number, Record<string, Entry[]>>();
    const part = (n: number) => {
      if (!parts.has(n)) parts.set(n, json(`${dictionary.folder}/t${n}.json`));
      return parts.get(n)!;
    };
    saved.forEach(({index}, type) => {
      for (const [term, posting] of index.invertedIndex) {
        const [, mask] = terms[position.get(term) ?? -1] ?? [term, 0];
        expect(mask & (1 << type), term).toBeTruthy();
        const entry = part(partHolding(position.get(term)!, dictionary.termParts))[term]?.[type];
        expect(entry && entry[0], term).toBe(posting._index);
        for (const [field, refs] of Object.entries(entry ? entry[1] : {})) {
          expect(Object.keys(refs), term).toEqual(Object.keys(posting[field]!));
        }
      }
    });
  });

  test("every document is in its page's part", () => {
    const parts = dictionary.documentParts.map((_: number, n: number) => json(`${dictionary.folder}/d${n}.json`));
    saved.forEach(({documents}, type) => {
      for (const doc of documents) {
        expect(parts[partHolding(pageIdOf(doc, type), dictionary.documentParts)][type]).toContainEqual(doc);
      }
    });
  });
});
