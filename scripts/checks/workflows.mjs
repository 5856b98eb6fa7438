#!/usr/bin/env node
/**
 * Validates every GitHub Actions workflow in .github/workflows/ (or the folder
 * given) against the workflow schema with @action-validator/cli, offline, so a
 * broken deploy file fails `npm test` rather than the first push to main; and
 * checks that every action is pinned to a commit (./pinnedActions.mjs).
 *
 * Usage: node scripts/checks/workflows.mjs [folder=.github/workflows]
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {unpinnedActions} from './pinnedActions.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const folder = path.resolve(process.argv[2] ?? path.join(ROOT, '.github/workflows'));
const require = createRequire(import.meta.url);
const VALIDATOR = path.join(path.dirname(require.resolve('@action-validator/cli/package.json')), 'cli.mjs');
/** @param {string} file */
const shown = (file) => path.relative(process.cwd(), path.join(folder, file)) || file;

const files = fs.existsSync(folder)
  ? fs
      .readdirSync(folder)
      .filter((file) => /\.ya?ml$/i.test(file))
      .sort()
  : [];
if (files.length === 0) {
  console.error(`No workflow (*.yml, *.yaml) in ${folder}: nothing would build or deploy the site.`);
  process.exit(1);
}

const failures = files.filter((file) => {
  // The validator resolves the workflow's `paths` globs against its working directory: run it at the root.
  const result = spawnSync(process.execPath, [VALIDATOR, path.join(folder, file)], {cwd: ROOT, encoding: 'utf8'});
  if (result.status !== 0) {
    console.error(`✗ ${shown(file)} is not a valid workflow:\n${result.stdout}${result.stderr}${result.error ?? ''}`);
  }
  const unpinned = unpinnedActions(fs.readFileSync(path.join(folder, file), 'utf8'));
  if (unpinned.length > 0) {
    console.error(
      `✗ ${shown(file)} uses actions by a tag or branch that can move; pin each to its release's full commit ` +
        `(uses: owner/action@<40-character SHA> # vX.Y.Z):\n  ${unpinned.join('\n  ')}`,
    );
  }
  return result.status !== 0 || unpinned.length > 0;
});

if (failures.length > 0) {
  console.error(`${failures.length} of ${files.length} workflow file(s) invalid.`);
  process.exit(1);
}
console.log(`Workflows valid: ${files.map(shown).join(', ')}`);
