/**
 * The built pages load their scripts after the first paint: each
 * page preloads runtime~main.js and main.js at low priority, runs no script of its own from `src`, and carries the
 * loader that runs them (./index.ts).
 */
import {describe, expect, test} from 'vitest';
import {page} from '../../testing/builtPages';
import {AFTER_FIRST_PAINT_ATTRIBUTE} from './';

const PAGES = ['/', '/docs/how-to-use-chatgnb/how-to-write-prompts', '/docs/category/how-to-use-chatgnb', '/search'];

describe.each(['', '/fr'])('%s: the page scripts run after the first paint', (prefix) => {
  test.each(PAGES)('%s preloads runtime~main.js and main.js, in that order, and carries the loader', (urlPath) => {
    const document = page(`${prefix}${urlPath}`);
    const preloads = [...document.querySelectorAll(`link[${AFTER_FIRST_PAINT_ATTRIBUTE}]`)];
    expect(preloads.map((link) => link.getAttribute('href')?.replace(/\.[0-9a-f]+\.js$/, ''))).toEqual([
      `${prefix}/assets/js/runtime~main`,
      `${prefix}/assets/js/main`,
    ]);
    expect(
      preloads.map((link) => [link.getAttribute('rel'), link.getAttribute('as'), link.getAttribute('fetchpriority')]),
    ).toEqual([
      ['preload', 'script', 'low'],
      ['preload', 'script', 'low'],
    ]);
    expect(document.querySelectorAll('script[src]')).toHaveLength(0);
    const inline = [...document.querySelectorAll('script:not([src]):not([type])')].map((script) => script.textContent);
    expect(inline.some((script) => script?.includes(`link[${AFTER_FIRST_PAINT_ATTRIBUTE}]`))).toBe(true);
  });
});
