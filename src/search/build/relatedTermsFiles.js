/**
 * Each language's related terms (../shared/lunr/relatedTerms.js), read from the authors' files: for the build (the
 * index and the worker's copy, ../plugin.ts) and the checks (`npm run check`).
 */
const fs = require('node:fs');
const path = require('node:path');
const {RELATED_TERMS_FILES, parseRelatedTerms} = require('../shared/lunr/relatedTerms');

/**
 * @param {string} siteDir
 * @returns {Record<string, string[][]>}
 */
function readRelatedTerms(siteDir) {
  return Object.fromEntries(
    Object.entries(RELATED_TERMS_FILES).map(([locale, file]) => {
      const full = path.join(siteDir, file);
      if (!fs.existsSync(full)) {
        throw new Error(`Related terms: ${file} is missing (the list of words readers use, for search): restore it`);
      }
      return [locale, parseRelatedTerms(fs.readFileSync(full, 'utf8'))];
    }),
  );
}

module.exports = {readRelatedTerms};
