/** Search, for the other capabilities' tools: the name of the search worker's entries on its timeline. */
import chunkedIndex from '../worker/chunkedIndex.js';

/** `${SEARCH_MEASURE}` (a whole search) and `${SEARCH_MEASURE}:work` (the worker's own work in it): User Timing. */
export const {SEARCH_MEASURE} = chunkedIndex;
