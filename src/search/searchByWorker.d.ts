// The search plugin's worker loader (untyped JavaScript in the package); see src/search/theme/SearchBar.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker' {
  export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
}

// The search plugin's keyboard shortcut helpers (untyped JavaScript in the package); see src/search/theme/SearchBar/Shell.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap' {
  export type Keymap = {key: string; ctrl: boolean; alt: boolean; shift: boolean; meta: boolean};
  export function parseKeymap(keymap: string): Keymap;
  export function matchesKeymap(event: KeyboardEvent, keymap: Keymap): boolean;
  export function getKeymapHints(keymap: string, isMac: boolean): string[];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform' {
  export function isMacPlatform(): boolean;
}

// The plugin's dropdown (untyped JavaScript); src/search/theme/SearchBar only loads it early, the plugin uses it.
declare module '@easyops-cn/autocomplete.js';

// The plugin's navbar box (untyped JSX), loaded on demand by src/search/theme/SearchBar/pluginBox.ts.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar' {
  import type {ComponentType} from 'react';
  const SearchBar: ComponentType<Record<string, unknown>>;
  export default SearchBar;
}
