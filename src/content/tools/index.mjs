/** Content, for the project's checks (`npm run check`): the articles' parity and their spelling. */
export {checkContent} from './content.mjs';
export {checkSpelling} from './spelling.mjs';
