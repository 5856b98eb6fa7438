/**
 * The search plugin's worker loader (dist/client/client/theme/searchByWorker.js, MIT), starting our worker
 * (./worker.js) instead of the plugin's. The browser bundle loads this module wherever the plugin's loader is
 * imported (an alias, ../index.js), so the site has one worker and one copy of the index.
 */
import * as Comlink from 'comlink';

let remoteWorkerPromise;

function getRemoteWorker() {
  if (process.env.NODE_ENV === 'production' && !remoteWorkerPromise) {
    remoteWorkerPromise = (async () => {
      const Remote = Comlink.wrap(new Worker(new URL('./worker.js', import.meta.url)));
      return await new Remote();
    })();
  }
  return remoteWorkerPromise;
}

export async function fetchIndexesByWorker(baseUrl, searchContext) {
  if (process.env.NODE_ENV === 'production') {
    const remoteWorker = await getRemoteWorker();
    await remoteWorker.fetchIndexes(baseUrl, searchContext);
  }
}

export async function searchByWorker(baseUrl, searchContext, input, limit) {
  if (process.env.NODE_ENV === 'production') {
    const remoteWorker = await getRemoteWorker();
    return remoteWorker.search(baseUrl, searchContext, input, limit);
  }
  return [];
}
