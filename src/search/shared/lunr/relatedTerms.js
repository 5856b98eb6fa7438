/**
 * Related terms: words readers use for what the articles name otherwise, listed by the authors as content, one
 * Markdown file a language (`RELATED_TERMS_FILES`; below its heading, a group a line: `- sign, log, login`). The build indexes every
 * word of a group as the group's first word, and the browser reads the reader's words the same way (both register
 * `registerRelatedTerms`, below), so "log in" finds "sign in", and « effacer » finds « supprimer ».
 *
 * How a group works: after accent folding and stemming (the steps the index and the query run before this one), a
 * word of a group becomes the stem of the group's first word. So a group matches every form of its words
 * ("deleting", "deleted"), in titles, headings, descriptions, keywords and text alike, and costs the index nothing.
 * `checkRelatedTerms` names what cannot work: a word in two groups, a stop word (stop words never reach this step),
 * more than one word (a reader's phrase is matched word by word).
 */

const {fold} = require('./foldAccents');

/** Where each language's list is, from the site's root (read by ../../build/relatedTermsFiles.js). */
const RELATED_TERMS_FILES = {
  en: 'docs/_related-terms.md',
  fr: 'i18n/fr/docusaurus-plugin-content-docs/current/_related-terms.md',
};

/**
 * The groups of a list: below its first `## ` heading, each line that starts with "- ", its words separated by
 * commas (what comes before the heading tells authors how the list works).
 * @param {string} markdown
 * @returns {string[][]}
 */
function parseRelatedTerms(markdown) {
  const lines = markdown.split(/\r?\n/);
  const heading = lines.findIndex((line) => line.startsWith('## '));
  return lines
    .slice(heading + 1 || lines.length)
    .filter((line) => /^\s*[-*] /.test(line))
    .map((line) =>
      line
        .replace(/^\s*[-*] /, '')
        .split(',')
        .map((word) => word.trim().toLowerCase())
        .filter((word) => word !== ''),
    )
    .filter((group) => group.length > 0);
}

/**
 * The steps a word goes through, in the index and in the query, before this one (the build checks that they
 * still are these: src/search/build/indexSteps.js).
 */
const STEPS_BEFORE = ['foldAccents', 'stemmer', 'stemmer-fr'];

/**
 * The stem a word has when it reaches this step.
 * @param {typeof import('lunr')} lunr
 * @param {string} word
 */
function stemOf(lunr, word) {
  let token = new lunr.Token(fold(word.toLowerCase()), {});
  for (const label of STEPS_BEFORE.slice(1)) {
    const step = lunr.Pipeline.registeredFunctions[label];
    if (step) {
      token = /** @type {import('lunr').Token} */ (step(token));
    }
  }
  return token.toString();
}

/**
 * What in a language's groups cannot work, each named with its word; none means the list is usable.
 * @param {typeof import('lunr')} lunr
 * @param {string[][]} groups
 * @param {(word: string) => boolean} isStopWord the language's stop word filter, inverted
 */
function relatedTermsProblems(lunr, groups, isStopWord) {
  /** @type {string[]} */
  const problems = [];
  /** @type {Map<string, {canonical: string, word: string}>} */
  const seen = new Map();
  for (const group of groups) {
    const canonical = stemOf(lunr, group[0]);
    for (const word of group) {
      if (!/^[\p{L}\p{N}]+$/u.test(word)) {
        problems.push(
          `"${word}" is not a single word: a reader's phrase is matched word by word; list its words that matter`,
        );
        continue;
      }
      if (isStopWord(word)) {
        problems.push(`"${word}" is a stop word, which the search ignores: remove it`);
        continue;
      }
      const stem = stemOf(lunr, word);
      const other = seen.get(stem);
      if (other !== undefined && other.canonical !== canonical) {
        problems.push(`"${word}" (searched as "${stem}") is in two groups, with "${other.word}": keep it in one`);
      }
      seen.set(stem, {canonical, word});
    }
  }
  return problems;
}

/**
 * Stem of each word → stem of its group's first word, for one language (throws if a stem is in two groups).
 * @param {typeof import('lunr')} lunr
 * @param {string[][]} groups
 */
function relatedTermsTable(lunr, groups) {
  /** @type {Map<string, string>} */
  const table = new Map();
  for (const group of groups) {
    const canonical = stemOf(lunr, group[0]);
    for (const word of group) {
      const stem = stemOf(lunr, word);
      const other = table.get(stem);
      if (other !== undefined && other !== canonical) {
        throw new Error(`Related terms: "${word}" (stem "${stem}") is in two groups (npm run check names them)`);
      }
      table.set(stem, canonical);
    }
  }
  return table;
}

/**
 * Registers (once) the steps `related-terms-en` and `related-terms-fr` and returns them by locale. The saved index
 * names the step of its language, so the browser must register both before it loads an index.
 * @param {typeof import('lunr')} lunr
 * @param {Record<string, string[][]>} groupsByLocale each language's groups (parseRelatedTerms)
 */
function registerRelatedTerms(lunr, groupsByLocale) {
  /** @type {Record<string, import('lunr').PipelineFunction>} */
  const steps = {};
  for (const locale of Object.keys(RELATED_TERMS_FILES)) {
    const label = `related-terms-${locale}`;
    const existing = lunr.Pipeline.registeredFunctions[label];
    if (existing) {
      steps[locale] = existing;
      continue;
    }
    /** @type {Map<string, string> | null} */
    let table = null;
    /** @param {import('lunr').Token} token */
    const step = (token) => {
      // Built on first use: the stemmers are registered after this module runs.
      table ??= relatedTermsTable(lunr, groupsByLocale[locale] ?? []);
      const canonical = table.get(token.toString());
      return canonical === undefined ? token : token.update(() => canonical);
    };
    lunr.Pipeline.registerFunction(step, label);
    steps[locale] = step;
  }
  return steps;
}

module.exports = {
  RELATED_TERMS_FILES,
  STEPS_BEFORE,
  parseRelatedTerms,
  relatedTermsProblems,
  relatedTermsTable,
  registerRelatedTerms,
  stemOf,
};
