/**
 * `npm ci` must compile nothing and download nothing outside the npm registry: a fresh machine has no system
 * libraries to compile against, and behind many proxies only the registry is reachable. A package with an install
 * script (`hasInstallScript` in package-lock.json, which also marks native modules built by node-gyp) may only be
 * installed if it is listed here, with the reason it is harmless. package.json's `allowScripts` denies each of them,
 * so npm 11 runs none; npm 10 still runs them, which is why each reason must hold without network or compiler.
 */

/** @type {Record<string, string>} package name → why its install script is harmless. */
export const INSTALL_SCRIPTS_ALLOWED = {
  '@swc/core':
    'postinstall only checks that its prebuilt binary (an optional dependency from the registry) loads; it compiles nothing.',
  'core-js': 'postinstall prints a funding message.',
};

/**
 * @typedef {{name?: string, version: string, hasInstallScript?: boolean}} LockEntry
 * @typedef {{name: string, version: string, path: string}} InstallScript
 */

/**
 * The name a lockfile entry installs: the real package for an alias (`npm:` override), else its folder's name.
 * @param {string} lockPath
 * @param {LockEntry} entry
 */
function packageName(lockPath, entry) {
  return entry.name ?? lockPath.slice(lockPath.lastIndexOf('node_modules/') + 'node_modules/'.length);
}

/**
 * Packages of a parsed package-lock.json (lockfileVersion 2 or 3) that have an install script and are not allowed.
 * @param {{packages?: Record<string, LockEntry>}} lock
 * @param {Record<string, string>} [allowed]
 * @returns {InstallScript[]}
 */
export function unexpectedInstallScripts(lock, allowed = INSTALL_SCRIPTS_ALLOWED) {
  return Object.entries(lock.packages ?? {})
    .filter(([lockPath, entry]) => lockPath !== '' && entry.hasInstallScript)
    .map(([lockPath, entry]) => ({name: packageName(lockPath, entry), version: entry.version, path: lockPath}))
    .filter(({name}) => !Object.hasOwn(allowed, name));
}

/**
 * One line per unexpected package, saying what to do.
 * @param {InstallScript[]} found
 */
export function describeUnexpectedInstallScripts(found) {
  return found.map(
    ({name, version, path}) =>
      `${name}@${version} (${path}) has an install script: npm ci would run or compile it on every machine. ` +
      `Replace or drop it (an "overrides" entry in package.json), or, if it is harmless without network or ` +
      `compiler, add it with the reason to scripts/checks/installScripts.mjs and deny it in "allowScripts".`,
  );
}
