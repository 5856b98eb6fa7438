/** An article's path without its language's base: `/fr/docs/x` and `/docs/x` are the same article, `/docs/x`. */
export function articleOf(permalink: string, baseUrl: string): string {
  return permalink.startsWith(baseUrl) ? `/${permalink.slice(baseUrl.length)}` : permalink;
}
