/** How many hits the navbar box lists (the plugin's `searchResultLimits`, and what our box asks its worker for). */
export const SEARCH_HIT_LIMIT = 8;

/** The query parameter of a hit's link whose words its page marks (`?_highlight=word`, as the plugin's page does). */
export const HIGHLIGHT_PARAM = '_highlight';

/** The query parameter of a hit's link whose text its page marks as the passage that answers (`?_passage=…`). */
export const PASSAGE_PARAM = '_passage';
