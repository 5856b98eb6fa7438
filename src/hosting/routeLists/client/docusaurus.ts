/**
 * In place of `@docusaurus/core/lib/client/docusaurus.js` (../../plugin.ts), the `window.docusaurus` that links call
 * on hover (preload, which registers the path's routes first: ./preload.ts) and once visible (prefetch, at idle, of
 * the routes already registered only); a chunk's file found from its name (../chunkFilename.ts).
 */
import {matchRoutes} from 'react-router-config';
import routesChunkNames from '@generated/routesChunkNames';
import routes from '@generated/routes';
import registry from '@generated/registry';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch';
import flat from '@docusaurus/core/lib/client/flat';
import preloadHelper from './preload';

declare const __webpack_public_path__: string;
declare const __webpack_get_script_filename__: (chunkId: string) => string;
declare const __webpack_modules__: Record<string, unknown>;

/** A chunk's file from its name alone: chunk ids are the registry's names (../chunkFilename.ts). */
const chunkAsset = (chunkName: string) => __webpack_public_path__ + __webpack_get_script_filename__(chunkName);

const fetched = new Set<string>();
const loaded = new Set<string>();

type Connection = {effectiveType: string; saveData: boolean};
const isSlowConnection = () => {
  const connection = (navigator as Navigator & {connection?: Connection}).connection;
  return connection?.effectiveType.includes('2g') || connection?.saveData;
};
const canPrefetch = (routePath: string) => !isSlowConnection() && !loaded.has(routePath) && !fetched.has(routePath);
const canPreload = (routePath: string) => !isSlowConnection() && !loaded.has(routePath);

const getChunkNamesToLoad = (path: string) =>
  Object.entries(routesChunkNames)
    .filter(([routeNameWithHash]) => routeNameWithHash.replace(/-[^-]+$/, '') === path)
    .flatMap(([, routeChunks]) => Object.values(flat(routeChunks)));

const whenIdle = () =>
  new Promise<void>((resolve) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve()) : setTimeout(resolve, 0),
  );

function prefetchChunks(routePath: string) {
  const matches = matchRoutes(routes, routePath);
  const chunkNamesNeeded = matches.flatMap((match) => getChunkNamesToLoad(match.route.path!));
  return Promise.all(
    chunkNamesNeeded
      // A module already in the page (in main.js) has no chunk of its own.
      .filter((chunkName) => registry[chunkName] && !(String(registry[chunkName][2]) in __webpack_modules__))
      .map((chunkName) => prefetchHelper(chunkAsset(chunkName))),
  );
}

const prefetch = (routePath: string): false | Promise<unknown> => {
  if (!canPrefetch(routePath)) return false;
  fetched.add(routePath);
  // A route not yet registered is not looked up for a link that is merely visible (the index, and a chunk for each
  // visible link, made a long task on every page at 1,000 articles): hovering or following the link does it.
  return whenIdle()
    .then(() => prefetchChunks(routePath))
    .catch(() => undefined);
};

const preload = (routePath: string): false | Promise<unknown> => {
  if (!canPreload(routePath)) return false;
  loaded.add(routePath);
  const preloading = preloadHelper(routePath);
  // Links call this on hover and touch, for speed only, and leave what it returns: a route that cannot load (offline,
  // or replaced by a deploy: ../../staleBuild) is no error of the page's. Following the link loads it again, and
  // Docusaurus reloads the page then.
  preloading.catch(() => undefined);
  return preloading;
};

export default Object.freeze({prefetch, preload});
