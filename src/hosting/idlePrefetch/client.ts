import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {PREFETCHES_ISSUED_MARK} from './marks';

type Docusaurus = {prefetch: (routePath: string) => unknown; preload: (routePath: string) => unknown};
type IdleWindow = Window & {docusaurus?: Docusaurus};

/** Spare time below this is left to the browser: a prefetch takes about a millisecond. */
const MIN_IDLE_MS = 2;
/** The longest slice of prefetches: an idle period can last 50 ms, and a tap during it would wait that long. */
const MAX_SLICE_MS = 8;

const whenIdle: (callback: (deadline: IdleDeadline) => void) => void =
  ExecutionEnvironment.canUseDOM && 'requestIdleCallback' in window
    ? (callback) => window.requestIdleCallback(callback)
    : (callback) => {
        // Safari has no requestIdleCallback: one short slice per macrotask.
        setTimeout(() => {
          const start = performance.now();
          callback({didTimeout: false, timeRemaining: () => Math.max(0, MAX_SLICE_MS - (performance.now() - start))});
        }, 0);
      };

function idlePrefetch(prefetch: Docusaurus['prefetch']): Docusaurus['prefetch'] {
  const queue: string[] = [];
  const drain = (deadline: IdleDeadline) => {
    const sliceEnd = performance.now() + MAX_SLICE_MS;
    while (queue.length > 0 && deadline.timeRemaining() > MIN_IDLE_MS && performance.now() < sliceEnd) {
      prefetch(queue.shift()!);
    }
    if (queue.length > 0) whenIdle(drain);
    else performance.mark(PREFETCHES_ISSUED_MARK);
  };
  return (routePath) => {
    queue.push(routePath);
    if (queue.length === 1) whenIdle(drain);
    return true;
  };
}

// Docusaurus's client entry assigns `window.docusaurus` once, after the client modules have loaded, and freezes
// the object: wrap it as it is assigned.
if (ExecutionEnvironment.canUseDOM) {
  let docusaurus: Docusaurus | undefined;
  Object.defineProperty(window as IdleWindow, 'docusaurus', {
    configurable: true,
    get: () => docusaurus,
    set: (assigned: Docusaurus) => {
      docusaurus = Object.freeze({...assigned, prefetch: idlePrefetch(assigned.prefetch)});
    },
  });
}
