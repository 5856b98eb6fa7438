/**
 * Whether a search found little that fits: its first page holds under half of the reader's words, weighed by how
 * rare each is (`PageHit.coverage`, ../worker/readerSearch.js). A question the Help Centre does not answer (another
 * application, pay) mostly does. The box then lists only its first `FOUND_LITTLE_OPTIONS` passages, and the box and
 * the search page say what to try and whom to ask (../NoResults).
 * @param {readonly {coverage: number}[]} hits
 */
const foundLittle = (hits) => (hits[0]?.coverage ?? 1) < 0.5;

/** What the box lists when it found little: a few hits, not a page of confident wrong ones. */
const FOUND_LITTLE_OPTIONS = 3;

module.exports = {foundLittle, FOUND_LITTLE_OPTIONS};
