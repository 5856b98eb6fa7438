/**
 * The file each language's root holds, naming the build the host serves now (its main.js, hashed by content): a page
 * compares it with the build it runs (./recovery.ts). Small, and revalidated like every page, never cached for good.
 */
export const BUILD_ID_FILE = 'build-id.txt';

/** A build's main.js, from its folder: `assets/js/main.<hash>.js`. */
export const MAIN_SCRIPT = /assets\/js\/main\.[0-9a-f]+\.js/;
