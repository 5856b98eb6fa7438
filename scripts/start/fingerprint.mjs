/**
 * Whether build-start/ (npm start's build) is up to date: a hash of everything the build reads (the project's
 * files, the commit, whose dates the articles show, the settings of .env.example and the Node.js version), recorded
 * in the build once it succeeded.
 */
import {execFileSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const START_BUILD_DIR = 'build-start';
const RECORD_FILE = '.start-fingerprint';
/** Files the build never reads: tests, CI, the maintainers' documents. */
const NOT_BUILD_INPUTS = [/^e2e\//, /^handbook\//, /^\.github\//, /^\.ci\//, /^[^/]+\.md$/];
/** Folders that are never sources, for a copy of the project without git. */
const NEVER_SOURCES = /^(\.git|node_modules|\.docusaurus|build(-.*)?|test-results|playwright-report|bench-results)$/;
/** What every complete build of both languages holds. */
const COMPLETE_BUILD = ['index.html', 'fr/index.html', 'staticwebapp.config.json'];

/**
 * @param {string} root
 * @param {string[]} args
 */
function git(root, args) {
  try {
    return execFileSync('git', args, {cwd: root, stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024});
  } catch {
    return null;
  }
}

/**
 * @param {string} root
 * @returns {string[]}
 */
function walk(root, dir = '') {
  return fs.readdirSync(path.join(root, dir), {withFileTypes: true}).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return dir === '' && NEVER_SOURCES.test(entry.name) ? [] : walk(root, file);
    return entry.isFile() ? [file] : [];
  });
}

/**
 * The project's files, as git sees them (tracked, or new and not ignored), else every file but outputs.
 * @param {string} root
 */
export function sourceFiles(root) {
  const listed = git(root, ['ls-files', '-z', '--cached', '--others', '--exclude-standard']);
  const files = listed ? listed.toString().split('\0').filter(Boolean) : walk(root);
  return [...new Set(files)].filter((file) => !NOT_BUILD_INPUTS.some((pattern) => pattern.test(file))).sort();
}

/**
 * The names of the build's settings, from .env.example (where each is documented).
 * @param {string} root
 */
export function settingNames(root) {
  const example = fs.readFileSync(path.join(root, '.env.example'), 'utf8');
  return [...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map(([, name]) => name).sort();
}

/**
 * @param {string} root
 * @param {NodeJS.ProcessEnv} env
 */
export function startBuildFingerprint(root, env) {
  const hash = crypto.createHash('sha256');
  /** @param {string[]} parts */
  const add = (...parts) => parts.forEach((part) => hash.update(`${part}\0`));
  add('node', process.version, 'commit', git(root, ['rev-parse', 'HEAD'])?.toString().trim() ?? 'none');
  for (const name of settingNames(root)) add(name, env[name] ?? '');
  for (const file of sourceFiles(root)) {
    add(file);
    try {
      hash.update(fs.readFileSync(path.join(root, file)));
    } catch {
      add('(deleted)');
    }
  }
  return hash.digest('hex');
}

/**
 * @param {string} outDir
 * @param {string} fingerprint
 */
export function buildIsUpToDate(outDir, fingerprint) {
  try {
    const recorded = fs.readFileSync(path.join(outDir, RECORD_FILE), 'utf8').trim();
    return recorded === fingerprint && COMPLETE_BUILD.every((file) => fs.existsSync(path.join(outDir, file)));
  } catch {
    return false;
  }
}

/**
 * Empties the build folder before a build: a build adds to it, and files of a removed article would stay.
 * @param {string} outDir
 */
export function clearBuild(outDir) {
  fs.rmSync(outDir, {recursive: true, force: true});
}

/**
 * @param {string} outDir
 * @param {string} fingerprint
 */
export function recordBuild(outDir, fingerprint) {
  fs.writeFileSync(path.join(outDir, RECORD_FILE), `${fingerprint}\n`);
}
