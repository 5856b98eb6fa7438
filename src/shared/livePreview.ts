/**
 * True on the live preview (`npm run dev`, `docusaurus start`), which serves one language and has no search index.
 * A production build replaces it by `false` and drops the code it guards.
 */
export const IS_LIVE_PREVIEW = process.env.NODE_ENV === 'development';

/** What builds and serves the whole site as readers get it, both languages (the live preview's way out). */
export const START_COMMAND = 'npm start';
