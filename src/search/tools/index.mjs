/**
 * Search, for the other capabilities' tools: the name of the search worker's entries on its timeline; the whole index
 * of a built locale, which the build keeps outside `build/`; the check of the authors' search content.
 */
import fs from 'node:fs';
import path from 'node:path';
import {ROOT} from '../../shared/node/root.mjs';
import indexPartsReader from '../worker/indexPartsReader.js';
import indexPartsWriter from '../build/writeIndexParts.js';
import readerQuestions from '../shared/readerQuestions.js';
import relatedTermsCheck from '../build/relatedTermsCheck.js';
import {EN_DOCS_DIR, FR_DOCS_DIR, listMdx} from '../../shared/articles.mjs';
import {parseFrontMatter} from '../../shared/frontMatter.mjs';

/** `${SEARCH_MEASURE}` (a whole search) and `${SEARCH_MEASURE}:work` (the worker's own work in it): User Timing. */
export const {SEARCH_MEASURE} = indexPartsReader;

/**
 * The file of the whole search index of a locale's build (`build/` or `build/fr/`) of the site at `siteDir`.
 * @param {string} localeDir
 * @returns {string}
 */
export function wholeSearchIndexFile(localeDir, siteDir = ROOT) {
  return indexPartsWriter.wholeIndexFile(path.join(siteDir, '.docusaurus'), localeDir);
}

/**
 * The whole search index of a locale's build as the plugin wrote it: an array of its indexes, each
 * `{documents, index}`.
 * @param {string} localeDir
 * @returns {{documents: {i: number, t: string, u: string, p?: number}[], index: object}[]}
 */
export function readWholeSearchIndex(localeDir, siteDir = ROOT) {
  return JSON.parse(fs.readFileSync(wholeSearchIndexFile(localeDir, siteDir), 'utf8'));
}

/**
 * What in the authors' search content cannot work, each problem naming its file: the related terms
 * (docs/_related-terms.md and its French), and each article's `questions`.
 * @param {string} root
 */
export function checkSearchContent(root = ROOT) {
  const questions = [EN_DOCS_DIR, FR_DOCS_DIR].flatMap((dir) =>
    listMdx(path.join(root, dir)).flatMap((file) => {
      const {data, body} = parseFrontMatter(fs.readFileSync(path.join(root, dir, file), 'utf8'));
      const problem = readerQuestions.readerQuestionsProblem(data);
      const problems = problem ? [problem] : readerQuestions.unknownQuestionSections(data, body);
      return problems.map((text) => `${dir}/${file}: ${text}`);
    }),
  );
  return [...relatedTermsCheck.relatedTermsProblemsByFile(root), ...questions];
}

/** The words of a reader's search that no article holds, in any form the index knows: ./unmatchedWords.mjs. */
export {unmatchedWords, unmatchedWordsOfBuild} from './unmatchedWords.mjs';
