/**
 * Docusaurus writes every route, its chunk names and its chunks' loaders into three generated files that every
 * page's main.js imports (`.docusaurus/routes.js`, `routesChunkNames.json`, `registry.js`): about 70 bytes of gzip
 * per article; the docs plugin's global data (`globalData.json`) lists every doc too, 14 more. This reads them and writes, for the browser's bundle only, the same files without the routes of
 * nested lists (a docs version's articles and category pages: "leaves"), each leaf a module of its own that
 * `client/leaves.ts` registers when a page needs it, and an index of the leaves loaded when first needed.
 */
import fs from 'node:fs';
import path from 'node:path';
import {CARRIED_FILES, routeChunk} from './chunkFilename';

/** The inventory entry that owns what this reads of Docusaurus's generated files (UPSTREAM.md). */
export const INVENTORY_ENTRY = 'route-lists-per-page';

export interface GeneratedRoute {
  path: string;
  /** ComponentCreator's arguments: the path and the route's hash (none for the not-found route, `*`). */
  component: [string, string?];
  exact?: boolean;
  routes?: GeneratedRoute[];
  [key: string]: unknown;
}

export interface Leaf {
  /** Its position in the build's leaves: its module is `leaves/<n>.js`, its chunk `route-<n>`. */
  n: number;
  /** The nested list it belongs to, and its place in it (the lists keep Docusaurus's order). */
  list: number;
  index: number;
  path: string;
}

const changed = (what: string) =>
  new Error(
    `Docusaurus's generated ${what} is not as ${INVENTORY_ENTRY} (UPSTREAM.md) reads it: review src/hosting/routeLists/split.ts against the new @docusaurus/core.`,
  );

const ROUTES_HEADER = "import React from 'react';\nimport ComponentCreator from '@docusaurus/ComponentCreator';\n";

/** The route tree of `.docusaurus/routes.js`, each ComponentCreator call kept as its arguments. */
export function readRoutes(source: string): GeneratedRoute[] {
  if (!source.startsWith(ROUTES_HEADER) || !source.includes('\nexport default [')) throw changed('routes.js');
  const body = source.slice(ROUTES_HEADER.length).replace('\nexport default [', '\nreturn [');
  const creator = (...args: [string, string?]) => ({componentCreator: args});
  const routes = new Function('ComponentCreator', body)(creator) as Record<string, unknown>[];
  const toRoute = (raw: Record<string, unknown>): GeneratedRoute => {
    const {component, routes: children, ...rest} = raw;
    const args = (component as {componentCreator?: [string, string?]} | undefined)?.componentCreator;
    if (typeof raw.path !== 'string' || !args) throw changed('routes.js');
    return {...rest, path: raw.path, component: args, ...(children ? {routes: (children as []).map(toRoute)} : {})};
  };
  return routes.map(toRoute);
}

const REGISTRY_LINE =
  /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ "([^"]+)"\), "\2", require\.resolveWeak\("\2"\)\],$/;

/** Each chunk name of `.docusaurus/registry.js` and its line, as written there. */
export function readRegistry(source: string): Map<string, string> {
  const trimmed = source.trimEnd();
  const header = 'export default {\n';
  if (!trimmed.startsWith(header) || !trimmed.endsWith('};')) throw changed('registry.js');
  const lines = trimmed.slice(header.length, -'};'.length).split('\n').filter(Boolean);
  return new Map(
    lines.map((line) => {
      const match = REGISTRY_LINE.exec(line);
      if (!match) throw changed('registry.js');
      return [match[1]!, line.replace(/,$/, '')];
    }),
  );
}

/** Every chunk name of a route's chunk names (they nest: `{__comp, __context: {plugin}, content}`). */
export function chunkNamesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(chunkNamesOf);
  return [];
}

const routeKey = (route: GeneratedRoute) => `${route.component[0]}-${route.component[1]}`;
const isLeafList = (routes: GeneratedRoute[] | undefined, depth: number): routes is GeneratedRoute[] =>
  depth > 0 && !!routes && routes.length > 0 && routes.every((route) => !route.routes && route.component[1]);

