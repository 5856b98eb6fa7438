/**
 * The routes of nested lists (a docs version's articles and category pages) out of every page's main.js: each
 * page's own route comes with it, any other when first needed (../README.md).
 */
import path from 'node:path';
import type {Configuration} from 'webpack';
import type {LoadContext} from '@docusaurus/types';
import {INVENTORY_ENTRY, writeSplitFiles, type Leaf} from './split';
import {CHUNK_FILENAME} from './chunkFilename';

export type {Leaf} from './split';
export {carriedChunkFiles} from './carriedFiles';
import {writePageLeaves} from './pageLeaf';

/** Core's browser modules replaced by this folder's: what preloads a page's routes, and `window.docusaurus`. */
const CORE_CLIENT = (file: string) => new RegExp(`@docusaurus[\\\\/]core[\\\\/]lib[\\\\/]client[\\\\/]${file}\\.js$`);
const GENERATED = (file: string) => new RegExp(`^@generated/${file}$`);

type Replacement = [pattern: RegExp, file: string];

/**
 * For the browser's bundle of a production build: writes the split route files and returns what the bundler
 * replaces (Docusaurus's generated files and two of its browser modules) and the index's alias.
 */
export function routeListsBundle(context: LoadContext): {
  leaves: Leaf[];
  replacements: Replacement[];
  alias: Record<string, string>;
} {
  const outDir = path.join(context.generatedFilesDir, 'hosting-route-lists');
  const client = path.join(__dirname, 'client');
  const leaves = writeSplitFiles(context.generatedFilesDir, outDir, path.join(client, 'leaves.ts'));
  return {
    leaves,
    replacements: [
      [GENERATED('routes'), path.join(outDir, 'routes.js')],
      [GENERATED('registry'), path.join(outDir, 'registry.js')],
      [GENERATED('routesChunkNames'), path.join(outDir, 'routesChunkNames.js')],
      [GENERATED('globalData'), path.join(outDir, 'globalData.js')],
      [CORE_CLIENT('preload'), path.join(client, 'preload.ts')],
      [CORE_CLIENT('docusaurus'), path.join(client, 'docusaurus.ts')],
    ],
    alias: {'@chatgnb/route-lists-index$': path.join(outDir, 'index.js')},
  };
}

/**
 * The browser bundle's chunks are named as the registry names them, so that `window.docusaurus` prefetches a route's
 * chunks from their names alone (client/docusaurus.ts) and core's table of chunk names goes. Their files keep their
 * content's hash (./chunkFilename.ts), a real one: the hashes of the chunks one route chunk alone loads are written
 * into it after the bundler hashed it (./carriedFiles.ts), so that the runtime holds none per article.
 */
export function chunksNamedByRegistry(config: Configuration): void {
  config.output = {...config.output, chunkFilename: CHUNK_FILENAME};
  config.optimization = {...config.optimization, chunkIds: 'named', realContentHash: true};
  const before = config.plugins?.length ?? 0;
  config.plugins = (config.plugins ?? []).filter((plugin) => plugin?.constructor.name !== 'ChunkAssetPlugin');
  if (config.plugins.length !== before - 1) {
    throw new Error(`Docusaurus's ChunkAssetPlugin is not where ${INVENTORY_ENTRY} (UPSTREAM.md) removes it.`);
  }
}

/** After the build of a locale: each leaf page names its route's module (./pageLeaf.ts). */
export function writeLeafPages(context: LoadContext, outDir: string, leaves: Leaf[]): void {
  writePageLeaves({outDir, baseUrl: context.baseUrl, leaves});
}
