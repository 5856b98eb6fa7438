/**
 * Front matter as Docusaurus reads it (@docusaurus/utils parses articles with the same library), for the
 * build (src/translations/status.mjs), the content checks (src/content/tools/content.mjs) and the end-to-end tests' list
 * of articles (e2e/site.ts).
 * No import.meta here: Playwright loads this module too, compiled to CommonJS.
 */
import matter from '@11ty/gray-matter';

/**
 * `data`: the fields, in the order they are written; `body`: what follows the closing `---` (the whole source
 * when there is no front matter).
 * @param {string} source
 * @returns {{data: Record<string, unknown>, body: string}}
 */
export function parseFrontMatter(source) {
  // The `{}` turns off the library's cache, which hands every caller of the same text one shared object.
  const {data, content} = matter(source, {});
  return {data, body: content};
}
