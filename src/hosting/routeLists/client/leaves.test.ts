import {afterEach, beforeEach, expect, test, vi} from 'vitest';
import type {LeafModule} from './leaves';

vi.mock('@docusaurus/ComponentCreator', () => ({
  default: (path: string, hash: string) => ({componentOf: `${path}-${hash}`}),
}));

const leaf = (index: number, path: string): LeafModule => ({
  list: 0,
  index,
  key: `${path}-h${index}`,
  hash: `h${index}`,
  route: {path, exact: true, sidebar: 'tutorialSidebar'},
  chunkNames: {__comp: 'item', content: `content-${index}`},
  registry: {[`content-${index}`]: [() => Promise.resolve({}), `@site/docs${path}.mdx`, `m${index}`]},
  doc: {owner: ['docs', 'default', 0], doc: {path}},
  files: {[`content-${index}`]: `assets/js/content-${index}.c${index}.js`},
});
const [A, B] = [leaf(0, '/docs/a'), leaf(1, '/docs/b')];

/** What the bundler's runtime does for the page's own route: its chunk loaded, its module run. */
const chunksLoaded: string[] = [];
const ownModules: Record<string, {default: LeafModule}> = {'route-1-module': {default: B}};
const indexLoads = vi.fn();

vi.mock('./routeIndex', () => {
  indexLoads();
  return {
    files: {'route-0': 'assets/js/route-0.r0.js', 'route-1': 'assets/js/route-1.r1.js'},
    default: [
      ['/docs/a', () => Promise.resolve({default: A})],
      ['/docs/b', () => Promise.resolve({default: B})],
      ['/docs/c', () => Promise.reject(new Error('Loading chunk route-2 failed.'))],
    ],
  };
});

beforeEach(() => {
  vi.resetModules();
  indexLoads.mockClear();
  chunksLoaded.length = 0;
  vi.stubGlobal(
    '__webpack_require__',
    Object.assign((id: string) => ownModules[id], {
      // As the runtime loads a chunk: from the file its table, or the page, gives.
      e: (chunk: string) => (
        chunksLoaded.push(`${chunk} ${__webpack_get_script_filename__(chunk)}`),
        Promise.resolve()
      ),
    }),
  );
  vi.stubGlobal('__webpack_public_path__', '/');
  vi.stubGlobal('__webpack_get_script_filename__', (chunk: string) => `assets/js/${chunk}.in-runtime.js`);
  window.history.replaceState(null, '', '/docs/b');
  document.head.innerHTML =
    '<link rel="preload" as="script" href="/assets/js/route-1.r1.js" data-route-leaf="route-1 route-1-module">';
});

afterEach(() => vi.unstubAllGlobals());

declare let __webpack_get_script_filename__: (chunk: string) => string;

/** The module and the generated modules it fills, fresh for each test. */
async function load() {
  const {default: globalData} = await import('@generated/globalData');
  Object.assign(globalData, {docs: {default: {versions: [{docs: []}]}}});
  const docs = (globalData.docs as {default: {versions: {docs: unknown[]}[]}}).default.versions[0]!.docs;
  return {
    ...(await import('./leaves')),
    registry: (await import('@generated/registry')).default,
    routesChunkNames: (await import('@generated/routesChunkNames')).default,
    docs,
  };
}

test("the page's own route comes from the chunk its HTML names, without the index", async () => {
  const {leafList, routesFor, registry, routesChunkNames, docs} = await load();
  const list = leafList(0);
  await routesFor('/docs/b');
  expect(chunksLoaded).toEqual(['route-1 assets/js/route-1.r1.js']);
  expect(indexLoads).not.toHaveBeenCalled();
  expect(list).toEqual([
    {path: '/docs/b', exact: true, sidebar: 'tutorialSidebar', component: {componentOf: '/docs/b-h1'}},
  ]);
  expect(routesChunkNames['/docs/b-h1']).toEqual(B.chunkNames);
  expect(registry['content-1']).toBe(B.registry['content-1']);
  expect(docs).toEqual([{path: '/docs/b'}]);
});

test('another path (any case, a final slash or not): its route from the index, in Docusaurus’s order; an unknown path adds none', async () => {
  const {leafList, routesFor, docs} = await load();
  const list = leafList(0);
  await routesFor('/docs/b');
  await routesFor('/docs/a');
  await routesFor('/Docs/a/');
  await routesFor('/docs/unknown');
  expect(indexLoads).toHaveBeenCalledTimes(1);
  expect(list.map((route) => route.path)).toEqual(['/docs/a', '/docs/b']);
  expect(docs).toEqual([{path: '/docs/b'}, {path: '/docs/a'}]);
});

test("a route whose chunk cannot be fetched rejects, as Docusaurus's preload does (the page then loads whole)", async () => {
  const {leafList, routesFor} = await load();
  leafList(0);
  await expect(routesFor('/docs/c')).rejects.toThrow('Loading chunk route-2 failed.');
});

test("a route's chunks come from the files it carries, and the index's; any other from the runtime's table", async () => {
  const {leafList, routesFor} = await load();
  leafList(0);
  await routesFor('/docs/b');
  expect(__webpack_get_script_filename__('content-1')).toBe('assets/js/content-1.c1.js');
  expect(__webpack_get_script_filename__('route-0')).toBe('assets/js/route-0.in-runtime.js');
  await routesFor('/docs/a');
  expect(__webpack_get_script_filename__('route-0')).toBe('assets/js/route-0.r0.js');
  expect(__webpack_get_script_filename__('content-0')).toBe('assets/js/content-0.c0.js');
  expect(__webpack_get_script_filename__('progress-bar')).toBe('assets/js/progress-bar.in-runtime.js');
});
