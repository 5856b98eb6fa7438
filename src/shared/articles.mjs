// @ts-check
/**
 * Where the articles live, for every capability that reads them at build time or in a tool. No import.meta here:
 * Docusaurus loads this module with the site's configuration, compiled to CommonJS.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The English articles and their French, relative to the project's root. */
export const EN_DOCS_DIR = 'docs';
export const FR_DOCS_DIR = 'i18n/fr/docusaurus-plugin-content-docs/current';

/**
 * Whether a file is an article: Markdown or MDX, its name not starting with `_` (Docusaurus does not publish such a
 * file: search's related terms, `_related-terms.md`).
 * @param {string} file
 */
export const isArticleFile = (file) => /\.mdx?$/.test(file) && !path.basename(file).startsWith('_');

/**
 * The articles under `dir` (`isArticleFile`), as paths relative to it with `/`, sorted; none when it does not exist.
 * @param {string} dir
 * @returns {string[]}
 */
export function listMdx(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter(isArticleFile)
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}
