/**
 * Over the build: each article and category page preloads the chunk of its own route and names its module (so that
 * it starts without the routes of the others), and the other pages name none.
 */
import fs from 'node:fs';
import path from 'node:path';
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

test.each(['', '/fr'])('%s: the runtime keeps one content hash per chunk, and no table of chunk names', (prefix) => {
  const folder = path.join(BUILD, prefix, 'assets/js');
  const runtime = fs.readFileSync(
    path.join(
      folder,
      fs.readdirSync(folder).find((file) => /^runtime~main\.[0-9a-f]+\.js$/.test(file))!,
    ),
    'utf8',
  );
  // Docusaurus's table names each chunk's id ("0058b4c6":"42530"); the registry's names are the ids now.
  expect(runtime.match(/"[^"]+":"\d{1,7}"/g) ?? []).toHaveLength(0);
  const chunkFiles = fs
    .readdirSync(folder)
    .filter((file) => /\.js$/.test(file) && !/^(main|runtime~main)\./.test(file));
  expect(runtime.match(/:"[0-9a-f]{8}"/g)?.length).toBeLessThanOrEqual(chunkFiles.length);
});