export interface SplitRoutes {
  /** The routes every page keeps, with each leaf list left empty (`lists` names them in order). */
  skeleton: GeneratedRoute[];
  leaves: (Leaf & {route: GeneratedRoute})[];
  lists: number;
}

/** Takes the leaf lists out of the route tree. */
export function splitRoutes(routes: GeneratedRoute[]): SplitRoutes {
  const leaves: SplitRoutes['leaves'] = [];
  let lists = 0;
  const walk = (list: GeneratedRoute[], depth: number): GeneratedRoute[] =>
    list.map((route) => {
      if (!route.routes) return route;
      if (!isLeafList(route.routes, depth + 1)) return {...route, routes: walk(route.routes, depth + 1)};
      const id = lists++;
      route.routes.forEach((leaf, index) =>
        leaves.push({n: leaves.length, list: id, index, path: leaf.path, route: leaf}),
      );
      return {...route, routes: [], leafList: id};
    });
  return {skeleton: walk(routes, 0), leaves, lists};
}

const json = (value: unknown) => JSON.stringify(value);

function routeSource(route: GeneratedRoute): string {
  const {path: routePath, component, routes, leafList, ...rest} = route;
  const parts = [`path: ${json(routePath)}`, `component: ComponentCreator(${component.map(json).join(', ')})`];
  for (const [key, value] of Object.entries(rest)) parts.push(`${json(key)}: ${json(value)}`);
  if (typeof leafList === 'number') parts.push(`routes: leafList(${leafList})`);
  else if (routes) parts.push(`routes: [${routes.map(routeSource).join(',\n')}]`);
  return `{${parts.join(', ')}}`;
}

function registrySource(names: Iterable<string>, registry: Map<string, string>): string {
  const lines = [...new Set(names)].map((name) => {
    const line = registry.get(name);
    if (!line) throw changed(`registry.js (no chunk ${name})`);
    return line;
  });
  return `{\n${lines.join(',\n')}\n}`;
}

/** Where a doc's entry sits in the global data: plugin, instance, index of its version. */
export type DocOwner = [plugin: string, instance: string, version: number];
type DocEntry = {path: string; [key: string]: unknown};

/**
 * The global data without the docs' lists of every doc (`versions[].docs`, each doc's id, path and sidebar), but
 * each version's main doc; the entries taken out, by path.
 */
export function splitGlobalData(globalData: Record<string, Record<string, unknown>>): {
  kept: typeof globalData;
  docsByPath: Map<string, {owner: DocOwner; doc: DocEntry}>;
} {
  const docsByPath = new Map<string, {owner: DocOwner; doc: DocEntry}>();
  const kept = structuredClone(globalData);
  for (const [plugin, instances] of Object.entries(kept)) {
    for (const [instance, data] of Object.entries(instances)) {
      const versions = (data as {versions?: unknown} | null)?.versions;
      if (!Array.isArray(versions)) continue;
      versions.forEach((version: {docs?: DocEntry[]; mainDocId?: string}, index) => {
        if (!Array.isArray(version.docs)) return;
        for (const doc of version.docs) {
          if (typeof doc?.path !== 'string') throw changed('globalData.json');
          if (doc.id !== version.mainDocId) docsByPath.set(doc.path, {owner: [plugin, instance, index], doc});
        }
        version.docs = version.docs.filter((doc) => doc.id === version.mainDocId);
      });
    }
  }
  return {kept, docsByPath};
}

export interface SplitFiles {
  /** File name (under the output folder) → contents. */
  files: Map<string, string>;
  leaves: Leaf[];
}

/**
 * The browser's route files: `routes.js`, `registry.js` and `routesChunkNames.js` of the skeleton, `globalData.js`
 * without the docs' lists, `leaves/<n>.js` for each leaf (with its doc's entry of the global data), and `index.js`,
 * the leaves' paths and loaders. `leavesModule` is the module that owns the lists.
 */
