import fs from 'node:fs';
import {setTimeout as sleep} from 'node:timers/promises';

const RETRY_MS = 50;

/**
 * Runs `write` while no other locale's build writes the same root files. Each locale's build ends by writing the
 * host's files at the build's root from every locale present there; with the lock, whichever locale finishes last
 * writes them last and sees every other locale complete, in whatever order, or at the same time, Docusaurus builds
 * them. The lock is a folder beside the build's root (never deployed), removed when `write` ends or the process exits.
 */
export async function withBuildRootLock<T>(root: string, write: () => Promise<T>, {waitMs = 60_000} = {}): Promise<T> {
  const lock = `${root}.writing-host-files`;
  const release = () => fs.rmSync(lock, {recursive: true, force: true});
  const waitUntil = Date.now() + waitMs;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw error;
      }
      if (Date.now() > waitUntil) {
        throw new Error(
          `Another build has been writing the host's files at ${root} for ${waitMs / 1000} s (or was stopped while doing so): ` +
            `wait for it to end, or delete ${lock} and build again.`,
        );
      }
      await sleep(RETRY_MS);
    }
  }
  process.once('exit', release);
  try {
    return await write();
  } finally {
    process.removeListener('exit', release);
    release();
  }
}
