import type {ComponentType, RefObject} from 'react';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';

type NoResultsProps = {root: RefObject<HTMLElement | null>};

/** The search plugin's box, and what comes with it: the help when a search finds nothing, the search signals. */
export type PluginBox = {
  SearchBar: ComponentType<WrapperProps<typeof SearchBarType>>;
  NoResults: ComponentType<NoResultsProps>;
  Signals: ComponentType<NoResultsProps>;
};

/** Performance patch "search-box-on-demand" (src/performance/patches.mjs): loaded when the reader reaches for it. */
export const LOADS_AT_ONCE = false;

export function loadPluginBox(): Promise<PluginBox> {
  // All at once, not one after the other: the plugin's box asks for autocomplete.js only once it has mounted, a
  // second round trip the reader would wait for. Failing here (offline) is the plugin's to report, when its own
  // import of the same module fails.
  import(/* webpackPrefetch: true */ '@easyops-cn/autocomplete.js').catch(() => undefined);
  return Promise.all([
    import(/* webpackPrefetch: true */ '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar'),
    import(/* webpackPrefetch: true */ '@site/src/search/NoResults/InSearchBar'),
    import(/* webpackPrefetch: true */ '@site/src/search/SearchBarSignals'),
  ]).then(([{default: SearchBar}, {default: NoResults}, {default: Signals}]) => ({
    SearchBar: SearchBar as PluginBox['SearchBar'],
    NoResults,
    Signals,
  }));
}
