/**
 * Over the build: each article and category page preloads the chunk of its own route and names its module (so that
 * it starts without the routes of the others), and the other pages name none.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import {describe, expect, test} from 'vitest';
import {BUILD, page} from '../../testing/builtPages';
import {chunkContents} from './pageLeaf';
import {PAGE_LEAF_ATTRIBUTE} from './pageLeafAttribute';

const LEAF_PAGES = ['/docs/how-to-use-chatgnb/how-to-write-prompts', '/docs/category/how-to-use-chatgnb'];
const OTHER_PAGES = ['/', '/search', '/whats-new'];

describe.each(['', '/fr'])('%s', (prefix) => {
  test.each(LEAF_PAGES)('%s preloads its route chunk, which holds the module it names', (urlPath) => {
    const links = [...page(`${prefix}${urlPath}`).querySelectorAll(`link[${PAGE_LEAF_ATTRIBUTE}]`)];
    expect(links).toHaveLength(1);
    const [link] = links;
    expect([link!.getAttribute('rel'), link!.getAttribute('as')]).toEqual(['preload', 'script']);
    const href = link!.getAttribute('href')!;
    expect(href).toMatch(new RegExp(`^${prefix}/assets/js/route-\\d+\\.[0-9a-f]+\\.js$`));
    const [chunk, module] = link!.getAttribute(PAGE_LEAF_ATTRIBUTE)!.split(' ');
    const contents = chunkContents(fs.readFileSync(path.join(BUILD, href), 'utf8'));
    expect(contents).toEqual({chunks: [expect.anything()], modules: [module]});
    expect(String(contents.chunks[0])).toBe(chunk);
    expect(fs.readFileSync(path.join(BUILD, href), 'utf8')).toContain(`${prefix}${urlPath}`);
  });

  test.each(OTHER_PAGES)('%s names no route chunk: the routes every page keeps serve it', (urlPath) => {
    expect(page(`${prefix}${urlPath}`).querySelectorAll(`link[${PAGE_LEAF_ATTRIBUTE}]`)).toHaveLength(0);
  });
});

/** What a chunk of one module exports, its module run as the runtime runs it (imports and loads left undone). */
function exportsOf(source: string): Record<string, unknown> {
  const pushed: [unknown, Record<string, (module: object, exports: object, require: object) => void>][] = [];
  vm.runInNewContext(source, {
    self: new Proxy({}, {get: () => ({push: (chunk: (typeof pushed)[0]) => pushed.push(chunk)})}),
  });
  const factories = Object.values(pushed[0]![1]);
  expect(factories).toHaveLength(1);
  const exports: Record<string, unknown> = {};
  const define = (target: object, getters: Record<string, () => unknown>) =>
    Object.entries(getters).forEach(([name, get]) => Object.defineProperty(target, name, {get, enumerable: true}));
  factories[0]!({exports}, exports, {d: define, r: () => undefined});
  return exports;
}

const scriptFiles = (folder: string) => fs.readdirSync(folder).filter((file) => file.endsWith('.js'));
const idOf = (file: string) => file.replace(/\.[0-9a-f]+\.js$/, '');
const read = (folder: string, prefix: string) =>
  fs.readFileSync(
    path.join(
      folder,
      scriptFiles(folder).find((file) => file.startsWith(prefix))!,
    ),
    'utf8',
  );

/** The runtime's table of chunk files (chunk id → content hash), and what it holds besides. */
function runtimeOf(folder: string): {table: Record<string, string>; chunkNames: string[]} {
  const runtime = read(folder, 'runtime~main.');
  const table = /"assets\/js\/"\+\w+\+"\."\+\((\{[^}]*\})\)\[\w+\]\+"\.js"/.exec(runtime);
  if (!table) throw new Error(`No table of chunk files in ${folder}/runtime~main.js`);
  // Docusaurus's table named each chunk's id ("0058b4c6":"42530"); the registry's names are the ids now.
  const chunkNames = runtime.match(/"[^"]+":"\d{1,7}"/g) ?? [];
  return {table: new Function(`return ${table[1]}`)() as Record<string, string>, chunkNames};
}

describe.each(['', '/fr'])('%s: where the runtime finds a chunk', (prefix) => {
  const folder = path.join(BUILD, prefix, 'assets/js');
  const routeChunks = () => scriptFiles(folder).filter((file) => /^route-\d+\./.test(file));
  /** The files each route chunk carries. */
  const carriedByRoutes = () =>
    routeChunks().map(
      (file) =>
        (exportsOf(fs.readFileSync(path.join(folder, file), 'utf8')).default as {files: Record<string, string>}).files,
    );

  test("the runtime's table holds no article (no route chunk, nothing a route chunk alone loads), nor chunk names", () => {
    const {table, chunkNames} = runtimeOf(folder);
    const perArticle = new Set([...routeChunks().map(idOf), ...carriedByRoutes().flatMap(Object.keys)]);
    expect(Object.keys(table).filter((id) => perArticle.has(id))).toEqual([]);
    expect(Object.entries(table).filter(([id, hash]) => !scriptFiles(folder).includes(`${id}.${hash}.js`))).toEqual([]);
    expect(chunkNames).toEqual([]);
  });

  test('the index names the file of every route chunk; each route chunk, those of the chunks it alone loads', () => {
    const index = exportsOf(read(folder, 'route-index.'));
    expect(Object.values(index.files as Record<string, string>).sort()).toEqual(
      routeChunks()
        .map((file) => `assets/js/${file}`)
        .sort(),
    );
    const contents = carriedByRoutes().flatMap(Object.values);
    expect(contents.length).toBeGreaterThanOrEqual(routeChunks().length);
    for (const file of contents) expect(scriptFiles(folder)).toContain(file.replace(/^assets\/js\//, ''));
  });

  test('each carrier names its files in chunk-id order, so the same commit built in another folder gives the same files', () => {
    const carriers = scriptFiles(folder).filter((file) => /^route-(index|\d+)\./.test(file));
    for (const file of carriers) {
      // The source's own order: an object's integer-like keys would come back sorted whatever it holds.
      const ids = [...fs.readFileSync(path.join(folder, file), 'utf8').matchAll(/"([^"]+)":"assets\/js\//g)].map(
        ([, id]) => id!,
      );
      expect(ids, file).toEqual([...ids].sort((a, b) => a.localeCompare(b, 'en', {numeric: true})));
    }
  });
});
