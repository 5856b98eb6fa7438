/**
 * What in the authors' related terms (../shared/lunr/relatedTerms.js) cannot work, each problem naming its file: for
 * `npm run check` and the build.
 */
const lunr = require('./frenchLunr');
const {fold, registerFoldAccents} = require('../shared/lunr/foldAccents');
const {RELATED_TERMS_FILES, relatedTermsProblems} = require('../shared/lunr/relatedTerms');
const {readRelatedTerms} = require('./relatedTermsFiles');

registerFoldAccents(lunr);

/** @type {Record<string, (word: string) => boolean>} */
const IS_STOP_WORD = {
  en: (word) => !lunr.stopWordFilter(/** @type {any} */ (word)),
  fr: (word) => !(/** @type {any} */ (lunr).fr.stopWordFilter(fold(word))),
};

/** @param {string} siteDir */
function relatedTermsProblemsByFile(siteDir) {
  const groups = readRelatedTerms(siteDir);
  return Object.entries(groups).flatMap(([locale, list]) =>
    relatedTermsProblems(lunr, list, IS_STOP_WORD[locale]).map(
      (problem) => `${RELATED_TERMS_FILES[/** @type {'en' | 'fr'} */ (locale)]}: ${problem}`,
    ),
  );
}

module.exports = {relatedTermsProblemsByFile};
