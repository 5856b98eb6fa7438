/**
 * Preloaded into the emulator's processes by emulator.mjs (NODE_OPTIONS --import): their environment as a plain
 * object. The emulator's logger copies `process.env` on every call, logging or not, and its route matching calls it
 * several times per route of the configuration for each request; a copy of the real environment reads every variable
 * from the operating system, a copy of a plain object does not. With a rewrite per page at 1,000 articles a language
 * (some 2,000 routes), requests were far slower (handbook/figures.md#upstream-gains).
 */
process.env = {...process.env};
