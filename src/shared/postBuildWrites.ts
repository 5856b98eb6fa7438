/**
 * Docusaurus runs every plugin's postBuild at the same time. A plugin that goes on writing into the build after its
 * postBuild has begun (the search index's parts) registers that work here; the hosting plugin, listed last, waits for
 * it before counting the build's files against the host's quotas.
 */
const pending = new Set<Promise<unknown>>();

/** Registers `work` (files being written into the build) and returns it. */
export function writingIntoBuild<T>(work: Promise<T>): Promise<T> {
  pending.add(work);
  const done = () => pending.delete(work);
  work.then(done, done);
  return work;
}

/** Resolves once every write registered so far has ended, whether it succeeded or not. */
export async function buildWritesDone(): Promise<void> {
  await Promise.allSettled([...pending]);
}
