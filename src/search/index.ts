/** Search, for the other capabilities and the home page (./README.md). */
export {default as HomeSearch} from './HomeSearch';
export {default as SearchPageLink} from './SearchPageLink';
