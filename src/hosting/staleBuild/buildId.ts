/**
 * The file each language's root holds, naming the build the host serves now: a page compares it with the build it
 * runs (./recovery.ts). Small, and revalidated like every page, never cached for good.
 */
export const BUILD_ID_FILE = 'build-id.txt';

/**
 * The scripts every page runs first, in a build's folder: `assets/js/main.<hash>.js`, hashed by the site's own code,
 * and `assets/js/runtime~main.<hash>.js`, which holds the hash of every part loaded on demand. A change to one article
 * renames that article's part, and so the runtime, but not main.js: the two together name a build.
 */
const FIRST_SCRIPT = /assets\/js\/(main|runtime~main)\.[0-9a-f]+\.js/;

/** A build's id: its first scripts among `paths` (paths or URLs), one a line; null unless both are there. */
export function buildIdOf(paths: string[]): string | null {
  const found = new Map<string, string>();
  for (const candidate of paths) {
    const match = FIRST_SCRIPT.exec(candidate);
    if (match) found.set(match[1]!, match[0]);
  }
  const main = found.get('main');
  const runtime = found.get('runtime~main');
  return main && runtime ? `${main}\n${runtime}` : null;
}

/** The root of a build's language (`/`, `/fr/`) from the path of one of its first scripts, or null. */
export function buildRootOf(scriptPath: string): string | null {
  const match = FIRST_SCRIPT.exec(scriptPath);
  return match ? scriptPath.slice(0, match.index) : null;
}
