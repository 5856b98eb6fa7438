/**
 * After the build: each page served by a leaf route (./split.ts) preloads its leaf's chunk and names its module, so
 * that the page registers its own route as it starts (client/leaves.ts) without the index of all of them.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import {INVENTORY_ENTRY, type Leaf} from './split';
import {PAGE_LEAF_ATTRIBUTE} from './pageLeafAttribute';

/** The chunk ids and module ids a built chunk file holds, read from its JSONP push (what the browser runs). */
export function chunkContents(source: string): {chunks: (string | number)[]; modules: string[]} {
  const pushed: [chunks: (string | number)[], modules: Record<string, unknown>][] = [];
  const chunkArray = {push: (chunk: (typeof pushed)[number]) => pushed.push(chunk)};
  const self = new Proxy({}, {get: () => chunkArray});
  vm.runInNewContext(source, {self});
  if (pushed.length !== 1) throw new Error(`A chunk of the build is not as ${INVENTORY_ENTRY} (UPSTREAM.md) reads it.`);
  const [chunks, modules] = pushed[0]!;
  return {chunks, modules: Object.keys(modules)};
}

/** The HTML file of a route's path (trailingSlash false: `/docs/x` → docs/x.html). */
export function htmlFileOf(outDir: string, baseUrl: string, routePath: string): string {
  const relative = routePath.slice(baseUrl.length);
  return path.join(outDir, relative === '' || relative.endsWith('/') ? `${relative}index.html` : `${relative}.html`);
}

/** The preload link of a leaf's chunk, naming its chunk and module. */
export function leafLink(href: string, chunk: string | number, module: string): string {
  return `<link rel="preload" as="script" fetchpriority="low" href="${href}" ${PAGE_LEAF_ATTRIBUTE}="${chunk} ${module}">`;
}

/** Writes each leaf page's link before `</head>` (through a new file renamed over it: others read pages meanwhile). */
export function writePageLeaves({outDir, baseUrl, leaves}: {outDir: string; baseUrl: string; leaves: Leaf[]}): void {
  const scripts = path.join(outDir, 'assets/js');
  const files = new Map(
    fs
      .readdirSync(scripts)
      .map((file) => [/^route-(\d+)\.[0-9a-f]+\.js$/.exec(file)?.[1], file] as const)
      .filter((entry): entry is [string, string] => entry[0] !== undefined),
  );
  for (const leaf of leaves) {
    const file = files.get(String(leaf.n));
    if (!file)
      throw new Error(`No chunk route-${leaf.n} (${leaf.path}) in ${scripts}: see ${INVENTORY_ENTRY}, UPSTREAM.md.`);
    const {chunks, modules} = chunkContents(fs.readFileSync(path.join(scripts, file), 'utf8'));
    if (chunks.length !== 1 || modules.length !== 1) {
      throw new Error(`route-${leaf.n} holds more than its leaf's module: see ${INVENTORY_ENTRY}, UPSTREAM.md.`);
    }
    const html = htmlFileOf(outDir, baseUrl, leaf.path);
    const page = fs.readFileSync(html, 'utf8');
    if (!page.includes('</head>')) throw new Error(`${html} has no </head>.`);
    const link = leafLink(`${baseUrl}assets/js/${file}`, chunks[0]!, modules[0]!);
    fs.writeFileSync(`${html}.tmp`, page.replace('</head>', `${link}</head>`));
    fs.renameSync(`${html}.tmp`, html);
  }
}
