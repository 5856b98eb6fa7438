import type {ComponentType} from 'react';
import type {SearchBoxProps} from './SearchBox';

/**
 * Performance patch "search-box-on-demand" (src/performance/patches.mjs): the box's code (downshift, the worker's
 * client) is fetched when the reader reaches for the box; until then, ./index.tsx draws the box without it.
 */
export const SEARCH_BOX_AT_ONCE: ComponentType<SearchBoxProps> | null = null;

export function loadSearchBox(): Promise<ComponentType<SearchBoxProps>> {
  return import(/* webpackPrefetch: true */ './SearchBox').then(({default: SearchBox}) => SearchBox);
}
