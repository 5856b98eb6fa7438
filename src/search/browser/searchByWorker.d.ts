// The search plugin's worker client (untyped JavaScript in the package), used only by src/search/browser/searchClient.ts.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker' {
  export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
  /** The pages that answer `input`, at most `limit`, best first (our patch of the worker: src/search/worker). */
  export function searchByWorker(
    baseUrl: string,
    searchContext: string,
    input: string,
    limit: number,
  ): Promise<import('@site/src/search/worker/passages').Answer[]>;
}

// The search plugin's keyboard shortcut helpers (untyped JavaScript in the package); see src/search/theme/SearchBar.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap' {
  export type Keymap = {key: string; ctrl: boolean; alt: boolean; shift: boolean; meta: boolean};
  export function parseKeymap(keymap: string): Keymap;
  export function matchesKeymap(event: KeyboardEvent, keymap: Keymap): boolean;
  export function getKeymapHints(keymap: string, isMac: boolean): string[];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform' {
  export function isMacPlatform(): boolean;
}

// Marks the searched words on a page opened from a hit (src/search/theme/DocItem/Content).
declare module 'mark.js' {
  export default class Mark {
    constructor(context: Element);
    mark(
      keywords: string | string[],
      options?: {
        exclude?: string[];
        separateWordSearch?: boolean;
        acrossElements?: boolean;
        className?: string;
        done?: () => void;
      },
    ): void;
    unmark(options?: {done?: () => void}): void;
  }
}

// The authors' related terms as the build read them (src/search/plugin.ts), for the worker (worker/readerSearch.js).
declare module '@chatgnb/related-terms.json' {
  const relatedTerms: Record<string, string[][]>;
  export = relatedTerms;
}
