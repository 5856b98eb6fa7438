/**
 * The runtime finds a chunk's file in its table of every chunk's content hash: one entry per article (its route, its
 * content), about 20 bytes of gzip each in what every page runs first. Here a chunk that one route chunk alone loads
 * (an article's content, a category's cards) leaves that table and travels with the route chunk, and the route chunks
 * with the index of routes (each holds the files of the chunks it loads: `./client/chunkFiles.ts`); the runtime keeps
 * the chunks that the page's first scripts, or several route chunks, load. Every file keeps its content's hash, so a
 * deploy renames what changed and the files that name it: the written tables are in the files before the bundler's
 * real content hash (`optimization.realContentHash`) names them.
 */
import type {CurrentBundler} from '@docusaurus/types';
import {INVENTORY_ENTRY} from './split';
import {CARRIED_FILES, isCarrierChunk} from './chunkFilename';

export type ChunkId = string;

/** A chunk group as the bundler's chunk graph has it: its chunks, and those of each group that loads it. */
export interface GroupOfChunks {
  chunks: ChunkId[];
  /** Each parent group's chunks; none for an entry point (the page's first scripts, a worker). */
  parents: ChunkId[][];
}

/**
 * Which chunks each carrier (a route chunk, the index) carries: those that it alone loads. A chunk that the page's
 * first scripts, a worker or more than one chunk load stays in the runtime's table.
 */
export function carriedChunks(groups: GroupOfChunks[], isCarrier: (id: ChunkId) => boolean): Map<ChunkId, ChunkId[]> {
  const loaders = new Map<ChunkId, Set<ChunkId | null>>();
  for (const group of groups) {
    const loading = group.parents.length === 0 ? [null] : group.parents.flat();
    for (const chunk of group.chunks) {
      const set = loaders.get(chunk) ?? new Set();
      loading.forEach((loader) => set.add(loader));
      loaders.set(chunk, set);
    }
  }
  const carried = new Map<ChunkId, ChunkId[]>();
  for (const [chunk, set] of loaders) {
    const [only] = set;
    if (set.size !== 1 || only === null || only === undefined || !isCarrier(only)) continue;
    carried.set(only, [...(carried.get(only) ?? []), chunk]);
  }
  return carried;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const changed = (what: string) =>
  new Error(
    `The bundler's runtime is not as ${INVENTORY_ENTRY} (UPSTREAM.md) reads it (${what}): review src/hosting/routeLists/carriedFiles.ts against the new bundler.`,
  );

/** The runtime's source (before minification) without the table entries of `ids` (`"<id>": "<hash>",`). */
export function withoutRuntimeEntries(runtime: string, ids: Iterable<ChunkId>): string {
  const found = new Map([...ids].map((id) => [id, 0]));
  // One pass over every entry of the form, whatever its chunk: a thousand articles' chunks leave in linear time.
  const source = runtime.replace(/"((?:[^"\\]|\\.)*)":\s*"[0-9a-f]+",?/g, (entry, id: string) => {
    const count = found.get(id);
    if (count === undefined) return entry;
    found.set(id, count + 1);
    return '';
  });
  for (const [id, count] of found) {
    if (count !== 1) throw changed(`${count} entries for chunk ${id} in its table of chunk files`);
  }
  return source;
}

/** A carrier's source with the files it carries written in place of its placeholder (`./chunkFilename.ts`). */
export function withCarriedFiles(source: string, files: Record<ChunkId, string>, chunk: ChunkId): string {
  const placeholder = new RegExp(`(["'])${escaped(CARRIED_FILES)}\\1`, 'g');
  const found = source.match(placeholder)?.length ?? 0;
  if (found !== 1) throw new Error(`Chunk ${chunk} holds ${found} places for the files it carries, not 1.`);
  return source.replace(placeholder, () => JSON.stringify(files));
}

