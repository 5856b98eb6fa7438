/**
 * Front matter as Docusaurus reads it (@docusaurus/utils parses articles with the same library), for the
 * build (src/translations/status.mjs), the content checks (src/content/tools/content.mjs) and the end-to-end tests' list
 * of articles (src/shared/testFacts/site.ts).
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
 * Fields of an English article that say who keeps it true and when they last checked it (src/content/tools/articleReviews.mjs).
 * They are not text to translate: the French does not repeat them, and a review leaves its translation current.
 */
export const REVIEW_FIELDS = ['owner', 'last_reviewed', 'review_interval_days'];

/**
 * The field of an English article that lists its former addresses (src/content/addresses.mjs). Not text to translate
 * either: the French does not repeat it, and recording a move leaves the translation current.
 */
export const REDIRECT_FIELD = 'redirect_from';

/** The fields of an English article that are not text to translate. */
export const NOT_TRANSLATED_FIELDS = [...REVIEW_FIELDS, REDIRECT_FIELD];

/** An inline link to an article's file: `](../get-help/troubleshooting.mdx#anchor)`. */
export const ARTICLE_LINK = /\]\((?![a-z][a-z0-9+.-]*:|\/)([^)\s#]+\.mdx?)(#[^)\s]*)?\)/gi;

/** A whole inline link to an article's file, its text first: `[Troubleshooting](../get-help/troubleshooting.mdx#x)`. */
const WHOLE_ARTICLE_LINK = /\[([^\]]*)\]\((?![a-z][a-z0-9+.-]*:|\/)[^)\s#]+\.mdx?(#[^)\s]*)?\)/gi;

/**
 * The source with each link to an article's file reduced to its text: which file a link leads to, and whether the
 * text is a link at all, is not text to translate. A move, or a link removed with its article, leaves a translation
 * current (the build's link checks keep each language's links whole).
 * @param {string} source
 */
export function withoutArticleLinks(source) {
  return source.replace(WHOLE_ARTICLE_LINK, '$1');
}

/**
 * The source without the named top-level front matter fields (one line each), as if they had never been written.
 * @param {string} source
 * @param {string[]} fields
 */
export function withoutFields(source, fields) {
  // A field's line, and the items of a list written one per line below it.
  const lines = new RegExp(`^(${fields.join('|')}):.*(\\r?\\n|$)([ \\t]+-.*(\\r?\\n|$))*`, 'gm');
  return source.replace(/^---\r?\n[\s\S]*?\r?\n---(\r?\n|$)/, (frontMatter) => frontMatter.replace(lines, ''));
}
