/**
 * The router matches a path without parameters by comparing strings (patches/README.md, "Routes matched without a
 * regular expression each"): it must match exactly what the path's regular expression matched.
 */
import {describe, expect, it} from 'vitest';
// The file the bundler reads, the one the patch changes (the package's `main` is another build).
import {matchPath} from 'react-router/esm/react-router.js';

type Options = {exact: boolean; sensitive: boolean};

/** What path-to-regexp 1.x compiles a path without parameters to, and what matchPath made of its match. */
function matchedByRegExp(path: string, pathname: string, {exact, sensitive}: Options) {
  const escaped = path.replace(/\/$/, '').replace(/[.+*?=^!:${}()[\]|/\\]/g, '\\$&');
  const regexp = new RegExp(`^${escaped}(?:\\/(?=$))?${exact ? '$' : '(?=\\/|$)'}`, sensitive ? '' : 'i');
  const match = regexp.exec(pathname);
  if (!match) return null;
  const url = match[0];
  if (exact && pathname !== url) return null;
  return {path, url: path === '/' && url === '' ? '/' : url, isExact: pathname === url, params: {}};
}

const OPTIONS: Options[] = [
  {exact: true, sensitive: false},
  {exact: false, sensitive: false},
  {exact: true, sensitive: true},
  {exact: false, sensitive: true},
];

/** A small deterministic generator, so that a failure names a case that comes back. */
function* generatedPaths(count: number): Generator<[string, string]> {
  const pieces = ['/', '/', 'docs', 'Docs', 'fr', 'a', '-', '.', 'é', 'K', 'k', '%C3%A9', ''];
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % pieces.length;
  const pathOf = () => Array.from({length: 1 + (next() % 5)}, () => pieces[next()]).join('');
  for (let i = 0; i < count; i += 1) {
    const path = `/${pathOf()}`;
    const pathname = next() % 3 === 0 ? `${path}${pathOf()}` : `/${pathOf()}`;
    yield [path, pathname];
  }
}

describe('matchPath without parameters', () => {
  it.each([
    ['/', '/'],
    ['/', '/docs'],
    ['/fr/docs', '/fr/docs'],
    ['/fr/docs', '/fr/docs/'],
    ['/fr/docs', '/FR/Docs/about'],
    ['/fr/docs', '/fr/docsx'],
    ['/fr/docs/', '/fr/docs'],
    ['/docs/category/how-to-use-chatgnb', '/docs/category/how-to-use-chatgnb/'],
    ['/docs/a.b', '/docs/aXb'],
    ['/docs/k', '/docs/\u212a'],
  ])('%s against %s, as its regular expression', (path, pathname) => {
    for (const options of OPTIONS) {
      expect(matchPath(pathname, {path, ...options}), JSON.stringify(options)).toEqual(
        matchedByRegExp(path, pathname, options),
      );
    }
  });

  it('matches 4,000 generated paths as their regular expressions do', () => {
    for (const [path, pathname] of generatedPaths(4000)) {
      for (const options of OPTIONS) {
        expect(matchPath(pathname, {path, ...options}), `${path} ${pathname} ${JSON.stringify(options)}`).toEqual(
          matchedByRegExp(path, pathname, options),
        );
      }
    }
  });

  it('still reads parameters', () => {
    expect(matchPath('/docs/42', {path: '/docs/:id', exact: true})).toEqual({
      path: '/docs/:id',
      url: '/docs/42',
      isExact: true,
      params: {id: '42'},
    });
  });
});
