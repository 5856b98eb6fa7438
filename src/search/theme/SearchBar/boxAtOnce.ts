import type {ComponentType} from 'react';
import SearchBox, {type SearchBoxProps} from './SearchBox';

/**
 * The build's stand-in for ./boxOnDemand when the performance patch "search-box-on-demand" is left out
 * (`PERFORMANCE_PATCHES`): the box's code in every page's JavaScript, the box ready at once.
 */
export const SEARCH_BOX_AT_ONCE: ComponentType<SearchBoxProps> | null = SearchBox;

export function loadSearchBox(): Promise<ComponentType<SearchBoxProps>> {
  return Promise.resolve(SearchBox);
}
