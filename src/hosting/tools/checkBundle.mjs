#!/usr/bin/env node
/**
 * Refuses a build that points readers at a local address (the local identity
 * provider, a localhost canonical URL): such a build, deployed, signs no one in.
 * Also refuses a folder without the host's configuration: uploaded without it,
 * the site would be served to anyone. Run by the deploy job before it uploads.
 *
 * Usage: node src/hosting/tools/checkBundle.mjs [dir=build]
 */
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

export const HOST_CONFIG_FILE = 'staticwebapp.config.json';
const TEXT_FILES = /\.(html|js|mjs|css|json|txt|xml|map|svg|webmanifest)$/i;
const LOCAL_ADDRESS = /localhost|127\.0\.0\.1/i;
const CONTEXT = 40;

/**
 * Every text file under the folder, as paths relative to it (symbolic links are not followed).
 * @param {string} root
 * @returns {string[]}
 */
export function textFiles(root, dir = '') {
  return fs.readdirSync(path.join(root, dir), {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(root, file);
    return entry.isFile() && TEXT_FILES.test(entry.name) ? [file] : [];
  });
}

/**
 * `file: …context…` for the first local address in each of these files.
 * @param {string} root
 * @param {string[]} files
 */
export function localAddressMentions(root, files) {
  return files.flatMap((file) => {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const match = LOCAL_ADDRESS.exec(text);
    if (!match) return [];
    const start = Math.max(0, match.index - CONTEXT);
    const context = text.slice(start, match.index + match[0].length + CONTEXT).replace(/\s+/g, ' ');
    return [`${file.split(path.sep).join('/')}: …${context}…`];
  });
}

/**
 * Checks the folder; returns the exit code.
 * @param {string} dir
 */
export function checkBundle(dir) {
  const root = path.resolve(dir);
  if (!fs.existsSync(root) || !fs.statSync(root).isDirectory()) {
    console.error(`${dir} is not a folder: build the site first (npm run build).`);
    return 1;
  }
  if (!fs.existsSync(path.join(root, HOST_CONFIG_FILE))) {
    console.error(
      `${path.join(dir, HOST_CONFIG_FILE)} is missing: this is not a complete build, and without it the host ` +
        'would serve every file to anyone (build with npm run build).',
    );
    return 1;
  }
  const files = textFiles(root);
  const mentions = localAddressMentions(root, files);
  if (mentions.length > 0) {
    console.error(
      'This build points readers at a local address: build with AUTH_PROVIDER=entra and SITE_URL set ' +
        `(see handbook/deploying.md). ${mentions.length} file(s) under ${dir}:\n${mentions.map((m) => `  ${m}`).join('\n')}`,
    );
    return 1;
  }
  console.log(`No local address in ${files.length} files under ${dir}`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = checkBundle(process.argv[2] ?? 'build');
}
