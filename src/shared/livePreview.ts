/**
 * True on the live preview (`npm run dev`, `docusaurus start`), which serves one language and has no search index.
 * A production build replaces it by `false` and drops the code it guards. A module that picks its default export by it
 * and sits in every page's main.js writes `process.env.NODE_ENV === 'development'` itself: the bundler folds that
 * expression, not this import, and only then leaves the other branch's imports out.
 */
export const IS_LIVE_PREVIEW = process.env.NODE_ENV === 'development';

/** What builds and serves the whole site as readers get it, both languages (the live preview's way out). */
export const START_COMMAND = 'npm start';
