/**
 * A page opened before a deploy keeps working after it (../README.md, "Across a deploy"). The host serves only the
 * newest build, so a part this page loads on demand (the search box, Prism, a route, the telemetry) may be gone:
 * every failed chunk goes through ./recovery.ts, which reloads the page into the new build, keeping what the reader
 * typed and where they were, or says so. A move to another page asks too: its parts may come from the browser's cache
 * (prefetched), showing the article as it was. That code arrives once the browser is idle, while this build is still
 * served; only the few lines below are in main.js.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';

/** The bundler's chunk loader (`__webpack_chunk_load__`): every `import()` of the site's code goes through it. */
declare const __webpack_require__: {e: (chunkId: string | number) => Promise<unknown>};

type Recover = (error: unknown) => Promise<never>;

let checkAfterNavigation: (() => void) | undefined;

/**
 * The page's first route rendered: only then are the fields there to be given back their text (a route's chunk may
 * arrive after the browser's first idle moment), and the page's own start (the search page reads its address) done.
 */
let firstRouteRendered: () => void = () => undefined;
const routeRendered = new Promise<void>((resolve) => (firstRouteRendered = resolve));

function recoverChunkFailures(recover: Recover): void {
  const loadChunk = __webpack_require__.e;
  __webpack_require__.e = (chunkId) => loadChunk(chunkId).catch(recover);
}

/** Without ./recovery.ts (this build was replaced within a second of the page opening): one reload, never twice in a row. */
function reloadOnce(error: unknown): Promise<never> {
  const key = 'chatgnb-reloaded-without-recovery';
  if (sessionStorage.getItem(key) === location.href) return Promise.reject(error);
  sessionStorage.setItem(key, location.href);
  location.reload();
  return new Promise<never>(() => undefined);
}

if (ExecutionEnvironment.canUseDOM && process.env.NODE_ENV === 'production') {
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
  whenIdle(() => {
    import('./recovery').then(
      ({recoverFromNewDeploy, restoreKeptState, checkBuildAfterNavigation}) => {
        void routeRendered.then(() => whenIdle(restoreKeptState));
        recoverChunkFailures(recoverFromNewDeploy);
        checkAfterNavigation = checkBuildAfterNavigation;
      },
      () => recoverChunkFailures(reloadOnce),
    );
  });
}

const staleBuild: ClientModule = {
  onRouteDidUpdate() {
    firstRouteRendered();
  },
  onRouteUpdate({previousLocation, location}) {
    if (previousLocation && previousLocation.pathname !== location.pathname) checkAfterNavigation?.();
  },
};

export default staleBuild;
