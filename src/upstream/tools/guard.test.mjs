import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {
  checkInventoryDocument,
  checkUpstream,
  describeProblems,
  readInventory,
  renderInventoryDocument,
  upstreamFileHash,
} from '../guard.mjs';
import {ROOT} from '../../shared/node/root.mjs';

/** A project with one package, `lib`, whose `dist/worker.js` an entry copies, as reviewed. */
function project() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'upstream-guard-'));
  /**
   * @param {string} file
   * @param {string} text
   */
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    fs.writeFileSync(path.join(root, file), text);
  };
  write('node_modules/lib/package.json', JSON.stringify({name: 'lib', version: '1.0.0'}));
  write('node_modules/lib/dist/worker.js', 'export const answer = 42;\n');
  write('node_modules/tool/package.json', JSON.stringify({name: 'tool', version: '2.0.0'}));
  write('src/worker.js', '// our copy\n');
  /** @type {import('../guard.mjs').Inventory} */
  const inventory = {
    versions: {lib: '1.0.0', tool: '2.0.0'},
    entries: [
      {
        id: 'worker-copy',
        class: 'copy',
        performance: false,
        capability: 'search',
        packages: ['lib'],
        files: {},
        ours: ['src/worker.js'],
        what: 'a copy of the worker',
        why: 'the first hit sooner',
        guards: 'a test',
        drop: 'when lib does it',
      },
      {
        id: 'tool-patch',
        class: 'global-patch',
        performance: false,
        tooling: true,
        capability: 'tooling',
        packages: ['tool'],
        files: {},
        ours: [],
        what: 'a patched tool',
        why: 'tests that run',
        guards: '',
        drop: '',
      },
    ],
  };
  inventory.entries[0].files['lib/dist/worker.js'] = /** @type {string} */ (
    upstreamFileHash(root, 'lib/dist/worker.js')
  );
  write('src/upstream/inventory.json', JSON.stringify(inventory));
  write('UPSTREAM.md', renderInventoryDocument(inventory));
  return {root, write, inventory};
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

test('UPSTREAM.md is what the inventory says, each entry says why, and our files exist', () => {
  const {root, write, inventory} = project();
  write('UPSTREAM.md', renderInventoryDocument(inventory).replace('a copy of the worker', 'an edited row'));
  inventory.entries[1].why = '';
  write('src/upstream/inventory.json', JSON.stringify(inventory));
  fs.rmSync(path.join(root, 'src/worker.js'));
  assert.deepEqual(checkInventoryDocument(root), [
    'UPSTREAM.md is not what src/upstream/inventory.json says: run npm run upstream -- document',
    'src/upstream/inventory.json: "tool-patch" needs its capability, what it relies on and why',
    'src/upstream/inventory.json: "worker-copy" names src/worker.js, which does not exist',
  ]);
});

test('a version recorded for a package no entry relies on any more is named, to be removed', () => {
  const {root, write, inventory} = project();
  inventory.entries = inventory.entries.filter((entry) => entry.id !== 'tool-patch');
  write('src/upstream/inventory.json', JSON.stringify(inventory));
  write('UPSTREAM.md', renderInventoryDocument(inventory));
  assert.deepEqual(checkInventoryDocument(root), [
    'src/upstream/inventory.json: no entry relies on tool any more: remove its version',
  ]);
});

test('the document has one section per entry, tooling last, in lines of at most 120 characters', () => {
  const {inventory} = project();
  inventory.entries[0].what = `${'a copy of the worker, '.repeat(10)}end`;
  const document = renderInventoryDocument(inventory);
  const sections = document.split('\n').filter((line) => line.startsWith('### '));
  assert.deepEqual(sections, ['### worker-copy', '### tool-patch']);
  assert.match(document, /### worker-copy\n\nsearch; copy; `lib`\.\n/);
  assert.match(document, /### tool-patch\n\ntooling; global-patch; `tool`\.\n/);
  assert.match(document, /\n- Relies on: a copy of the worker, [^-]*\n {2}end\n- Gives: the first hit sooner\n/);
  assert.ok(document.split('\n').every((line) => line.length <= 120));
});

test('a patch of a package that no entry names stops the check', () => {
  const {root, write} = project();
  write('patches/lib+1.0.0.patch', 'diff --git a/node_modules/lib/dist/worker.js b/node_modules/lib/dist/worker.js\n');
  assert.deepEqual(checkInventoryDocument(root).slice(-1), [
    'patches/lib+1.0.0.patch patches a package, but no entry of src/upstream/inventory.json names it',
  ]);
});

test('a major held back that is installed after all, or a package no longer there, names the line to remove', () => {
  const {root, write, inventory} = project();
  inventory.majorsHeldBack = {
    lib: {major: 2, blocker: 'waits'},
    tool: {major: 2, blocker: 'taken'},
    gone: {major: 1, blocker: ''},
  };
  write('src/upstream/inventory.json', JSON.stringify(inventory));
  write('UPSTREAM.md', renderInventoryDocument(inventory));
  assert.deepEqual(checkInventoryDocument(root), [
    'src/upstream/inventory.json: tool 2.0.0 is installed: remove its line of majorsHeldBack (major 2)',
    'src/upstream/inventory.json: majorsHeldBack names gone, which is not installed',
  ]);
});

test("this project's inventory: every package it names has a recorded version", () => {
  const {versions, entries} = readInventory(ROOT);
  const unrecorded = entries.flatMap((entry) => entry.packages.filter((pkg) => !(pkg in versions)));
  assert.deepEqual(unrecorded, []);
});
