/**
 * The kinds of document in the search index, numbered as the plugin numbers its indexes (its `SearchDocumentType`:
 * title 0 to content 4; a document's `type` is its index's). `question` and `questionWord` are the worker's own: a
 * keyword found in a question the page records, with another of the reader's words or alone
 * (../worker/passages.js, `questionEvidence`).
 */
const DOCUMENT_KIND = Object.freeze({
  title: 0,
  heading: 1,
  description: 2,
  keywords: 3,
  content: 4,
  question: 5,
  questionWord: 6,
});

/**
 * The id of a document's page: a page title is its own page; the other kinds point to theirs.
 * @param {{i: number, p?: number}} doc
 * @param {number} type its kind (DOCUMENT_KIND)
 * @returns {number}
 */
const pageIdOf = (doc, type) => (type === DOCUMENT_KIND.title ? doc.i : /** @type {number} */ (doc.p));

module.exports = {DOCUMENT_KIND, pageIdOf};
