declare module '@chatgnb/route-lists-index' {
  const leaves: [path: string, load: () => Promise<{default: import('./leaves').LeafModule}>][];
  export default leaves;
  /** The files of the route chunks (../carriedFiles.ts). */
  export const files: Record<string, string>;
}
