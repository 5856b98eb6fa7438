/** Where the browser bundle's chunks are written: named as the registry names them, with the build's hash. */
export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';
