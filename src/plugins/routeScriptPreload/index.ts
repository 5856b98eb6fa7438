/**
 * Lets the browser fetch a page's own scripts with its HTML, not after `main.js` has run.
 *
 * Docusaurus's HTML names only `runtime~main` and `main.js`. Once `main.js` has run, the client asks for the
 * route's chunks (the page's layout, its content, its props), and it can hydrate the page only once they are all in.
 * (With webpack, Docusaurus wrote those chunks into the HTML as well. With Rspack its client manifest keys them by
 * chunk, not by module, so they are left out.) This plugin adds one `<link rel="preload" as="script">` per chunk of
 * the route to each page, right before `runtime~main`. The chunks come from the same files the client reads:
 * the route tree (`routes.js`), each route's chunk names (`routesChunkNames.json`) and the client manifest.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

type RouteNode = {path: string; key: string; routes?: RouteNode[]};
type Manifest = {origins: Record<string, string[]>; assets: Record<string, {js?: {publicPath: string}[]}>};
type ChunkNames = string | ChunkNames[] | {[key: string]: ChunkNames};

const ENTRY_CHUNKS = ['main', 'runtime~main'];

/** The route tree of `routes.js`, read as data: each route's path, its key in `routesChunkNames.json`, children. */
export function parseRoutes(source: string): RouteNode[] {
  const json = source
    .replace(/^import .*$/gm, '')
    .replace(/export default/, '')
    // The catch-all route (`*`) has no hash.
    .replace(/ComponentCreator\('((?:[^'\\]|\\.)*)'(?:, '(\w+)')?\)/g, (_match, route: string, hash?: string) =>
      JSON.stringify(hash ? `${route}-${hash}` : route),
    )
    .replace(/'((?:[^'\\]|\\.)*)'/g, (_match, text: string) => JSON.stringify(text))
    .replace(/^(\s*)(\w+):/gm, '$1"$2":')
    .replace(/,(\s*[}\]])/g, '$1')
    .replace(/;\s*$/, '');
  const rename = (route: {path: string; component: string; routes?: unknown[]}): RouteNode => ({
    path: route.path,
    key: route.component,
    routes: (route.routes as (typeof route)[] | undefined)?.map(rename),
  });
  return (JSON.parse(json) as Parameters<typeof rename>[0][]).map(rename);
}

/** Each page (a route without children) with the keys of its route and of every route around it. */
export function pageBranches(routes: RouteNode[], around: string[] = []): {path: string; keys: string[]}[] {
  return routes.flatMap((route) =>
    route.routes
      ? pageBranches(route.routes, [...around, route.key])
      : [{path: route.path, keys: [...around, route.key]}],
  );
}

function chunkNamesIn(value: ChunkNames): string[] {
  if (typeof value === 'string') return [value];
  return (Array.isArray(value) ? value : Object.values(value)).flatMap(chunkNamesIn);
}

/** The page's HTML file in the locale's output folder, if it has one (not for `*`, nor a redirect). */
function htmlFileOf(outDir: string, baseUrl: string, routePath: string): string | undefined {
  const inSite = routePath.startsWith(baseUrl) ? routePath.slice(baseUrl.length) : routePath.replace(/^\//, '');
  return [`${inSite}.html`, path.join(inSite, 'index.html')]
    .map((file) => path.join(outDir, file))
    .find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

export default function routeScriptPreload(context: LoadContext): Plugin {
  return {
    name: 'route-script-preload',
    postBuild({outDir}) {
      const read = <T>(file: string): T =>
        JSON.parse(fs.readFileSync(path.join(context.generatedFilesDir, file), 'utf8'));
      const manifest = read<Manifest>('client-manifest.json');
      const chunkNames = read<Record<string, ChunkNames>>('routesChunkNames.json');
      const routes = parseRoutes(fs.readFileSync(path.join(context.generatedFilesDir, 'routes.js'), 'utf8'));
      const scriptsOf = (chunkName: string) =>
        (manifest.origins[chunkName] ?? [])
          .filter((id) => !ENTRY_CHUNKS.includes(id))
          .flatMap((id) => manifest.assets[id]?.js?.map(({publicPath}) => publicPath) ?? []);
      let pages = 0;
      for (const page of pageBranches(routes)) {
        const file = htmlFileOf(outDir, context.baseUrl, page.path);
        if (!file) continue;
        const keys = page.keys.filter((key) => chunkNames[key] !== undefined);
        const scripts = [...new Set(keys.flatMap((key) => chunkNamesIn(chunkNames[key]!)).flatMap(scriptsOf))];
        const html = fs.readFileSync(file, 'utf8');
        const runtime = html.search(/<script src=["']?[^"' >]*\/runtime~main\.[0-9a-f]+\.js/);
        if (runtime < 0 || scripts.length === 0) continue;
        const links = scripts.map((script) => `<link rel="preload" as="script" href="${script}">`).join('');
        fs.writeFileSync(file, html.slice(0, runtime) + links + html.slice(runtime));
        pages += 1;
      }
      if (pages === 0) {
        throw new Error(
          'src/plugins/routeScriptPreload: no page got its scripts. Docusaurus may have changed routes.js, ' +
            'routesChunkNames.json or the client manifest; check the plugin against them.',
        );
      }
    },
  };
}
