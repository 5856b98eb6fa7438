/**
 * Content, for the project's checks (`npm run check`) and the owners' report: the articles' parity, their spelling,
 * their owners and reviews.
 */
export {checkContent} from './content.mjs';
export {checkSpelling} from './spelling.mjs';
export {articleReviews, checkReviews, daysBetween, reviewDue, today} from './reviews.mjs';
