/**
 * Content, for the project's checks (`npm run check`) and the owners' report: the articles' parity, their spelling,
 * their owners and reviews.
 */
export {checkContent, frontMatterKeys, headingOutline, wordCount} from './content.mjs';
export {checkSpelling} from './spelling.mjs';
export {articleReviews, checkReviews, daysBetween, OWNERS, reviewDue, today} from './articleReviews.mjs';
export {lostAddresses} from '../addresses.mjs';
export {moveArticle} from './move.mjs';
export {checkChangeNotes} from '../changeNotes.mjs';
