/**
 * No file of the build names a folder of the machine that built it. Such a path says where the build ran, and makes
 * the same sources give other files (other hashed names) wherever they are built: each renamed script is one more
 * that a page opened before a deploy can no longer fetch (./README.md, "Across a deploy").
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {expect, test} from 'vitest';
import {BUILD} from '../testing/builtPages';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TEXT_FILE = /\.(html|js|mjs|css|json|txt|xml|svg|map|webmanifest)$/;

/** Folders of this machine a build could leak: the project's, and the home and temporary folders (a copy's). */
const MACHINE_FOLDERS = [...new Set([ROOT, fs.realpathSync(ROOT), os.homedir(), os.tmpdir()])].filter(
  (folder) => folder.length > 1,
);
/** The build's own folders under any absolute path, wherever it was built (a URL path never holds them). */
const PROJECT_FOLDER = /(?<![\w.:/-])(?:\/[\w.@~+-]+)+\/(?:\.docusaurus|node_modules)\/[\w.@~+/-]+/;

function builtTextFiles(): string[] {
  return fs
    .readdirSync(BUILD, {recursive: true, encoding: 'utf8'})
    .filter((file) => TEXT_FILE.test(file))
    .map((file) => path.join(BUILD, file));
}

test('no built file names a folder of the build machine', () => {
  const files = builtTextFiles();
  expect(files.length, 'run npm run build:local first').toBeGreaterThan(0);
  const found = files.flatMap((file) => {
    const text = fs.readFileSync(file, 'utf8');
    const named = MACHINE_FOLDERS.filter((folder) => text.includes(`${folder}/`));
    const project = PROJECT_FOLDER.exec(text)?.[0];
    return [...named, ...(project ? [project] : [])].map((leak) => `${path.relative(BUILD, file)}: ${leak}`);
  });
  expect(found).toEqual([]);
});
