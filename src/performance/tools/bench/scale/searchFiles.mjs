/**
 * Which of the files a reader downloads are "search", and what the build's files weigh.
 *
 * One list decides, by URL path (SEARCH_FILES). Each entry says what it matches and why:
 * - the search index: under each locale's folder, its parts (src/search/build/writeIndexParts.js):
 *   `search-index-dictionary.json` and the folder `search-index-<hash>/` (the plugin's whole index is not shipped);
 * - the search code: the script chunks of the build that hold the search plugin's code, in the page or in its worker.
 *   Webpack names chunks by number, so the chunks are found by what they hold (SEARCH_CODE_MARKERS), once per build.
 *
 * When the index or the code is served otherwise (a chunked index in a folder of its own, a new library), add an
 * entry here: every figure of the bench that says "search" reads this list.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Strings that only the search plugin's code holds, one per library it brings. */
export const SEARCH_CODE_MARKERS = [
  'Comlink.proxy', // the bridge between the page and the search worker (searchByWorker, the worker itself)
  'stopWordFilter', // lunr, in the page or in the worker
  'downshift', // the navbar box (src/search/theme/SearchBar/SearchBox.tsx) on downshift
  'data-markjs', // mark.js, which marks the searched words on the page opened from a hit
  'fetchIndexesByWorker', // the plugin's code that loads the index through the worker (box, search page)
];

/** The site's entry scripts, which every page runs: counted as "JavaScript before content", never as search. */
const ENTRY_SCRIPT = /\/(main|runtime~main)\.[0-9a-f]+\.js$/;

/** @param {string} buildDir */
function scriptChunks(buildDir) {
  return fs
    .readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /(^|\/)assets\/js\/[^/]+\.js$/.test(file))
    .map((file) => `/${file.split(path.sep).join('/')}`);
}

/**
 * The URL paths of the build's script chunks that hold search code.
 * @param {string} buildDir
 */
export function findSearchChunks(buildDir) {
  return new Set(
    scriptChunks(buildDir).filter((urlPath) => {
      if (ENTRY_SCRIPT.test(urlPath)) return false;
      const source = fs.readFileSync(path.join(buildDir, urlPath), 'utf8');
      return SEARCH_CODE_MARKERS.some((marker) => source.includes(marker));
    }),
  );
}

/** @type {{kind: string, what: string, matches: (urlPath: string, searchChunks: Set<string>) => boolean}[]} */
export const SEARCH_FILES = [
  {
    kind: 'index',
    what: 'the search index (search-index*.json of each locale, and its parts in search-index-<hash>/)',
    matches: (urlPath) => /\/search-index[^/]*(\/[^/]+)?\.json$/.test(urlPath),
  },
  {
    kind: 'code',
    what: 'script chunks holding search code (SEARCH_CODE_MARKERS)',
    matches: (urlPath, searchChunks) => searchChunks.has(urlPath),
  },
];

/**
 * "index", "code", or null when the file at this URL path is not search.
 * @param {string} urlPath
 * @param {Set<string>} searchChunks
 */
export function searchKind(urlPath, searchChunks) {
  return SEARCH_FILES.find((entry) => entry.matches(urlPath, searchChunks))?.kind ?? null;
}

/** @type {Map<string, {raw: number, gzip: number}>} */
const sizes = new Map();
/**
 * Raw and gzip bytes of a built file given by URL path (what the host sends for it); zero if there is none.
 * @param {string} buildDir
 * @param {string} urlPath
 * @returns {{raw: number, gzip: number}}
 */
export function fileBytes(buildDir, urlPath) {
  const file = path.join(buildDir, urlPath);
  if (!sizes.has(file)) {
    const contents = fs.existsSync(file) && fs.statSync(file).isFile() ? fs.readFileSync(file) : Buffer.alloc(0);
    sizes.set(file, {raw: contents.length, gzip: contents.length ? zlib.gzipSync(contents).length : 0});
  }
  return /** @type {{raw: number, gzip: number}} */ (sizes.get(file));
}

/**
 * The raw and gzip bytes of the files at these URL paths, added up.
 * @param {string} buildDir
 * @param {string[]} urlPaths
 */
export function totalBytes(buildDir, urlPaths) {
  return urlPaths.reduce(
    (total, urlPath) => {
      const {raw, gzip} = fileBytes(buildDir, urlPath);
      return {raw: total.raw + raw, gzip: total.gzip + gzip};
    },
    {raw: 0, gzip: 0},
  );
}

/**
 * The search index's files of a locale's folder (`prefix`: "" or "/fr"), as URL paths: its dictionary and parts.
 * @param {string} buildDir
 * @param {string} prefix
 */
export function searchIndexFiles(buildDir, prefix) {
  const dir = path.join(buildDir, prefix);
  const entries = fs.readdirSync(dir, {withFileTypes: true}).filter((entry) => entry.name.startsWith('search-index'));
  /** @param {string} folder */
  const inFolder = (folder) => fs.readdirSync(path.join(dir, folder)).map((file) => `${prefix}/${folder}/${file}`);
  return entries.flatMap((entry) => (entry.isDirectory() ? inFolder(entry.name) : [`${prefix}/${entry.name}`]));
}

/**
 * The locale's main.js (or another of every page's first scripts: `runtime~main`), as a URL path.
 * @param {string} buildDir
 * @param {string} prefix
 * @param {'main' | 'runtime~main'} name
 */
export function mainScript(buildDir, prefix, name = 'main') {
  const main = fs
    .readdirSync(path.join(buildDir, prefix, 'assets/js'))
    .find((file) => file.startsWith(`${name}.`) && /^[^.]+\.[0-9a-f]+\.js$/.test(file));
  return `${prefix}/assets/js/${main}`;
}
