// The browser's `lunr`: the real module, plus the "foldAccents" step that the
// saved search index names (see ./index.js). Imported as 'lunr/lunr.js' so the exact
// `lunr$` alias does not point back at this file.
const lunr = require('lunr/lunr.js');
const {registerFoldAccents} = require('./foldAccents');

registerFoldAccents(lunr);

module.exports = lunr;
