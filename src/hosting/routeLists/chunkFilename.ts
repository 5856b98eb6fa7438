/**
 * Where the browser bundle's chunks are written: named as the registry names them, with their content's hash, so that a
 * deploy renames only the files whose content changed (a page opened before it keeps the others).
 */
export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';
