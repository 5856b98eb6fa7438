/**
 * Performance patch "route-lists-after-startup": Docusaurus's route lists (every route, the registry of their
 * modules, their chunk names) are made in a task of their own once main.js has run, not in the task that runs it.
 */
import {lazyValue} from './lazyValue';

// A `require` in a function is evaluated when the function runs, not with main.js (as an import would be).
declare const require: (id: string) => unknown;

export const routes = lazyValue(
  [] as unknown[],
  () => (require('@generated-original/routes') as {default: unknown[]}).default,
);
export const registry = lazyValue({}, () => (require('@generated-original/registry') as {default: object}).default);
export const routesChunkNames = lazyValue({}, () => require('@generated-original/routesChunkNames.json') as object);

// Only the browser's bundle holds this module (../plugin.ts). The timer runs before the task that matches the page's
// route, which Docusaurus's client entry schedules after this module runs.
window.setTimeout(() => {
  void routes.length;
  void Reflect.has(registry, '');
  void Reflect.has(routesChunkNames, '');
}, 0);
