/**
 * The navbar box's options: the best passage of each page found, best page first, at most `limit` (the search page
 * shows each page's other passages too); two for a first page far ahead of the next (`leads`): the answer is there,
 * in one of its sections (the answering sentence shown among the first 3 options 3 to 8 points more often,
 * the article as often: `npm run eval:search`). One per page, so that the first options show several articles: with up to 3
 * a page, the article a question is about was among the first 3 options 10 times in 100 less often
 * (`npm run eval:search`). The box (theme/SearchBar/SearchBox.tsx) and the search evaluation both list them so.
 * @template {{passages: unknown[], leads?: boolean}} P
 * @param {P[]} pages
 * @param {number} limit
 * @returns {{page: P, passage: P['passages'][number], position: number}[]}
 */
function boxOptions(pages, limit) {
  return pages
    .flatMap((page) => page.passages.slice(0, page.leads ? 2 : 1).map((passage) => ({page, passage})))
    .slice(0, limit)
    .map((option, index) => ({...option, position: index + 1}));
}

module.exports = {boxOptions};
