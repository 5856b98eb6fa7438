import {describe, expect, test, vi} from 'vitest';
import {lazyValue} from './lazyValue';

const ROUTES = [
  {path: '/fr/search', exact: true},
  {path: '/fr/docs', routes: [{path: '/fr/docs/get-help/troubleshooting', exact: true, sidebar: 'tutorialSidebar'}]},
];
const CHUNK_NAMES = {'/fr/search-d93': {__comp: '1a4e3797'}, '/fr/docs-fb3': {__comp: '5e95c892', __props: 'ed7db79b'}};

describe('a route list made on first use', () => {
  test('is not made until it is read, then made once', () => {
    const make = vi.fn(() => structuredClone(ROUTES));
    const routes = lazyValue([] as typeof ROUTES, make);
    expect(make).not.toHaveBeenCalled();
    expect(routes.length).toBe(2);
    expect(routes[1]?.routes?.[0]?.path).toBe('/fr/docs/get-help/troubleshooting');
    expect(make).toHaveBeenCalledTimes(1);
  });

  test('reads as the array it stands for (how Docusaurus and react-router read the routes)', () => {
    const routes = lazyValue([] as typeof ROUTES, () => structuredClone(ROUTES));
    expect(Array.isArray(routes)).toBe(true);
    expect(routes.some((route) => route.path === '/fr/search')).toBe(true);
    expect(routes.map((route) => route.path)).toEqual(['/fr/search', '/fr/docs']);
    expect([...routes]).toEqual(ROUTES);
    expect(JSON.stringify(routes)).toBe(JSON.stringify(ROUTES));
  });

  test('reads as the object it stands for (how the registry and the chunk names are read)', () => {
    const chunkNames = lazyValue({} as typeof CHUNK_NAMES, () => structuredClone(CHUNK_NAMES));
    expect(chunkNames['/fr/docs-fb3'].__props).toBe('ed7db79b');
    expect('/fr/search-d93' in chunkNames).toBe(true);
    expect(Object.keys(chunkNames)).toEqual(Object.keys(CHUNK_NAMES));
    expect(Object.entries(chunkNames)).toEqual(Object.entries(CHUNK_NAMES));
    expect({...chunkNames}).toEqual(CHUNK_NAMES);
  });
});
