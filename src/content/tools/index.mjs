/**
 * Content, for the project's checks (`npm run check`) and the owners' report: the articles' parity, their spelling,
 * their owners and reviews.
 */
export {checkContent} from './content.mjs';
export {checkSpelling} from './spelling.mjs';
export {articleReviews, checkReviews, DEFAULT_REVIEW_INTERVAL_DAYS, DUE_SOON_DAYS, today} from './reviews.mjs';
