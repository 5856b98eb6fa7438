/**
 * The code's comments cite only what exists: a path of the repository (from one of its top-level folders) or one
 * relative to the file (`./<name>`, `../<name>.js`, with or without its extension) names a file or folder that is
 * there, and a Markdown file's section (`#anchor`, `, "Heading"`) is one of its headings. The Markdown's own links
 * and paths are markdownLinks.mjs's; placeholders and patterns (`<id>`, `*`, `…`) are not paths.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const CODE = /\.(?:[cm]?js|jsx|mts|tsx?)$/;
const NOT_SCANNED = /^(docs|i18n|static)\//;
/** A path of the repository (from one of its top-level folders), or one relative to the file; not inside a URL. */
const POINTER =
  /(?<![\w/.@:-])(?:(?:src|scripts|e2e|site-checks|handbook|patches|\.github|\.ci)\/[\w./@+-]*|\.\.?\/[\w./@+-]+)/g;
const NOT_A_PATH = /[<>*…{}]|\.\.\./;
/** A relative path in a comment names a module as an import would: with its extension or without. */
const MODULE_ENDINGS = ['', '.ts', '.tsx', '.js', '.mjs', '.json', '/index.ts', '/index.tsx', '/index.mjs'];

/**
 * Stale pointers the lead is to fix after the work in progress on these folders lands (file: pointer), each named
 * so that a new one fails. Empty it as they are fixed.
 * @type {Set<string>}
 */
export const KNOWN_ELSEWHERE = new Set([]);

/**
 * The code files git knows, and those not yet added (but not ignored).
 * @param {string} root
 */
function codeFiles(root) {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((file) => CODE.test(file) && !NOT_SCANNED.test(file) && fs.existsSync(path.join(root, file)));
}

/**
 * Each comment of a source file, with the line it starts on (from TypeScript's parse, so strings and regular
 * expressions that look like comments are not).
 * @param {string} file
 * @param {string} text
 */
export function commentsOf(file, text) {
  const kind = /\.tsx$|\.jsx$/.test(file)
    ? ts.ScriptKind.TSX
    : /\.[cm]?js$/.test(file)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  /** @type {Map<number, {line: number, text: string}>} */
  const comments = new Map();
  /** @param {number} position */
  const collect = (position) => {
    for (const range of [
      ...(ts.getLeadingCommentRanges(text, position) ?? []),
      ...(ts.getTrailingCommentRanges(text, position) ?? []),
    ]) {
      if (!comments.has(range.pos)) {
        const line = source.getLineAndCharacterOfPosition(range.pos).line + 1;
        comments.set(range.pos, {line, text: text.slice(range.pos, range.end)});
      }
    }
  };
  /** @param {ts.Node} node */
  const visit = (node) => {
    collect(node.getFullStart());
    collect(node.getEnd());
    // `{/* … */}` in JSX: a comment inside braces that hold nothing else.
    if (ts.isJsxExpression(node)) collect(node.getStart(source) + 1);
    node.forEachChild(visit);
  };
  visit(source);
  collect(source.endOfFileToken.getFullStart());
  return [...comments.values()];
}

/** After a Markdown file's path, the section it names: `#its-anchor`, or `, "Its heading"` / `("Its heading"`. */
const SECTION = /^(?:#([\w-]+)|,?\s*\(?\s*["“]([^"”]+)["”])/;

/**
 * A heading's anchor, as GitHub and Docusaurus write it.
 * @param {string} heading
 */
const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/**
 * Whether the Markdown file `target` has the section `anchor` (a slug) or `heading` (the start of a heading).
 * @param {string} root
 * @param {string} target
 * @param {{anchor?: string, heading?: string}} section
 */
function hasSection(root, target, {anchor, heading}) {
  const headings = [...fs.readFileSync(path.join(root, target), 'utf8').matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => m[1]);
  if (anchor) return headings.some((text) => slug(text) === anchor);
  const wanted = String(heading).toLowerCase();
  return headings.some((text) => text.toLowerCase().startsWith(wanted));
}

/**
 * @param {string} root
 * @param {string} target
 */
const exists = (root, target) => MODULE_ENDINGS.some((ending) => fs.existsSync(path.join(root, target + ending)));

/**
 * Each path a comment of `file` names that does not exist, as `file:line: …`.
 * @param {string} root
 * @param {string} file
 */
function stalePointers(root, file) {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  return commentsOf(file, text).flatMap(({line, text: comment}) =>
    [...comment.matchAll(POINTER)].flatMap((match) => {
      const pointer = match[0].replace(/[.,:;)'"`]+$/, '');
      // An example of a Markdown link (`](../x.mdx)`) is relative to an article, not to this file.
      const inMarkdownLink = comment.slice(0, match.index).endsWith('](');
      if (NOT_A_PATH.test(pointer) || inMarkdownLink) return [];
      const target = /^\.\.?\//.test(pointer)
        ? path.posix.normalize(path.posix.join(path.posix.dirname(file), pointer))
        : pointer.replace(/\/$/, '');
      if (KNOWN_ELSEWHERE.has(`${file}: ${pointer}`)) return [];
      if (!exists(root, target)) return [`${file}:${line}: the comment names ${pointer}, which does not exist`];
      const [, anchor, heading] = /\.md$/.test(target)
        ? (SECTION.exec(comment.slice(/** @type {number} */ (match.index) + pointer.length)) ?? [])
        : [];
      if ((anchor || heading) && !hasSection(root, target, {anchor, heading})) {
        return [`${file}:${line}: the comment names the section "${anchor ?? heading}" of ${pointer}, which has none`];
      }
      return [];
    }),
  );
}

/**
 * Each path named in a code comment of the project that does not exist.
 * @param {string} root
 */
export function checkCodePointers(root) {
  return codeFiles(root).flatMap((file) => stalePointers(root, file));
}
