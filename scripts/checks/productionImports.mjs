/**
 * What the production build loads must come from `dependencies` (`npm ci --omit=dev && npm run build` works) and
 * never from the tools (`scripts/`, `src/shared/node/` and each capability's `src/<capability>/tools/`, which may
 * import anything). This reads the imports of the files the build loads (the configuration files and `src/`, tools,
 * tests and test helpers aside; `import type` is erased, so it does not count) and names each import of a
 * devDependency or of a tool.
 */
import fs from 'node:fs';
import path from 'node:path';

const CONFIG_FILES = ['docusaurus.config.ts', 'sidebars.ts', 'serviceFacts.ts', 'siteSettings.ts'];
const SOURCE = /\.(?:[cm]?js|jsx|tsx?)$/;
const NOT_BUILT =
  /\.test\.[^.]+$|\.d\.ts$|^src\/testing\/|^src\/shared\/testFacts\/|^src\/[^/]+\/tools\/|^src\/shared\/node\//;
/** Where the tools live, as paths from the project's root. */
const TOOLS = /^(scripts|src\/[^/]+\/tools|src\/shared\/node)(\/|$)/;
/** Module names the bundler or Docusaurus provides (aliases), not packages; `@chatgnb/`: data our plugins write. */
const ALIASES =
  /^(?:@site|@theme|@theme-original|@theme-init|@generated|@chatgnb)\/|^@docusaurus\/(?:[A-Z]\w*|use[A-Z]\w*|router|renderRoutes|isInternalUrl)$/;
const IMPORTS = [
  /^\s*import\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm,
  /^\s*export\s+(?!type\b)[^'";]*?\s+from\s+['"]([^'"]+)['"]/gm,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\brequire(?:\.resolve)?\(\s*['"]([^'"]+)['"]/g,
];

/**
 * @param {string} root
 * @param {string} dir
 * @returns {string[]}
 */
function walk(root, dir) {
  return fs.readdirSync(path.join(root, dir), {withFileTypes: true}).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    return entry.isDirectory() ? walk(root, relative) : [relative];
  });
}

/**
 * The files the production build loads (or bundles), as paths from the project's root.
 * @param {string} root
 */
export function builtFiles(root) {
  const configFiles = CONFIG_FILES.filter((file) => fs.existsSync(path.join(root, file)));
  return [...configFiles, ...walk(root, 'src')].filter((file) => SOURCE.test(file) && !NOT_BUILT.test(file));
}

/** @param {string} specifier */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Each import of a built file that a production install would not have, as a sentence.
 * @param {string} root
 */
export function checkProductionImports(root) {
  const {dependencies = {}, devDependencies = {}} = JSON.parse(
    fs.readFileSync(path.join(root, 'package.json'), 'utf8'),
  );
  return builtFiles(root).flatMap((file) => {
    // Comments aside (JSDoc types name packages; webpack's hints sit inside `import(…)`).
    const source = fs
      .readFileSync(path.join(root, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|\s)\/\/[^\n]*/g, '$1');
    const specifiers = IMPORTS.flatMap((pattern) => [...source.matchAll(pattern)].map(([, specifier]) => specifier));
    return specifiers.flatMap((specifier) => {
      if (specifier.startsWith('.')) {
        const target = path
          .relative(root, path.resolve(root, path.dirname(file), specifier))
          .split(path.sep)
          .join('/');
        return TOOLS.test(target) ? [`${file} imports ${specifier}, a tool (${target})`] : [];
      }
      if (specifier.startsWith('@site/') && TOOLS.test(specifier.slice('@site/'.length))) {
        return [`${file} imports ${specifier}, a tool`];
      }
      if (specifier.startsWith('node:') || ALIASES.test(specifier)) {
        return [];
      }
      const name = packageOf(specifier);
      if (Object.hasOwn(dependencies, name)) {
        return [];
      }
      return Object.hasOwn(devDependencies, name)
        ? [`${file} imports ${specifier}, a devDependency: a production install (npm ci --omit=dev) lacks it`]
        : [`${file} imports ${specifier}, which package.json does not declare`];
    });
  });
}
