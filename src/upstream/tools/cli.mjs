#!/usr/bin/env node
/**
 * `npm run upstream -- <command>`: the upgrade routine of UPSTREAM.md.
 *
 *   check          every entry whose recorded package versions or upstream files changed (as the build does)
 *   review <id>    the entry's upstream files: the diff from the recorded version (fetched from the npm registry)
 *                  to what is installed, and our files to re-check against it
 *   record         after review: record the installed versions and the hashes of every entry's upstream files
 *   document       write UPSTREAM.md from the inventory (after editing an entry's text)
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import {
  checkInventoryDocument,
  checkUpstream,
  describeProblems,
  installedVersion,
  INVENTORY_DOC,
  INVENTORY_FILE,
  readInventory,
  renderInventoryDocument,
  upstreamFileHash,
} from '../guard.mjs';
import {ROOT} from '../../shared/node/root.mjs';

const USAGE = 'Usage: npm run upstream -- check | review <id> | record | document';

function check() {
  const problems = checkUpstream(ROOT);
  const documentProblems = checkInventoryDocument(ROOT);
  documentProblems.forEach((problem) => console.error(`  ✗ ${problem}`));
  if (problems.length > 0) console.error(describeProblems(problems));
  if (problems.length > 0 || documentProblems.length > 0) process.exit(1);
  console.log(`All ${readInventory(ROOT).entries.length} upstream internals are as reviewed (${INVENTORY_FILE}).`);
}

/**
 * The recorded version of `pkg`, unpacked from the npm registry into a temporary folder.
 * @param {string} pkg
 * @param {string} version
 */
function fetchRecorded(pkg, version) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'upstream-'));
  const tarball = execFileSync('npm', ['pack', `${pkg}@${version}`, '--silent', '--pack-destination', folder], {
    encoding: 'utf8',
  }).trim();
  execFileSync('tar', ['-xzf', path.join(folder, tarball), '-C', folder]);
  return path.join(folder, 'package');
}

/**
 * @param {string} file
 * @param {string[]} packages
 */
function packageOf(file, packages) {
  return packages.find((pkg) => file.startsWith(`${pkg}/`));
}

/** @param {string} id */
function review(id) {
  const inventory = readInventory(ROOT);
  const entry = inventory.entries.find((candidate) => candidate.id === id);
  if (!entry) {
    console.error(`No entry "${id}" in ${INVENTORY_FILE}. ${USAGE}`);
    process.exit(2);
  }
  for (const pkg of entry.packages) {
    console.log(`${pkg}: recorded ${inventory.versions[pkg]}, installed ${installedVersion(ROOT, pkg) ?? 'nothing'}`);
  }
  const recorded = new Map();
  for (const file of Object.keys(entry.files)) {
    const pkg = packageOf(file, entry.packages);
    if (!pkg) throw new Error(`${file} of "${id}" is in none of its packages (${entry.packages.join(', ')}).`);
    if (!recorded.has(pkg)) recorded.set(pkg, fetchRecorded(pkg, inventory.versions[pkg]));
    const before = path.join(recorded.get(pkg), file.slice(pkg.length + 1));
    const after = path.join(ROOT, 'node_modules', file);
    if (upstreamFileHash(ROOT, file) === entry.files[file]) {
      console.log(`\n${file}: unchanged`);
      continue;
    }
    console.log(`\n${file}:`);
    try {
      execFileSync('git', ['diff', '--no-index', '--', before, after], {stdio: 'inherit'});
    } catch {
      // git diff exits with 1 when the files differ: the diff is the point.
    }
  }
  console.log(`\nOur files that rely on it: ${entry.ours.join(', ')} (UPSTREAM.md, "${id}").`);
  if (entry.guards) console.log(`Also guarded by: ${entry.guards}`);
}

async function record() {
  const inventory = readInventory(ROOT);
  const missing = [];
  for (const pkg of Object.keys(inventory.versions)) {
    const version = installedVersion(ROOT, pkg);
    if (version === null) missing.push(`${pkg} is not installed`);
    else inventory.versions[pkg] = version;
  }
  for (const entry of inventory.entries) {
    for (const file of Object.keys(entry.files)) {
      const hash = upstreamFileHash(ROOT, file);
      if (hash === null) missing.push(`${entry.id}: ${file} is gone (update the entry in ${INVENTORY_FILE})`);
      else entry.files[file] = hash;
    }
  }
  if (missing.length > 0) {
    console.error(`Nothing recorded:\n${missing.map((line) => `  ✗ ${line}`).join('\n')}`);
    process.exit(1);
  }
  const file = path.join(ROOT, INVENTORY_FILE);
  const options = {...(await prettier.resolveConfig(file)), filepath: file};
  fs.writeFileSync(file, await prettier.format(JSON.stringify(inventory), options));
  writeDocument(inventory);
  console.log(`Recorded the installed versions and upstream files of ${inventory.entries.length} entries.`);
}

function writeDocument(inventory = readInventory(ROOT)) {
  fs.writeFileSync(path.join(ROOT, INVENTORY_DOC), renderInventoryDocument(inventory));
}

const [command, argument] = process.argv.slice(2);
if (command === 'check') check();
else if (command === 'review' && argument) review(argument);
else if (command === 'record') await record();
else if (command === 'document') writeDocument();
else {
  console.error(USAGE);
  process.exit(2);
}
