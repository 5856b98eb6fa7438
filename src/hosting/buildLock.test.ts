import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {withBuildRootLock} from './buildLock';

let root: string;
beforeEach(() => {
  root = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'build-lock-')), 'build');
});
afterEach(() => fs.rmSync(path.dirname(root), {recursive: true, force: true}));

describe('withBuildRootLock', () => {
  it('lets one locale at a time write the root files, whatever the timing', async () => {
    const events: string[] = [];
    let finishFirst!: () => void;
    const first = withBuildRootLock(root, async () => {
      events.push('en starts');
      await new Promise<void>((resolve) => (finishFirst = resolve));
      events.push('en ends');
    });
    const second = withBuildRootLock(root, async () => {
      events.push('fr starts');
      events.push('fr ends');
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(events).toEqual(['en starts']);
    finishFirst();
    await Promise.all([first, second]);
    expect(events).toEqual(['en starts', 'en ends', 'fr starts', 'fr ends']);
    expect(fs.readdirSync(path.dirname(root))).toEqual([]);
  });

  it('releases the lock when writing fails', async () => {
    await expect(withBuildRootLock(root, () => Promise.reject(new Error('disk full')))).rejects.toThrow('disk full');
    await expect(withBuildRootLock(root, () => Promise.resolve('written'))).resolves.toBe('written');
  });

  it('stops, saying what to delete, when another build holds the lock too long', async () => {
    fs.mkdirSync(`${root}.writing-host-files`, {recursive: true});
    await expect(withBuildRootLock(root, () => Promise.resolve(), {waitMs: 100})).rejects.toThrow(
      `delete ${root}.writing-host-files and build again`,
    );
  });
});
