/**
 * The words of a reader's search that no article holds, in any form the index knows (accents, inflections, the
 * related terms): what an author adds as a related term (`_related-terms.md`) or in an article's `questions` so that
 * the next reader who types them finds the article. The owners' report lists them beside each search that found
 * nothing or whose hits none was opened (src/feedback/tools/report).
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import {ROOT} from '../../shared/node/root.mjs';
import indexPartsWriter from '../build/writeIndexParts.js';
import path from 'node:path';

const require = createRequire(import.meta.url);
const lunr = require('../build/frenchLunr.js');
const {registerFoldAccents} = require('../shared/lunr/foldAccents.js');
const {registerRelatedTerms} = require('../shared/lunr/relatedTerms.js');
const {readRelatedTerms} = require('../build/relatedTermsFiles.js');
const {readerTokens} = require('../worker/queryTokens.js');

/** @param {string} word */
const isStopWord = (word) => !lunr.stopWordFilter(word) || !lunr.fr.stopWordFilter(word);

/**
 * The words of `query` (as the search reads them: ../worker/queryTokens.js) whose index form no term has.
 * @param {string} query
 * @param {Set<string>} terms every term of the index
 * @param {(word: string) => string[]} indexForm the index's own steps on a word (its search pipeline)
 * @returns {string[]}
 */
export function unmatchedWords(query, terms, indexForm) {
  return readerTokens(query.toLowerCase().split(/[\s-]+/)).filter(
    (word) => !isStopWord(word) && indexForm(word).every((term) => !terms.has(term)),
  );
}

/**
 * `unmatchedWords` against a locale's built index (`build/` or `build/fr/`), or null when the site is not built.
 * @param {string} localeDir
 * @param {string} [siteDir]
 * @returns {((query: string) => string[]) | null}
 */
export function unmatchedWordsOfBuild(localeDir, siteDir = ROOT) {
  const file = indexPartsWriter.wholeIndexFile(path.join(siteDir, '.docusaurus'), localeDir);
  if (!fs.existsSync(file)) return null;
  /** @type {{index: {pipeline: string[], invertedIndex: [string, unknown][]}}[]} */
  const saved = JSON.parse(fs.readFileSync(file, 'utf8'));
  registerFoldAccents(lunr);
  registerRelatedTerms(lunr, readRelatedTerms(siteDir));
  const pipeline = lunr.Pipeline.load(saved[0].index.pipeline);
  const terms = new Set(saved.flatMap(({index}) => index.invertedIndex.map(([term]) => term)));
  return (query) => unmatchedWords(query, terms, (word) => pipeline.runString(word));
}
