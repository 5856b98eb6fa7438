/**
 * The files of the chunks the runtime's table leaves out (../carriedFiles.ts), as the chunks that load them carry
 * them: the runtime asks here first for a chunk's file (`__webpack_get_script_filename__`, which the bundler lets a
 * page replace), then its own table.
 */
// eslint-disable-next-line prefer-const -- the bundler's variable, which this module assigns below
declare let __webpack_get_script_filename__: (chunkId: string | number) => string;
declare const __webpack_public_path__: string;

const carried = new Map<string, string>();
const fromRuntime = __webpack_get_script_filename__;
__webpack_get_script_filename__ = (chunkId) => carried.get(String(chunkId)) ?? fromRuntime(chunkId);

/** Adds the files a chunk carries: chunk id → file, under the bundle's public path. */
export function addChunkFiles(files: Record<string, string>): void {
  for (const [chunk, file] of Object.entries(files)) carried.set(chunk, file);
}

/** Adds a chunk's file from a link of the page (its address under the bundle's public path). */
export function addChunkFileOfLink(chunk: string, href: string): void {
  if (!href.startsWith(__webpack_public_path__)) throw new Error(`${href} is not under ${__webpack_public_path__}`);
  carried.set(chunk, href.slice(__webpack_public_path__.length));
}
