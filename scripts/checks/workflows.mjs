#!/usr/bin/env node
/**
 * Validates every GitHub Actions workflow in .github/workflows/ against the
 * workflow schema (@action-validator/cli), so a broken deploy file fails
 * `npm test` rather than the first push to main.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const WORKFLOWS = path.join(ROOT, '.github/workflows');
const VALIDATOR = path.join(ROOT, 'node_modules/.bin/action-validator');

const files = fs.readdirSync(WORKFLOWS).filter((file) => /\.ya?ml$/.test(file));
if (files.length === 0) {
  console.error(`No workflow in ${WORKFLOWS}: the site would never be deployed.`);
  process.exit(1);
}
const failures = files.filter((file) => {
  const result = spawnSync(VALIDATOR, [path.join(WORKFLOWS, file)], {encoding: 'utf8'});
  if (result.status !== 0) {
    console.error(`.github/workflows/${file} is not a valid workflow:\n${result.stdout}${result.stderr}`);
  }
  return result.status !== 0;
});
if (failures.length > 0) {
  process.exit(1);
}
console.log(`Workflows valid: ${files.map((file) => `.github/workflows/${file}`).join(', ')}`);
