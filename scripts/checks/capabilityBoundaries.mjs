/**
 * ESLint rule: a module of one capability (a folder of src/ with a plugin.ts) reaches another capability only
 * through its index: `src/<capability>/index.ts` for the site, `src/<capability>/tools/index.mjs` for its tools.
 * The home page, the site's own theme components and shared utilities obey it too, and so do the browser journeys
 * (e2e/), the checks over the build (site-checks/) and the commands (scripts/).
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SRC = path.join(ROOT, 'src');

/** The capabilities: the folders of src/ that hold a Docusaurus plugin. */
export function capabilities(src = SRC) {
  return fs
    .readdirSync(src, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(src, entry.name, 'plugin.ts')))
    .map((entry) => entry.name);
}

/**
 * The capability a path of src/ is in, or null.
 * @param {string} file
 * @param {string[]} known
 */
function capabilityOf(file, known) {
  const [first, second] = path.relative(SRC, file).split(path.sep);
  return second !== undefined && known.includes(first) ? first : null;
}

const THROUGH_INDEX = /^(index(\.tsx?)?|tools(\/index(\.mjs)?)?)$/;

/**
 * Where `specifier`, imported by `file`, points under src/, or null for a package.
 * @param {string} specifier
 * @param {string} file
 */
function targetOf(specifier, file) {
  if (specifier.startsWith('@site/')) return path.join(ROOT, specifier.slice('@site/'.length));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier);
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: {description: 'Reach another capability only through its index (src/<capability>/index.ts, tools/index.mjs)'},
    messages: {
      throughIndex:
        "'{{specifier}}' reaches inside the {{capability}} capability: import what it offers from '@site/src/{{capability}}' (its index.ts), or, in a tool, from its tools/index.mjs.",
    },
    schema: [],
  },
  create(context) {
    const known = capabilities();
    const file = context.filename;
    const own = capabilityOf(file, known);
    /**
     * @param {import('estree').Node} node
     * @param {unknown} specifier
     */
    const check = (node, specifier) => {
      if (typeof specifier !== 'string') return;
      const target = targetOf(specifier, file);
      if (!target || !target.startsWith(SRC + path.sep)) return;
      const capability = capabilityOf(target, known);
      if (!capability || capability === own) return;
      const inside = path.relative(path.join(SRC, capability), target).split(path.sep).join('/');
      if (!THROUGH_INDEX.test(inside)) {
        context.report({node, messageId: 'throughIndex', data: {specifier, capability}});
      }
    };
    /** @param {import('estree').ImportDeclaration | import('estree').ExportNamedDeclaration | import('estree').ExportAllDeclaration} node */
    const fromSource = (node) => node.source && check(node.source, node.source.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => check(node.source, node.source.type === 'Literal' ? node.source.value : undefined),
      CallExpression(node) {
        const [argument] = node.arguments;
        if (node.callee.type === 'Identifier' && node.callee.name === 'require' && argument?.type === 'Literal') {
          check(argument, argument.value);
        }
      },
    };
  },
};
