/**
 * lunr with French registered, once per process: the build's checks and the search tools share it (registering
 * lunr-languages twice makes lunr warn "Overwriting existing registered function" in every `npm run check`).
 */
const lunr = require('lunr');

if (!(/** @type {any} */ (lunr).fr)) {
  require('lunr-languages/lunr.stemmer.support.js')(lunr);
  require('lunr-languages/lunr.fr.js')(lunr);
}

module.exports = lunr;