export function splitFiles(
  generated: {routes: string; registry: string; routesChunkNames: string; globalData: string},
  leavesModule: string,
): SplitFiles {
  const {skeleton, leaves} = splitRoutes(readRoutes(generated.routes));
  const {kept: globalData, docsByPath} = splitGlobalData(JSON.parse(generated.globalData));
  const registry = readRegistry(generated.registry);
  const chunkNames = JSON.parse(generated.routesChunkNames) as Record<string, unknown>;
  const chunkNamesOfRoute = (route: GeneratedRoute) => {
    if (!route.component[1]) return undefined;
    const names = chunkNames[routeKey(route)];
    if (!names) throw changed(`routesChunkNames.json (no ${routeKey(route)})`);
    return names;
  };
  const skeletonRoutes: GeneratedRoute[] = [];
  const collect = (list: GeneratedRoute[]) =>
    list.forEach((route) => (skeletonRoutes.push(route), route.routes && collect(route.routes)));
  collect(skeleton);
  const skeletonChunkNames = Object.fromEntries(
    skeletonRoutes.filter((route) => route.component[1]).map((route) => [routeKey(route), chunkNamesOfRoute(route)]),
  );
  const files = new Map<string, string>();
  files.set(
    'routes.js',
    `import ComponentCreator from '@docusaurus/ComponentCreator';\nimport {leafList} from ${json(leavesModule)};\n\nexport default [\n${skeleton.map(routeSource).join(',\n')}\n];\n`,
  );
  files.set('routesChunkNames.js', `export default ${json(skeletonChunkNames)};\n`);
  files.set('globalData.js', `export default ${json(globalData)};\n`);
  files.set(
    'registry.js',
    `export default ${registrySource(Object.values(skeletonChunkNames).flatMap(chunkNamesOf), registry)};\n`,
  );
  for (const leaf of leaves) {
    const {component, routes: _none, ...route} = leaf.route;
    const names = chunkNamesOfRoute(leaf.route);
    files.set(
      `leaves/${leaf.n}.js`,
      `export default {list: ${leaf.list}, index: ${leaf.index}, key: ${json(routeKey(leaf.route))}, hash: ${json(component[1])}, ` +
        `route: ${json(route)}, chunkNames: ${json(names)}, doc: ${json(docsByPath.get(leaf.path) ?? null)},\n` +
        `registry: ${registrySource(chunkNamesOf(names), registry)}, files: ${json(CARRIED_FILES)}};\n`,
    );
  }
  files.set(
    'index.js',
    `export const files = ${json(CARRIED_FILES)};\nexport default [\n${leaves
      .map(
        (leaf) =>
          `[${json(leaf.path)}, () => import(/* webpackChunkName: "${routeChunk(leaf.n)}" */ ${json(`./leaves/${leaf.n}.js`)})]`,
      )
      .join(',\n')}\n];\n`,
  );
  return {files, leaves: leaves.map(({route: _route, ...leaf}) => leaf)};
}

/** Writes the browser's route files of the generated folder into `outDir` (emptied first); returns the leaves. */
export function writeSplitFiles(generatedDir: string, outDir: string, leavesModule: string): Leaf[] {
  const read = (file: string) => fs.readFileSync(path.join(generatedDir, file), 'utf8');
  const {files, leaves} = splitFiles(
    {
      routes: read('routes.js'),
      registry: read('registry.js'),
      routesChunkNames: read('routesChunkNames.json'),
      globalData: read('globalData.json'),
    },
    leavesModule,
  );
  fs.rmSync(outDir, {recursive: true, force: true});
  fs.mkdirSync(path.join(outDir, 'leaves'), {recursive: true});
  for (const [file, contents] of files) fs.writeFileSync(path.join(outDir, file), contents);
  fs.writeFileSync(path.join(outDir, 'leaves.json'), `${JSON.stringify(leaves)}\n`);
  return leaves;
}
