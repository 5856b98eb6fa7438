/**
 * The navbar box's options: the best passage of each page found, best page first, at most `limit` (the search page
 * shows each page's other passages too). One per page, so that the first options show several articles: with up to 3
 * a page, the article a question is about was among the first 3 options 10 times in 100 less often
 * (`npm run eval:search`). The box (theme/SearchBar/SearchBox.tsx) and the search evaluation both list them so.
 * @template {{passages: unknown[]}} P
 * @param {P[]} pages
 * @param {number} limit
 * @returns {{page: P, passage: P['passages'][number], position: number}[]}
 */
function boxOptions(pages, limit) {
  return pages
    .flatMap((page) => page.passages.slice(0, 1).map((passage) => ({page, passage})))
    .slice(0, limit)
    .map((option, index) => ({...option, position: index + 1}));
}

module.exports = {boxOptions};
