import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {checkInventoryDocument, checkUpstream, describeProblems, readInventory, upstreamFileHash} from '../guard.mjs';
import {ROOT} from '../../../scripts/root.mjs';

/** A project with one package, `lib`, whose `dist/worker.js` an entry copies, as reviewed. */
function project() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'upstream-guard-'));
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    fs.writeFileSync(path.join(root, file), text);
  };
  write('node_modules/lib/package.json', JSON.stringify({name: 'lib', version: '1.0.0'}));
  write('node_modules/lib/dist/worker.js', 'export const answer = 42;\n');
  write('node_modules/tool/package.json', JSON.stringify({name: 'tool', version: '2.0.0'}));
  write('src/worker.js', '// our copy\n');
  write('UPSTREAM.md', '# Upstream\n\n### worker-copy\n\nWhat, why.\n\n### tool-patch\n\nWhat, why.\n');
  const inventory = {
    versions: {lib: '1.0.0', tool: '2.0.0'},
    entries: [
      {id: 'worker-copy', class: 'copy', performance: false, packages: ['lib'], files: {}, ours: ['src/worker.js']},
      {
        id: 'tool-patch',
        class: 'global-patch',
        performance: false,
        tooling: true,
        packages: ['tool'],
        files: {},
        ours: [],
      },
    ],
  };
  inventory.entries[0].files['lib/dist/worker.js'] = upstreamFileHash(root, 'lib/dist/worker.js');
  write('src/upstream/inventory.json', JSON.stringify(inventory));
  return {root, write};
}

test('as reviewed: nothing to say', () => {
  const {root} = project();
  assert.deepEqual(checkUpstream(root), []);
  assert.deepEqual(checkInventoryDocument(root), []);
});

test('an upstream file changed or gone, or another version installed: the entry is named, with how to review it', () => {
  const {root, write} = project();
  write('node_modules/lib/dist/worker.js', 'export const answer = 43;\n');
  write('node_modules/tool/package.json', JSON.stringify({name: 'tool', version: '2.1.0'}));
  const problems = checkUpstream(root);
  assert.deepEqual(problems, [
    {id: 'worker-copy', changes: ['lib/dist/worker.js changed']},
    {id: 'tool-patch', changes: ['tool is 2.1.0, recorded 2.0.0']},
  ]);
  const message = describeProblems(problems);
  assert.match(
    message,
    /✗ worker-copy: lib\/dist\/worker\.js changed\n\s+review: npm run upstream -- review worker-copy/,
  );
  assert.match(message, /npm run upstream -- record/);

  fs.rmSync(path.join(root, 'node_modules/lib/dist/worker.js'));
  assert.deepEqual(checkUpstream(root, {tooling: false}), [
    {id: 'worker-copy', changes: ['lib/dist/worker.js is gone']},
  ]);
});

test('the inventory and UPSTREAM.md name the same entries, and our files exist', () => {
  const {root, write} = project();
  write('UPSTREAM.md', '### worker-copy\n\n### stale-entry\n');
  fs.rmSync(path.join(root, 'src/worker.js'));
  assert.deepEqual(checkInventoryDocument(root), [
    'src/upstream/inventory.json: "tool-patch" has no section in UPSTREAM.md',
    'UPSTREAM.md: "stale-entry" is not in src/upstream/inventory.json',
    'src/upstream/inventory.json: "worker-copy" names src/worker.js, which does not exist',
  ]);
});

test('a patch of a package that no entry names stops the check', () => {
  const {root, write} = project();
  write('patches/lib+1.0.0.patch', 'diff --git a/node_modules/lib/dist/worker.js b/node_modules/lib/dist/worker.js\n');
  assert.deepEqual(checkInventoryDocument(root).slice(-1), [
    'patches/lib+1.0.0.patch patches a package, but no entry of src/upstream/inventory.json names it',
  ]);
});

test("this project's inventory: every package it names has a recorded version", () => {
  const {versions, entries} = readInventory(ROOT);
  const unrecorded = entries.flatMap((entry) => entry.packages.filter((pkg) => !(pkg in versions)));
  assert.deepEqual(unrecorded, []);
});
