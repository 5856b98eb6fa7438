import {describe, expect, test} from 'vitest';
import {chunkNamesOf, readRegistry, readRoutes, splitFiles} from './split';

/** Docusaurus's generated files for a home page, a search page and two articles under the docs' nested routes. */
const ROUTES = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/search',
    component: ComponentCreator('/search', '822'),
    exact: true
  },
  {
    path: '/docs',
    component: ComponentCreator('/docs', 'c8c'),
    routes: [
      {
        path: '/docs',
        component: ComponentCreator('/docs', 'e4c'),
        routes: [
          {
            path: '/docs/a',
            component: ComponentCreator('/docs/a', 'aaa'),
            exact: true,
            sidebar: "tutorialSidebar"
          },
          {
            path: '/docs/b',
            component: ComponentCreator('/docs/b', 'bbb'),
            exact: true,
            sidebar: "tutorialSidebar"
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const line = (name: string, module: string) =>
  `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;
const REGISTRY = `export default {
${line('s1', '@theme/SearchPage')}
${line('d1', '@theme/DocsRoot')}
${line('d2', '@theme/DocRoot')}
${line('i1', '@theme/DocItem')}
${line('a1', '@site/docs/a.mdx')}
${line('b1', '@site/docs/b.mdx')}};
`;
const CHUNK_NAMES = JSON.stringify({
  '/search-822': {__comp: 's1'},
  '/docs-c8c': {__comp: 'd1'},
  '/docs-e4c': {__comp: 'd2'},
  '/docs/a-aaa': {__comp: 'i1', content: 'a1'},
  '/docs/b-bbb': {__comp: 'i1', __context: {plugin: 'b1'}},
});

const DOCS = {
  path: '/docs',
  versions: [
    {
      name: 'current',
      mainDocId: 'a',
      docs: [
        {id: 'a', path: '/docs/a', sidebar: 'tutorialSidebar'},
        {id: 'b', path: '/docs/b', sidebar: 'tutorialSidebar'},
      ],
      sidebars: {tutorialSidebar: {}},
    },
  ],
};
const GLOBAL_DATA = JSON.stringify({'docusaurus-plugin-content-docs': {default: DOCS}, other: {default: {x: 1}}});
const GENERATED = {routes: ROUTES, registry: REGISTRY, routesChunkNames: CHUNK_NAMES, globalData: GLOBAL_DATA};

const {files, leaves} = splitFiles(GENERATED, '/site/leaves.ts');

describe("the browser's route files", () => {
  test('the routes every page keeps: the nested list of articles is left to be filled', () => {
    const routes = files.get('routes.js')!;
    expect(routes).toContain('{path: "/search", component: ComponentCreator("/search", "822"), "exact": true}');
    expect(routes).toContain('component: ComponentCreator("/docs", "e4c"), routes: leafList(0)}');
    expect(routes).toContain('{path: "*", component: ComponentCreator("*")}');
    expect(routes).toContain('import {leafList} from "/site/leaves.ts";');
    expect(routes).not.toContain('/docs/a');
  });

  test("the kept routes' chunks only, and their chunk names", () => {
    expect(files.get('registry.js')).toContain('"d2": [() => import(');
    expect(files.get('registry.js')).not.toMatch(/"(i1|a1|b1)"/);
    expect(files.get('routesChunkNames.js')).not.toContain('/docs/a');
  });

  test('each article its own module: its place, route, chunk names and loaders', () => {
    expect(leaves).toEqual([
      {n: 0, list: 0, index: 0, path: '/docs/a'},
      {n: 1, list: 0, index: 1, path: '/docs/b'},
    ]);
    const b = files.get('leaves/1.js')!;
    expect(b).toContain('list: 0, index: 1, key: "/docs/b-bbb", hash: "bbb"');
    expect(b).toContain('route: {"path":"/docs/b","exact":true,"sidebar":"tutorialSidebar"}');
    expect(b).toContain(line('b1', '@site/docs/b.mdx').replace(/,$/, ''));
    expect(b).toContain('files: "chatgnb:carried-chunk-files"}');
    expect(b).not.toContain('a.mdx');
  });

  test("the docs' global data lists the main doc only; each other doc's entry comes with its route", () => {
    const kept = structuredClone(DOCS);
    kept.versions[0]!.docs = [kept.versions[0]!.docs[0]!];
    expect(files.get('globalData.js')).toBe(
      `export default ${JSON.stringify({'docusaurus-plugin-content-docs': {default: kept}, other: {default: {x: 1}}})};\n`,
    );
    expect(files.get('leaves/1.js')).toContain(
      'doc: {"owner":["docusaurus-plugin-content-docs","default",0],"doc":{"id":"b","path":"/docs/b","sidebar":"tutorialSidebar"}}',
    );
    expect(files.get('leaves/0.js')).toContain('doc: null');
  });

  test('the index: every article in order, each loaded as a chunk of its own, whose file the build writes in', () => {
    expect(files.get('index.js')).toBe(
      'export const files = "chatgnb:carried-chunk-files";\n' +
        'export default [\n' +
        '["/docs/a", () => import(/* webpackChunkName: "route-0" */ "./leaves/0.js")],\n' +
        '["/docs/b", () => import(/* webpackChunkName: "route-1" */ "./leaves/1.js")]\n];\n',
    );
  });
});

describe("when Docusaurus's generated files change", () => {
  test.each([
    ['routes.js', () => readRoutes(ROUTES.replace("import React from 'react';\n", ''))],
    ['registry.js', () => readRegistry(REGISTRY.replace('require.resolveWeak', 'require.resolve'))],
    ['routesChunkNames.json', () => splitFiles({...GENERATED, routesChunkNames: '{}'}, '/site/leaves.ts')],
  ])('%s read otherwise: the build stops, naming the inventory entry', (file, read) => {
    expect(read).toThrow(new RegExp(`generated ${file.replace('.', '\\.')}.*route-lists-per-page`));
  });
});

test('chunk names nest', () => {
  expect(chunkNamesOf({__comp: 'a', __context: {plugin: 'b'}, items: ['c', 'd']})).toEqual(['a', 'b', 'c', 'd']);
});
