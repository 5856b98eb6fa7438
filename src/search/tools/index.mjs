/**
 * Search, for the other capabilities' tools: the name of the search worker's entries on its timeline; the whole index
 * of a built locale, which the build keeps outside `build/`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {ROOT} from '../../../scripts/root.mjs';
import partialIndex from '../worker/partialIndex.js';
import splitting from '../splitIndex.js';

/** `${SEARCH_MEASURE}` (a whole search) and `${SEARCH_MEASURE}:work` (the worker's own work in it): User Timing. */
export const {SEARCH_MEASURE} = partialIndex;

/**
 * The file of the whole search index of a locale's build (`build/` or `build/fr/`) of the site at `siteDir`.
 * @param {string} localeDir
 * @returns {string}
 */
export function wholeSearchIndexFile(localeDir, siteDir = ROOT) {
  return splitting.wholeIndexFile(path.join(siteDir, '.docusaurus'), localeDir);
}

/**
 * The whole search index of a locale's build as the plugin wrote it: an array of its indexes, each
 * `{documents, index}`.
 * @param {string} localeDir
 * @returns {{documents: {i: number, t: string, u: string, p?: number}[], index: object}[]}
 */
export function readWholeSearchIndex(localeDir, siteDir = ROOT) {
  return JSON.parse(fs.readFileSync(wholeSearchIndexFile(localeDir, siteDir), 'utf8'));
}
