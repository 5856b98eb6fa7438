/**
 * The routes of nested lists (a docs version's articles and category pages), out of every page's main.js
 * (../split.ts): a page registers its own route at start (its module named by the page, ../pageLeaf.ts), and any
 * other when first needed (a link hovered, a page opened), through the index of all of them, fetched at most once.
 */
import ComponentCreator from '@docusaurus/ComponentCreator';
import {matchPath} from '@docusaurus/router';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
import globalData from '@generated/globalData';
import type {RouteConfig} from 'react-router-config';
import {PAGE_LEAF_ATTRIBUTE} from '../pageLeafAttribute';
import {addChunkFileOfLink, addChunkFiles} from './chunkFiles';

/** A leaf's module, as ../split.ts writes it. */
export interface LeafModule {
  list: number;
  index: number;
  key: string;
  hash: string;
  route: {path: string; exact?: boolean; [key: string]: unknown};
  chunkNames: (typeof routesChunkNames)[string];
  registry: typeof registry;
  /** Its doc's entry of the docs plugin's global data (where the docs' hooks find the active doc), if a doc. */
  doc: {owner: [plugin: string, instance: string, version: number]; doc: {path: string}} | null;
  /** The files of the chunks it alone loads (its content), which the runtime's table leaves out (./chunkFiles.ts). */
  files: Record<string, string>;
}

type DocsGlobalData = {versions: {docs: {path: string}[]}[]};

type LeafIndex = [path: string, load: () => Promise<{default: LeafModule}>][];

declare const __webpack_require__: ((id: string | number) => {default: LeafModule}) & {
  e: (chunkId: string | number) => Promise<unknown>;
};

const lists = new Map<number, {routes: RouteConfig[]; indexes: number[]}>();
const registered = new Set<string>();

/** A nested list of the skeleton's routes: empty until its leaves are registered, in Docusaurus's order. */
export function leafList(id: number): RouteConfig[] {
  const routes: RouteConfig[] = [];
  lists.set(id, {routes, indexes: []});
  return routes;
}

function register(leaf: LeafModule): void {
  if (registered.has(leaf.key)) return;
  const list = lists.get(leaf.list);
  if (!list) throw new Error(`No route list ${leaf.list} for ${leaf.route.path}`);
  registered.add(leaf.key);
  addChunkFiles(leaf.files);
  Object.assign(registry, leaf.registry);
  routesChunkNames[leaf.key] = leaf.chunkNames;
  if (leaf.doc) {
    const [plugin, instance, version] = leaf.doc.owner;
    (globalData[plugin]![instance] as DocsGlobalData).versions[version]!.docs.push(leaf.doc.doc);
  }
  const after = list.indexes.findIndex((index) => index > leaf.index);
  const at = after === -1 ? list.indexes.length : after;
  list.indexes.splice(at, 0, leaf.index);
  list.routes.splice(at, 0, {...leaf.route, component: ComponentCreator(leaf.route.path, leaf.hash)});
}

/** The page's own route, as its HTML names it: "<chunk id> <module id>" of its leaf, none on other pages. */
function registerPageLeaf(): Promise<void> {
  const link = document.querySelector(`link[${PAGE_LEAF_ATTRIBUTE}]`);
  const named = link?.getAttribute(PAGE_LEAF_ATTRIBUTE);
  if (!named) return Promise.resolve();
  const [chunk, module] = named.split(' ') as [string, string];
  addChunkFileOfLink(chunk, link!.getAttribute('href')!);
  return __webpack_require__.e(chunk).then(() => register(__webpack_require__(module).default));
}

const firstPaths = new Set<string>();
let pageLeaf: Promise<void> | undefined;

type Load = LeafIndex[number][1];
/** The index by path as react-router matches an exact route (any case, with or without a final slash). */
interface Lookup {
  byPath: Map<string, Load[]>;
  /** Paths with parameters or patterns, matched one by one. */
  patterns: LeafIndex;
}
const pathKey = (path: string) => path.toLowerCase().replace(/(.)\/$/, '$1');
const PATTERN = /[:*?+()]/;

function lookupOf(leaves: LeafIndex): Lookup {
  const byPath = new Map<string, Load[]>();
  const patterns: LeafIndex = [];
  for (const entry of leaves) {
    if (PATTERN.test(entry[0])) patterns.push(entry);
    else byPath.set(pathKey(entry[0]), [...(byPath.get(pathKey(entry[0])) ?? []), entry[1]]);
  }
  return {byPath, patterns};
}

let index: Promise<Lookup> | undefined;

function loadIndex(): Promise<Lookup> {
  index ??= import(/* webpackChunkName: "route-index" */ './routeIndex').then(
    (loaded) => (addChunkFiles(loaded.files), lookupOf(loaded.default)),
    (error: unknown) => {
      index = undefined;
      throw error;
    },
  );
  return index;
}

/**
 * Resolves once the leaves that `pathname` matches are registered (none: the skeleton serves it, or nothing does);
 * rejects if a chunk cannot be loaded, as Docusaurus's own preload does.
 */
export function routesFor(pathname: string): Promise<void> {
  if (!pageLeaf) {
    firstPaths.add(window.location.pathname).add(decodeURI(window.location.pathname));
    pageLeaf = registerPageLeaf();
  }
  if (firstPaths.has(pathname)) return pageLeaf;
  return loadIndex()
    .then(({byPath, patterns}) =>
      Promise.all(
        [
          ...(byPath.get(pathKey(pathname)) ?? []),
          ...patterns.filter(([path]) => matchPath(pathname, {path, exact: true})).map(([, load]) => load),
        ].map((load) => load().then((loaded) => register(loaded.default))),
      ),
    )
    .then(() => undefined);
}
