// The search plugin's worker loader (untyped JavaScript in the package); see src/theme/SearchBar.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker' {
  export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
}
