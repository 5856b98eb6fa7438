// The browser's `lunr`: the real module, plus the steps that the saved search index names ("foldAccents",
// "synonyms-en", "synonyms-fr": see ./index.js). Imported as 'lunr/lunr.js' so the exact `lunr$` alias does not
// point back at this file.
const lunr = require('lunr/lunr.js');
const {registerFoldAccents} = require('../foldAccents');
const {registerSynonyms} = require('../synonyms');

registerFoldAccents(lunr);
registerSynonyms(lunr);

module.exports = lunr;
