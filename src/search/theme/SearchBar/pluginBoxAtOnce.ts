import PluginSearchBar from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar';
import NoResults from '@site/src/search/NoResults/InSearchBar';
import Signals from '@site/src/search/SearchBarSignals';
import type {PluginBox} from './pluginBox';

/**
 * The build's stand-in for ./pluginBox when the performance patch "search-box-on-demand" is left out
 * (`PERFORMANCE_PATCHES`): the plugin's box in every page's JavaScript, mounted at once, as the plugin does.
 */
export const LOADS_AT_ONCE = true;

export function loadPluginBox(): Promise<PluginBox> {
  return Promise.resolve({SearchBar: PluginSearchBar as PluginBox['SearchBar'], NoResults, Signals});
}
