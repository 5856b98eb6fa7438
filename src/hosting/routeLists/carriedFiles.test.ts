import {describe, expect, test} from 'vitest';
import {carriedChunks, withCarriedFiles, withoutRuntimeEntries, type GroupOfChunks} from './carriedFiles';
import {isCarrierChunk} from './chunkFilename';

/**
 * The page's first scripts load the index and a shared component; the index loads two route chunks; each route chunk
 * loads its content, and both load the shared component; a worker loads its own chunk.
 */
const GROUPS: GroupOfChunks[] = [
  {chunks: ['runtime~main', 'main'], parents: []},
  {chunks: ['route-index'], parents: [['runtime~main', 'main']]},
  {chunks: ['route-0'], parents: [['route-index']]},
  {chunks: ['route-1'], parents: [['route-index']]},
  {chunks: ['content-a'], parents: [['route-0']]},
  {chunks: ['content-b'], parents: [['route-1']]},
  {chunks: ['vendors-doc', 'doc-item'], parents: [['route-0'], ['route-1']]},
  {chunks: ['search'], parents: [['runtime~main', 'main'], ['route-0']]},
  {chunks: ['worker'], parents: []},
];

describe('which chunks travel with the chunk that loads them', () => {
  const carried = carriedChunks(GROUPS, isCarrierChunk);

  test('a chunk one route chunk alone loads travels with it, and the route chunks with the index', () => {
    expect(Object.fromEntries(carried)).toEqual({
      'route-index': ['route-0', 'route-1'],
      'route-0': ['content-a'],
      'route-1': ['content-b'],
    });
  });

  test('what several chunks, the first scripts or a worker load stays in the runtime', () => {
    const all = [...carried.values()].flat();
    for (const kept of ['route-index', 'vendors-doc', 'doc-item', 'search', 'worker', 'main']) {
      expect(all).not.toContain(kept);
    }
  });
});

/** The table as the bundler writes it in the runtime, before minification. */
const RUNTIME = `__webpack_require__.u = (chunkId) => {
  return "assets/js/" + chunkId + "." + {"content-a": "3cee27e3","route-0": "6751cdec","route-10": "65b6a6f7","search": "915f7ab8",}[chunkId] + ".js"
}`;

describe("the runtime's table of chunk files", () => {
  test('loses the entries of the carried chunks only', () => {
    expect(withoutRuntimeEntries(RUNTIME, ['route-0', 'content-a'])).toContain(
      '{"route-10": "65b6a6f7","search": "915f7ab8",}[chunkId]',
    );
  });

  test('written otherwise by the bundler: the build stops, naming the inventory entry', () => {
    expect(() => withoutRuntimeEntries(RUNTIME.replace('"route-0": ', 'route0: '), ['route-0'])).toThrow(
      /runtime is not as route-lists-per-page .*0 entries for chunk route-0/,
    );
  });
});

describe('a carrier', () => {
  const SOURCE = `let d={list:0,files:"chatgnb:carried-chunk-files"};`;

  test('holds the files it carries in place of its placeholder', () => {
    expect(withCarriedFiles(SOURCE, {'content-a': 'assets/js/content-a.3cee27e3.js'}, 'route-0')).toBe(
      `let d={list:0,files:{"content-a":"assets/js/content-a.3cee27e3.js"}};`,
    );
  });

  test('without its placeholder, or with two: the build stops', () => {
    expect(() => withCarriedFiles('let d={};', {}, 'route-0')).toThrow('Chunk route-0 holds 0 places');
    expect(() => withCarriedFiles(SOURCE + SOURCE, {}, 'route-0')).toThrow('Chunk route-0 holds 2 places');
  });
});
