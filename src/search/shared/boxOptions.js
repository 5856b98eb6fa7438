const {foundLittle, FOUND_LITTLE_OPTIONS} = require('./foundLittle');

/**
 * The navbar box's options: the best passage of each page found, best page first, at most `limit` (the search page
 * shows each page's other passages too). One per page, so that the first options show several articles: with up to 3
 * a page, the article a question is about was among the first 3 options 10 times in 100 less often; but two for a
 * first page far ahead of the next (`leads`): the answering sentence was then among the first 3 options 3 to 8
 * points more often, the article as often (`npm run eval:search`). At most `FOUND_LITTLE_OPTIONS` when the search
 * found little (./foundLittle.js). The box (theme/SearchBar/SearchBox.tsx) and the search evaluation both list them so.
 * @template {{passages: unknown[], leads?: boolean, coverage?: number}} P
 * @param {P[]} pages
 * @param {number} limit
 * @returns {{page: P, passage: P['passages'][number], position: number}[]}
 */
function boxOptions(pages, limit) {
  const few = foundLittle(pages.map(({coverage}) => ({coverage: coverage ?? 1})));
  return pages
    .flatMap((page) => page.passages.slice(0, page.leads ? 2 : 1).map((passage) => ({page, passage})))
    .slice(0, few ? Math.min(limit, FOUND_LITTLE_OPTIONS) : limit)
    .map((option, index) => ({...option, position: index + 1}));
}

module.exports = {boxOptions};
