/**
 * Every import points down, and no two folders import each other, even through others. The floors, from the ground:
 * `src/shared/` (what everything may use: the site's pure code, `node/` for Node's, `testFacts/` for the tests'), the
 * site's folders of `src/` (capabilities with their tools, pages, theme), the tests' harness (`src/testing/`), the
 * tests (beside the code, `site-checks/`, `e2e/`), and the commands (`scripts/`).
 */
import fs from 'node:fs';
import path from 'node:path';

const SCANNED = ['src', 'scripts', 'e2e', 'site-checks'];
const SOURCE = /\.(?:[cm]?js|mts|tsx?)$/;
const SKIPPED = /(^|\/)(node_modules|generated|\.auth)(\/|$)/;
const SPECIFIERS = [
  /^\s*(?:import|export)\s[^'";]*?\bfrom\s+['"]([^'"]+)['"]/gm,
  /^\s*import\s+['"]([^'"]+)['"]/gm,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\brequire(?:\.resolve)?\(\s*['"]([^'"]+)['"]/g,
];

/**
 * @param {string} root
 * @param {string} dir
 * @returns {string[]}
 */
function walk(root, dir) {
  if (!fs.existsSync(path.join(root, dir))) return [];
  return fs.readdirSync(path.join(root, dir), {withFileTypes: true}).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (SKIPPED.test(relative)) return [];
    return entry.isDirectory() ? walk(root, relative) : SOURCE.test(entry.name) ? [relative] : [];
  });
}

const TEST_FILE = /\.(test|spec)\.[^.]+$/;

/**
 * The folder a path from the root is in (`src/signIn`, `scripts`, …), or null outside the scanned ones. The tests
 * beside a folder's code are a folder of their own (`src/signIn tests`): they stand on the code, not in it.
 * @param {string} file
 */
export function folderOf(file) {
  const [top, second] = file.split('/');
  if (!SCANNED.includes(top)) return null;
  const folder = top === 'src' ? (second && second !== path.posix.basename(file) ? `src/${second}` : null) : top;
  return folder && floorOf(folder) === 1 && TEST_FILE.test(file) ? `${folder} tests` : folder;
}

/**
 * The floor of a folder: 0 the ground (src/shared), 1 the site's folders, 2 the tests' harness (src/testing),
 * 3 the tests, 4 the commands (scripts).
 * @param {string} folder
 */
export function floorOf(folder) {
  if (folder === 'src/shared') return 0;
  if (folder === 'src/testing') return 2;
  if (folder === 'e2e' || folder === 'site-checks' || folder.endsWith(' tests')) return 3;
  if (folder === 'scripts') return 4;
  return 1;
}

/**
 * The files of the project each file imports, as paths from the root (packages and aliases left out).
 * @param {string} root
 */
export function importsOf(root) {
  return SCANNED.flatMap((dir) => walk(root, dir)).flatMap((file) => {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const specifiers = new Set(SPECIFIERS.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1])));
    return [...specifiers].flatMap((specifier) => {
      const target = specifier.startsWith('@site/')
        ? specifier.slice('@site/'.length)
        : specifier.startsWith('.')
          ? path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
          : null;
      return target === null ? [] : [{file, target}];
    });
  });
}

/**
 * Why an import from `from` to `to` runs back up, or null when it points down or stays on its floor.
 * Two site folders may import each other's doors (the capability rule, site/capability-boundaries, says how).
 * @param {string} from
 * @param {string} to
 */
function upward(from, to) {
  const [low, high] = [floorOf(from), floorOf(to)];
  if (high > low) return `${from} (floor ${low}) imports ${to} (floor ${high})`;
  if (low === 3 && high === 3) return `the tests of ${from} import those of ${to}`;
  return null;
}

/**
 * The loops between folders: each strongly connected set of two or more folders (Tarjan's algorithm).
 * @param {Map<string, Set<string>>} graph
 */
function loops(graph) {
  let index = 0;
  /** @type {Map<string, {index: number, low: number}>} */
  const seen = new Map();
  /** @type {string[]} */
  const stack = [];
  /** @type {string[][]} */
  const found = [];
  /** @param {string} node */
  const visit = (node) => {
    const mark = {index, low: index};
    seen.set(node, mark);
    index += 1;
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!seen.has(next)) {
        visit(next);
        mark.low = Math.min(mark.low, /** @type {{low: number}} */ (seen.get(next)).low);
      } else if (stack.includes(next)) {
        mark.low = Math.min(mark.low, /** @type {{index: number}} */ (seen.get(next)).index);
      }
    }
    if (mark.low === mark.index) {
      const members = stack.splice(stack.indexOf(node));
      if (members.length > 1) found.push(members.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!seen.has(node)) visit(node);
  return found;
}

/**
 * The imports that run back up and the loops between folders, as sentences naming the files.
 * @param {string} root
 */
export function checkImportLayers(root) {
  return importGraph(root).problems;
}

/**
 * The imports between folders, the folders, and the problems (imports back up, then loops).
 * @param {string} root
 */
export function importGraph(root) {
  const imports = importsOf(root)
    .map(({file, target}) => ({file, target, from: folderOf(file), to: folderOf(target)}))
    .filter(({from, to}) => from !== null && to !== null && from !== to);
  /** @type {Map<string, Set<string>>} */
  const graph = new Map();
  const upwards = imports.flatMap(({file, target, from, to}) => {
    const why = upward(/** @type {string} */ (from), /** @type {string} */ (to));
    if (!graph.has(/** @type {string} */ (from))) graph.set(/** @type {string} */ (from), new Set());
    graph.get(/** @type {string} */ (from))?.add(/** @type {string} */ (to));
    return why ? [`${file} imports ${target}, back up: ${why}.`] : [];
  });
  const loopProblems = loops(graph).map((members) => {
    const arrows = imports
      .filter(
        ({from, to}) => members.includes(/** @type {string} */ (from)) && members.includes(/** @type {string} */ (to)),
      )
      .map(({file, target}) => `${file} → ${target}`);
    return `The folders ${members.join(', ')} import each other: ${arrows.join('; ')}.`;
  });
  const folders = new Set(imports.flatMap(({from, to}) => [from, to]));
  return {
    imports: imports.length,
    folders: folders.size,
    upwards,
    loops: loopProblems,
    problems: [...upwards, ...loopProblems],
  };
}

// `node scripts/checks/importLayers.mjs`: the graph's counts, then its problems.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const graph = importGraph(process.cwd());
  console.log(
    `${graph.imports} imports between ${graph.folders} folders: ${graph.upwards.length} back up, ${graph.loops.length} loops.`,
  );
  for (const problem of graph.problems) console.log(`- ${problem}`);
}
