/**
 * A part of a page that is not what the page is about (the question at the foot of every article): the search index
 * leaves out what carries this attribute. Any capability marks its own parts with it; the search knows none of them.
 */
export const NOT_PAGE_CONTENT_ATTRIBUTE = 'data-not-page-content';

/** The attribute, spread on the element it marks. */
export const NOT_PAGE_CONTENT = {[NOT_PAGE_CONTENT_ATTRIBUTE]: true} as const;
