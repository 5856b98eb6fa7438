/**
 * The guard of the help centre's dependencies on other packages' internals (UPSTREAM.md): each entry of
 * src/upstream/inventory.json records the exact versions of the packages it relies on and the content hash of each
 * upstream file it copies, replaces, imports or mirrors. When one of them is no longer what was recorded, the entry
 * must be reviewed: `npm run check` and the build stop, naming it and the command that shows the upstream diff.
 *
 * Plain JavaScript with Node's own modules only: the build (src/upstream/plugin.ts) and the tools
 * (src/upstream/tools) both use it, and a production install has no devDependencies.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const INVENTORY_FILE = 'src/upstream/inventory.json';
export const INVENTORY_DOC = 'UPSTREAM.md';
/** The patches of installed packages' published files (patch-package, run by `postinstall`). */
export const PATCHES_DIR = 'patches';
export const REVIEW_COMMAND = 'npm run upstream -- review';
export const RECORD_COMMAND = 'npm run upstream -- record';
export const DOCUMENT_COMMAND = 'npm run upstream -- document';

/**
 * @typedef {{id: string, class: string, performance: boolean, tooling?: boolean, capability: string,
 *   packages: string[], files: Record<string, string>, ours: string[], what: string, why: string, guards: string,
 *   drop: string}} Entry
 * @typedef {{major: number, blocker: string}} HeldBack a major release not taken yet, and why
 * @typedef {{versions: Record<string, string>, majorsHeldBack?: Record<string, HeldBack>, entries: Entry[]}} Inventory
 * @typedef {{id: string, changes: string[]}} Problem
 */

/**
 * @param {string} root
 * @returns {Inventory}
 */
export function readInventory(root) {
  return JSON.parse(fs.readFileSync(path.join(root, INVENTORY_FILE), 'utf8'));
}

/**
 * The version of `pkg` installed at the project's root, or null.
 * @param {string} root
 * @param {string} pkg
 * @returns {string | null}
 */
export function installedVersion(root, pkg) {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version;
  } catch {
    return null;
  }
}

/**
 * The SHA-256 of a file under node_modules, or null when it is not there.
 * @param {string} root
 * @param {string} file
 */
export function upstreamFileHash(root, file) {
  try {
    return crypto
      .createHash('sha256')
      .update(fs.readFileSync(path.join(root, 'node_modules', file)))
      .digest('hex');
  } catch {
    return null;
  }
}

/**
 * What no longer holds of one entry: a package at another version, an upstream file changed or gone.
 * @param {string} root
 * @param {Entry} entry
 * @param {Record<string, string>} versions
 */
function changesOf(root, entry, versions) {
  /** @type {string[]} */
  const changes = [];
  for (const pkg of entry.packages) {
    const installed = installedVersion(root, pkg);
    if (installed !== versions[pkg]) {
      changes.push(`${pkg} is ${installed ?? 'not installed'}, recorded ${versions[pkg] ?? 'nothing'}`);
    }
  }
  for (const [file, recorded] of Object.entries(entry.files)) {
    const hash = upstreamFileHash(root, file);
    if (hash === null) changes.push(`${file} is gone`);
    else if (hash !== recorded) changes.push(`${file} changed`);
  }
  return changes;
}

/**
 * The entries whose recorded upstream no longer holds.
 * @param {string} root
 * @param {{tooling?: boolean}} [options] `tooling: false` leaves out the entries of test and development tools (a
 *   production install does not have them)
 * @returns {Problem[]}
 */
export function checkUpstream(root, {tooling = true} = {}, inventory = readInventory(root)) {
  return inventory.entries
    .filter((entry) => tooling || !entry.tooling)
    .map((entry) => ({id: entry.id, changes: changesOf(root, entry, inventory.versions)}))
    .filter(({changes}) => changes.length > 0);
}

const CAPABILITY_ORDER = ['signIn', 'search', 'feedback', 'hosting', 'translations', 'content', 'performance', 'site'];
/** The width UPSTREAM.md's lines are wrapped at (a word longer than that keeps its own line). */
const WIDTH = 120;

/**
 * `text` on one line or more of at most WIDTH characters, the first starting with `first`, the others with `indent`.
 * @param {string} first
 * @param {string} text
 * @param {string} [indent]
 */
function wrap(first, text, indent = '  ') {
  /** @type {string[]} */
  const lines = [];
  let line = first;
  let empty = true;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (!empty && line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = `${indent}${word}`;
    } else line = empty ? `${line}${word}` : `${line} ${word}`;
    empty = false;
  }
  lines.push(line.trimEnd());
  return lines;
}

/**
 * UPSTREAM.md as the inventory says it: one section per entry, by capability, tooling last.
 * @param {Inventory} inventory
 */