type Bundler = CurrentBundler['instance'];
interface Chunk {
  id: string | number | null | undefined;
  files: Iterable<string>;
  /** The entry points (the page's, a worker's) whose runtime loads it. */
  runtime: Iterable<string> | string | undefined;
  hasRuntime(): boolean;
}
interface ChunkGroup {
  chunks: Chunk[];
  getParents(): ChunkGroup[];
}
interface Compilation {
  chunkGroups: Iterable<ChunkGroup>;
  chunks: Iterable<Chunk>;
  getAsset(name: string): {source: {source(): string | Buffer}} | undefined | void;
  updateAsset(name: string, source: unknown): void;
  hooks: {processAssets: {tap(options: {name: string; stage: number}, run: () => void): void}};
}

const PLUGIN = 'CarriedChunkFilesPlugin';
const idOf = (chunk: Chunk) => String(chunk.id);
const scriptOf = (chunk: Chunk) => [...chunk.files].find((file) => file.endsWith('.js'));

function assetUpdater(compilation: Compilation, sources: Bundler['sources']) {
  return (file: string, change: (source: string) => string) => {
    const asset = compilation.getAsset(file);
    if (!asset) throw new Error(`${PLUGIN}: no asset ${file}`);
    compilation.updateAsset(file, new sources.RawSource(change(asset.source.source().toString())));
  };
}

/** The chunks by id, and which chunks each carrier carries. */
function chunkGraph(compilation: Compilation) {
  const groups = [...compilation.chunkGroups].map((group) => ({
    chunks: group.chunks.map(idOf),
    parents: group.getParents().map((parent) => parent.chunks.map(idOf)),
  }));
  const chunks = new Map([...compilation.chunks].map((chunk) => [idOf(chunk), chunk]));
  return {chunks, carried: carriedChunks(groups, isCarrierChunk)};
}

/** Takes the carried chunks out of the table of each runtime that loads them. */
function leaveOutOfRuntimes(compilation: Compilation, sources: Bundler['sources']): void {
  const {chunks, carried} = chunkGraph(compilation);
  const update = assetUpdater(compilation, sources);
  const carriedIds = [...carried.values()].flat();
  const runtimesOf = (chunk: Chunk) => new Set(typeof chunk.runtime === 'string' ? [chunk.runtime] : chunk.runtime);
  for (const runtime of [...chunks.values()].filter((chunk) => chunk.hasRuntime())) {
    const entryPoints = runtimesOf(runtime);
    const ids = carriedIds.filter((id) => [...runtimesOf(chunks.get(id)!)].some((name) => entryPoints.has(name)));
    if (ids.length > 0) update(scriptOf(runtime)!, (source) => withoutRuntimeEntries(source, ids));
  }
}

const byId = (a: ChunkId, b: ChunkId) => String(a).localeCompare(String(b), 'en', {numeric: true});

/** Writes into each carrier the files it carries. */
function writeCarriedFiles(compilation: Compilation, sources: Bundler['sources']): void {
  const {chunks, carried} = chunkGraph(compilation);
  const update = assetUpdater(compilation, sources);
  for (const [id, chunk] of chunks) {
    if (!isCarrierChunk(id)) continue;
    // In one order whatever the order the bundler met the chunks in: the same sources give the same carrier.
    const files = Object.fromEntries(
      [...(carried.get(id) ?? [])].sort(byId).map((child) => {
        const file = scriptOf(chunks.get(child)!);
        if (!file) throw new Error(`${PLUGIN}: chunk ${child}, which ${id} loads, has no script.`);
        return [child, file];
      }),
    );
    update(scriptOf(chunk)!, (source) => withCarriedFiles(source, files, id));
  }
}

/** The bundler's plugin that moves the carried chunks' files out of the runtime (browser bundle, production). */
export function carriedChunkFiles({Compilation, sources}: Bundler) {
  return {
    apply(compiler: {hooks: {thisCompilation: {tap(name: string, run: (compilation: Compilation) => void): void}}}) {
      compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
        // The runtime's table as the bundler writes it, before the minifier rewrites it.
        compilation.hooks.processAssets.tap({name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE}, () =>
          leaveOutOfRuntimes(compilation, sources),
        );
        // After the minifier, which would name a carrier's variables after the hashes it holds (a carrier would then
        // change with an unchanged chunk's interim hash), and before the real content hash.
        compilation.hooks.processAssets.tap(
          {name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1},
          () => writeCarriedFiles(compilation, sources),
        );
      });
    },
  };
}
