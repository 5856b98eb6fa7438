// The search plugin's worker client (untyped JavaScript in the package), used only by src/search/searchClient.ts.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker' {
  /** A document of the plugin's index: title or text, URL, section hash, section title, parent page. */
  export type WorkerSearchDocument = {i: number; t: string; u: string; h?: string; s?: string; p?: number};
  export type WorkerSearchResult = {
    document: WorkerSearchDocument;
    /** 0 title, 1 heading, 2 description, 3 keywords, 4 content. */
    type: number;
    /** The page a heading or a paragraph belongs to. */
    page?: WorkerSearchDocument;
    /** The reader's words as the index found them. */
    tokens: string[];
  };
  export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
  export function searchByWorker(
    baseUrl: string,
    searchContext: string,
    input: string,
    limit: number,
  ): Promise<WorkerSearchResult[]>;
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
declare module '@generated/search/default/related-terms.json' {
  const relatedTerms: Record<string, string[][]>;
  export = relatedTerms;
}