export function renderInventoryDocument(inventory) {
  /** @param {Entry} entry */
  const rank = (entry) => {
    const index = CAPABILITY_ORDER.indexOf(entry.tooling ? 'tooling' : entry.capability);
    return index < 0 ? CAPABILITY_ORDER.length : index;
  };
  const entries = [...inventory.entries]
    .sort((a, b) => rank(a) - rank(b))
    .flatMap((entry) => {
      const capability = entry.tooling ? 'tooling' : entry.capability;
      const kind = [entry.class, entry.performance ? 'performance' : '', entry.tooling ? 'tooling' : '']
        .filter((word) => word && word !== capability)
        .join(', ');
      const upstream = entry.packages.map((pkg) => `\`${pkg}\``).join(', ');
      return [
        `### ${entry.id}`,
        '',
        ...wrap('', `${capability}; ${kind}; ${upstream}.`, ''),
        '',
        ...wrap('- Relies on: ', entry.what),
        ...wrap('- Gives: ', entry.why),
        ...(entry.drop ? wrap('- Drop: ', entry.drop) : []),
        '',
      ];
    });
  const performance = inventory.entries.filter((entry) => entry.performance).length;
  return [
    '# Upstream internals',
    '',
    ...wrap(
      '',
      'What the site relies on of other packages beyond their public API: one section per entry of ' +
        '`src/upstream/inventory.json` (versions, upstream file hashes, our files, guards); the build and ' +
        '`npm run check` stop, naming the entry, when one changes ([src/upstream](src/upstream/README.md)); ' +
        `\`npm run upstream -- review <id>\` prints its diff, files and guards. Written by \`${RECORD_COMMAND}\` or ` +
        `\`${DOCUMENT_COMMAND}\`: edit the inventory, not this file.`,
      '',
    ),
    '',
    ...wrap(
      '',
      `${inventory.entries.length} entries, ${performance} of them for speed only ` +
        '(gains: [handbook/performance.md](handbook/performance.md)).',
      '',
    ),
    '',
    '## Entries',
    '',
    ...entries,
    '## Major releases not taken yet',
    '',
    ...wrap(
      '',
      'Every minor and patch release is taken (Dependabot); these majors wait on their blocker. `npm run check` ' +
        'fails once one is taken, so that its line goes.',
      '',
    ),
    '',
    ...Object.entries(inventory.majorsHeldBack ?? {}).flatMap(([pkg, {major, blocker}]) =>
      wrap(`- \`${pkg}\` ${major}: `, blocker),
    ),
    '',
  ].join('\n');
}

/**
 * The majors held back that are taken after all (their line is stale), or whose package is not installed.
 * @param {string} root
 * @param {Inventory} inventory
 */
function staleMajorsHeldBack(root, inventory) {
  return Object.entries(inventory.majorsHeldBack ?? {}).flatMap(([pkg, {major}]) => {
    const installed = installedVersion(root, pkg);
    if (installed === null) return [`${INVENTORY_FILE}: majorsHeldBack names ${pkg}, which is not installed`];
    return Number(installed.split('.')[0]) >= major
      ? [`${INVENTORY_FILE}: ${pkg} ${installed} is installed: remove its line of majorsHeldBack (major ${major})`]
      : [];
  });
}

/**
 * The inventory and its document agree, each of our files named exists, and every patch is an entry's.
 * @param {string} root
 */
export function checkInventoryDocument(root, inventory = readInventory(root)) {
  const document = fs.readFileSync(path.join(root, INVENTORY_DOC), 'utf8');
  const incomplete = inventory.entries.filter((entry) => !entry.what || !entry.why || !entry.capability);
  return [
    ...(document === renderInventoryDocument(inventory)
      ? []
      : [`${INVENTORY_DOC} is not what ${INVENTORY_FILE} says: run ${DOCUMENT_COMMAND}`]),
    ...incomplete.map(({id}) => `${INVENTORY_FILE}: "${id}" needs its capability, what it relies on and why`),
    ...inventory.entries.flatMap((entry) =>
      entry.ours
        .filter((file) => !fs.existsSync(path.join(root, file)))
        .map((file) => `${INVENTORY_FILE}: "${entry.id}" names ${file}, which does not exist`),
    ),
    ...patchFiles(root)
      .filter((file) => !inventory.entries.some((entry) => entry.ours.includes(file)))
      .map((file) => `${file} patches a package, but no entry of ${INVENTORY_FILE} names it`),
    ...staleMajorsHeldBack(root, inventory),
    ...Object.keys(inventory.versions)
      .filter((pkg) => !inventory.entries.some((entry) => entry.packages.includes(pkg)))
      .map((pkg) => `${INVENTORY_FILE}: no entry relies on ${pkg} any more: remove its version`),
  ];
}

/**
 * The patches applied to installed packages (patch-package, `postinstall`), as paths from the project's root.
 * @param {string} root
 */
function patchFiles(root) {
  const dir = path.join(root, PATCHES_DIR);
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => name.endsWith('.patch'))
        .map((name) => `${PATCHES_DIR}/${name}`)
    : [];
}

/**
 * The message that stops a build or a check: each entry, what changed, and how to review it.
 * @param {Problem[]} problems
 */
export function describeProblems(problems) {
  const lines = problems.flatMap(({id, changes}) => [
    `  ✗ ${id}: ${changes.join('; ')}`,
    `      review: ${REVIEW_COMMAND} ${id}`,
  ]);
  return [
    `${problems.length} upstream internal(s) changed since they were reviewed (${INVENTORY_DOC}):`,
    ...lines,
    `Read each diff, fix what it breaks, then record the reviewed versions and files: ${RECORD_COMMAND}`,
  ].join('\n');
}
