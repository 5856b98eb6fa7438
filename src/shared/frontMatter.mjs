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

/**
 * Fields of an English article that say who keeps it true and when they last checked it (src/content/tools/reviews.mjs).
 * They are not text to translate: the French does not repeat them, and a review leaves its translation current.
 */
export const REVIEW_FIELDS = ['owner', 'last_reviewed', 'review_interval_days'];

/**
 * The source without the named top-level front matter fields (one line each), as if they had never been written.
 * @param {string} source
 * @param {string[]} fields
 */
export function withoutFields(source, fields) {
  const lines = new RegExp(`^(${fields.join('|')}):.*(\\r?\\n|$)`, 'gm');
  return source.replace(/^---\r?\n[\s\S]*?\r?\n---(\r?\n|$)/, (frontMatter) => frontMatter.replace(lines, ''));
}
