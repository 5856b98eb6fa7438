/**
 * Makes the local search (@easyops-cn/docusaurus-search-local) understand readers' words. The plugin builds a lunr
 * index at build time and queries it in a web worker; we add to both sides:
 *
 * - "foldAccents" (./foldAccents.js): "securite" finds "sécurité", "authentification" finds "l'authentification";
 * - "synonyms-en" / "synonyms-fr" (./synonyms.js): "log in" finds "sign in", « effacer » finds « supprimer »;
 * - in the browser only (./browser): the reader's words as the index knows them (queryTokens.js, through the
 *   plugin's query builder, smartQueries.js), so "can't sign in" and "chatgnb?" find something; typos in long
 *   words; and a question of several words ranked by article (pageRanking.js), in the plugin's worker (worker.js).
 *
 * At build time (this file), every index built in this process runs foldAccents first and the synonyms of the
 * locale being built last, and its saved query pipeline names both. In the browser bundle, `lunr` resolves to
 * ./browser/lunrWithSteps.js, which registers the same steps so the saved index loads and reads the reader's words
 * the same way, and the plugin's worker loader to ./browser/searchByWorker.mjs, which starts ./browser/worker.js.
 * The plugin's files are not changed: `npm ci` gives the plugin as published, and these aliases apply when the site
 * is bundled. After changing them, run `npm run clear` once: the bundler's persistent cache keeps old resolutions.
 */
const path = require('path');
const lunr = require('lunr');
const {registerFoldAccents} = require('./foldAccents');
const {registerSynonyms, STEPS_BEFORE} = require('./synonyms');

const foldAccents = registerFoldAccents(lunr);
const synonyms = registerSynonyms(lunr);

const labels = (pipeline) => pipeline._stack.map((step) => step.label);

/** Adds our steps to a builder's pipelines (lunr exposes no "insert first": the stack is the pipeline's order). */
function addSteps(builder) {
  // Set by Docusaurus for the locale it is building (the locales are built one after the other).
  const locale = process.env.DOCUSAURUS_CURRENT_LOCALE;
  const synonymStep = synonyms[locale];
  if (!synonymStep) {
    throw new Error(`Search synonyms: no list for the locale "${locale}" in src/plugins/readerSearch/synonyms.js`);
  }
  for (const pipeline of [builder.pipeline, builder.searchPipeline]) {
    if (pipeline._stack.includes(synonymStep)) {
      continue;
    }
    if (!pipeline._stack.includes(foldAccents)) {
      pipeline._stack.unshift(foldAccents);
    }
    pipeline._stack.push(synonymStep);
  }
  // The synonyms are keyed by the stems these steps give (./synonyms.js): if the search options change the
  // stemmers (`language`), the synonyms must be rekeyed rather than silently stop matching.
  const searchSteps = labels(builder.searchPipeline).slice(0, -1);
  if (searchSteps.join() !== STEPS_BEFORE.join()) {
    throw new Error(
      `Search synonyms: the query pipeline is [${searchSteps.join(', ')}], not [${STEPS_BEFORE.join(', ')}]; ` +
        'update STEPS_BEFORE in src/plugins/readerSearch/synonyms.js',
    );
  }
}

const originalAdd = lunr.Builder.prototype.add;
lunr.Builder.prototype.add = function addWithReaderSteps(doc, attributes) {
  addSteps(this);
  return originalAdd.call(this, doc, attributes);
};

/** The search plugin's browser code (dist/client/client/theme, dist/client/client/utils). */
const PLUGIN_CLIENT = path.dirname(
  path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries.js')),
);

const SEARCH_BY_WORKER = path.resolve(__dirname, 'browser/searchByWorker.mjs');

/** @type {import('@docusaurus/types').PluginModule} */
module.exports = function readerSearch() {
  return {
    name: 'reader-search',
    configureWebpack(_config, isServer) {
      if (isServer) {
        return {};
      }
      return {
        resolve: {
          alias: {
            lunr$: path.resolve(__dirname, 'browser/lunrWithSteps.js'),
            // The plugin's worker loader, as its search bar and search page import it ("../searchByWorker"), and
            // as src/theme/SearchBar does: it starts our worker. (The bundler does not alias the plugin's
            // `new Worker(new URL("./worker.js", import.meta.url))` itself.)
            [`${path.join(PLUGIN_CLIENT, 'theme', 'searchByWorker')}$`]: SEARCH_BY_WORKER,
            '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker$': SEARCH_BY_WORKER,
            // The Comlink the plugin's main-thread code uses, whatever npm's layout of node_modules.
            comlink$: require.resolve('comlink', {paths: [PLUGIN_CLIENT]}),
          },
        },
      };
    },
  };
};
