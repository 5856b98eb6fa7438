/**
 * Where the browser bundle's chunks are written: named as the registry names them, with their content's hash, so that a
 * deploy renames only the files whose content changed (a page opened before it keeps the others).
 */
export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

/** The chunk of each leaf route (`./split.ts`), and that of their index (`./client/leaves.ts` names it so). */
export const routeChunk = (n: number) => `route-${n}`;
export const ROUTE_INDEX_CHUNK = 'route-index';

/** The chunks that carry the files of the chunks they alone load (`./carriedFiles.ts`). */
export const isCarrierChunk = (id: string) => id === ROUTE_INDEX_CHUNK || /^route-\d+$/.test(id);

/** What a carrier's module holds until the build writes there the files it carries (`./carriedFiles.ts`). */
export const CARRIED_FILES = 'chatgnb:carried-chunk-files';
