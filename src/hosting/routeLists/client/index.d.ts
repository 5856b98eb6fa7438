declare module '@chatgnb/route-lists-index' {
  const leaves: [path: string, load: () => Promise<{default: import('./leaves').LeafModule}>][];
  export default leaves;
}
