/**
 * The heaviest HTML page of one language of a build: what a reader of the site's longest section downloads before
 * anything else, and the first figure to grow when a section outgrows its sidebar.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileBytes} from './searchFiles.mjs';

/**
 * The URL paths of a language's HTML pages: `prefix` "" is the default language, at the root, without the other
 * languages' folders (`otherPrefixes`, such as "/fr").
 * @param {string} buildDir
 * @param {string} prefix
 * @param {string[]} otherPrefixes
 */
function htmlPages(buildDir, prefix, otherPrefixes) {
  const root = path.join(buildDir, prefix);
  const others = otherPrefixes.filter((other) => other !== prefix).map((other) => `${other.slice(1)}/`);
  return fs
    .readdirSync(root, {recursive: true, encoding: 'utf8'})
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html') && !others.some((other) => prefix === '' && file.startsWith(other)))
    .map((file) => `${prefix}/${file}`);
}

/**
 * The largest HTML page of a language (by raw bytes), with its raw and gzip bytes and how many pages there are.
 * @param {string} buildDir
 * @param {string} prefix "" or "/fr"
 * @param {string[]} allPrefixes every language's prefix
 * @returns {{path: string, raw: number, gzip: number, pages: number} | undefined}
 */
export function largestPage(buildDir, prefix, allPrefixes) {
  const pages = htmlPages(buildDir, prefix, allPrefixes);
  const sized = pages.map((urlPath) => ({urlPath, raw: fs.statSync(path.join(buildDir, urlPath)).size}));
  const largest = sized.reduce((a, b) => (b.raw > a.raw ? b : a), sized[0]);
  if (!largest) return undefined;
  const {raw, gzip} = fileBytes(buildDir, largest.urlPath);
  return {path: largest.urlPath, raw, gzip, pages: pages.length};
}
