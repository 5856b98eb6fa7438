/**
 * Makes the local search accent-insensitive: a reader who types "securite"
 * finds "sécurité", and the other way round; "authentification" also finds
 * "l'authentification" (see ./foldAccents.js).
 *
 * @easyops-cn/docusaurus-search-local builds a lunr index at build time and
 * queries it in a web worker. We add one lunr pipeline step, "foldAccents",
 * to both sides:
 * - at build time (this file): every index built in this process folds its
 *   tokens, and its saved query pipeline names the step;
 * - in the browser: `lunr` resolves to ./lunrWithFolding.js, which registers
 *   the same step so the saved index loads and folds the reader's words.
 */
const path = require('path');
const lunr = require('lunr');
const {registerFoldAccents} = require('./foldAccents');

const foldAccents = registerFoldAccents(lunr);

function prependFold(pipeline) {
  // lunr exposes no "insert first" method; the stack is the pipeline's order.
  if (!pipeline._stack.includes(foldAccents)) {
    pipeline._stack.unshift(foldAccents);
  }
}

const originalAdd = lunr.Builder.prototype.add;
lunr.Builder.prototype.add = function addWithFolding(doc, attributes) {
  prependFold(this.pipeline);
  prependFold(this.searchPipeline);
  return originalAdd.call(this, doc, attributes);
};

/** @type {import('@docusaurus/types').PluginModule} */
module.exports = function accentInsensitiveSearch() {
  return {
    name: 'accent-insensitive-search',
    configureWebpack(_config, isServer) {
      if (isServer) {
        return {};
      }
      return {
        resolve: {
          alias: {
            lunr$: path.resolve(__dirname, 'lunrWithFolding.js'),
          },
        },
      };
    },
  };
};
