/** A section with more articles than this lists them with a filter, a page at a time; a smaller one as cards. */
export const MANY_ARTICLES = 12;
/** How many articles one page of the list shows, and each "Show more" adds. */
export const ARTICLES_PER_PAGE = 24;
