import path from 'node:path';

/** The project's root folder, for the tools wherever they live (scripts/, src/<capability>/tools/). */
export const ROOT = path.resolve(import.meta.dirname, '../../..');
