/**
 * Makes the local search (@easyops-cn/docusaurus-search-local) understand readers' words. The plugin builds a lunr
 * index at build time and queries it in a web worker; we add to both sides:
 *
 * - "foldAccents" (../shared/lunr/foldAccents.js): "securite" finds "sécurité", "authentification" finds
 *   "l'authentification";
 * - "related-terms-en" / "related-terms-fr" (../shared/lunr/relatedTerms.js, the authors' lists): "log in" finds
 *   "sign in";
 * - in the browser only (../worker): the reader's words as the index knows them (queryTokens.js, through the
 *   plugin's query builder, smartQueries.js), so "can't sign in" and "chatgnb?" find something; typos in long
 *   words; and a question of several words ranked by article (pageRanking.js).
 *
 * At build time (this file), every index built in this process runs foldAccents first and the related terms of the
 * language of the pages it indexes last (a page's language is that of the base URL it is under, so the locales may
 * be built in any order, or at the same time), and its saved query pipeline names both. In the browser, our patch of
 * the plugin's worker (patches/README.md) registers the same steps on the worker's lunr, so that the saved index
 * loads and reads the reader's words the same way, and hands the reader's question to ../worker/readerSearch.js.
 */
const lunr = require('lunr');
const {registerFoldAccents} = require('../shared/lunr/foldAccents');
const {registerRelatedTerms, STEPS_BEFORE} = require('../shared/lunr/relatedTerms');

const foldAccents = registerFoldAccents(lunr);
/** @type {Record<string, import('lunr').PipelineFunction>} */
let relatedTermsSteps = {};

/** @param {import('lunr').Pipeline} pipeline */
const labels = (pipeline) => pipeline._stack.map((step) => /** @type {{label?: string}} */ (step).label);

/**
 * The locale of the pages a document is from, by the longest base URL its address is under.
 * @type {(url: string) => string | undefined}
 */
let localeOfUrl = () => {
  throw new Error(
    'Search related terms: the search plugin (src/search/plugin.ts) must be loaded before the index is built.',
  );
};

/**
 * Adds our steps to a builder's pipelines (lunr exposes no "insert first": the stack is the pipeline's order).
 * @param {import('lunr').Builder} builder
 * @param {{u: string}} doc
 */
function addSteps(builder, doc) {
  const locale = localeOfUrl(doc.u);
  const relatedTermsStep = locale === undefined ? undefined : relatedTermsSteps[locale];
  if (!relatedTermsStep) {
    throw new Error(
      `Search related terms: no list for the locale "${locale}" in src/search/shared/lunr/relatedTerms.js`,
    );
  }
  const other = [builder.pipeline, builder.searchPipeline].flatMap((pipeline) =>
    Object.values(relatedTermsSteps).filter((step) => step !== relatedTermsStep && pipeline._stack.includes(step)),
  );
  if (other.length > 0) {
    throw new Error(`Search related terms: one search index holds pages of two languages (${doc.u} is ${locale}).`);
  }
  for (const pipeline of [builder.pipeline, builder.searchPipeline]) {
    if (pipeline._stack.includes(relatedTermsStep)) {
      continue;
    }
    if (!pipeline._stack.includes(foldAccents)) {
      pipeline._stack.unshift(foldAccents);
    }
    pipeline._stack.push(relatedTermsStep);
  }
  // The related terms are keyed by the stems these steps give (../shared/lunr/relatedTerms.js): if the search options
  // change the stemmers (`language`), they must be rekeyed rather than silently stop matching.
  const searchSteps = labels(builder.searchPipeline).slice(0, -1);
  if (searchSteps.join() !== STEPS_BEFORE.join()) {
    throw new Error(
      `Search related terms: the query pipeline is [${searchSteps.join(', ')}], not [${STEPS_BEFORE.join(', ')}]; ` +
        'update STEPS_BEFORE in src/search/shared/lunr/relatedTerms.js',
    );
  }
}

const originalAdd = lunr.Builder.prototype.add;
/**
 * @param {object} doc
 * @param {object} [attributes]
 */
lunr.Builder.prototype.add = function addWithReaderSteps(doc, attributes) {
  addSteps(this, /** @type {{u: string}} */ (doc));
  return originalAdd.call(this, doc, attributes);
};

/**
 * Tells the index steps which locale each base URL is (the site's i18n settings), and each language's related terms.
 * @param {{i18n: {locales: string[], defaultLocale: string, localeConfigs: Record<string, {baseUrl?: string}>}}} context
 * @param {Record<string, string[][]>} relatedTerms
 */
function registerLocales(context, relatedTerms) {
  relatedTermsSteps = registerRelatedTerms(lunr, relatedTerms);
  const {locales, localeConfigs, defaultLocale} = context.i18n;
  const baseUrls = locales
    .map((locale) => ({
      locale,
      baseUrl: localeConfigs[locale]?.baseUrl ?? (locale === defaultLocale ? '/' : `/${locale}/`),
    }))
    .sort((a, b) => b.baseUrl.length - a.baseUrl.length);
  localeOfUrl = (url) => baseUrls.find(({baseUrl}) => url.startsWith(baseUrl))?.locale;
}

module.exports = {registerLocales};
