/**
 * Words readers use for the same thing, per language of the site. The one place they are listed: the build
 * indexes every word of a group as the group's first word, and the browser reads the reader's words the same way
 * (both register `registerSynonyms`, below), so "log in" finds "sign in", and « effacer » finds « supprimer ».
 *
 * How a group works: after accent folding and stemming (the steps the index and the query run before this one), a
 * word of a group becomes the stem of the group's first word. So a group matches every form of its words
 * ("deleting", "deleted"), in titles, headings, descriptions, keywords and text alike, and costs the index nothing.
 *
 * Before adding a word, check what else it would catch: every word of the articles with the same stem joins the
 * group too ("assistance" would have caught "assistant"). `node --test src/search/tools/eval/` lists them, and fails
 * when a word is in two groups, is a stop word (stop words never reach this step), or is not a single word (a
 * reader's phrase is matched word by word: "log in" is "log" and the stop word "in").
 * A word that only one article needs belongs in that article's front-matter `keywords`, not here.
 */
const {fold} = require('./foldAccents');

/** @type {Record<string, string[][]>} */
const SYNONYMS = {
  en: [
    ['sign', 'log', 'login', 'logon', 'logout', 'logoff', 'signin', 'signon', 'signout'],
    ['delete', 'remove', 'erase', 'wipe', 'discard', 'trash'],
    ['email', 'mail'],
    ['chat', 'conversation', 'convo'],
    ['problem', 'issue', 'bug', 'glitch', 'trouble'],
    ['slow', 'lag', 'laggy', 'sluggish'],
    ['blank', 'white'],
    ['password', 'passcode', 'passphrase'],
    ['screenshot', 'screengrab', 'printscreen'],
    ['start', 'begin'],
  ],
  fr: [
    ['connexion', 'connecter', 'authentification', 'authentifier', 'login'],
    ['déconnexion', 'déconnecter', 'logout'],
    ['supprimer', 'suppression', 'effacer', 'enlever'],
    ['courriel', 'email', 'mail'],
    ['conversation', 'clavardage', 'clavarder', 'chat', 'discussion'],
    ['requête', 'prompt', 'invite'],
    ['problème', 'bogue', 'bug', 'panne', 'souci', 'pépin', 'anomalie'],
    ['lent', 'lenteur'],
    ['blanche', 'blanc'],
    ['traduction', 'traduire', 'traducteur', 'traduit'],
    ['rédaction', 'rédiger', 'écrire', 'écriture'],
    ['résumer', 'résumé', 'sommaire', 'synthèse'],
    ['capture', 'screenshot'],
    ['soutien', 'support'],
    ['commencer', 'démarrer', 'lancer', 'débuter'],
    ['navigateur', 'fureteur'],
  ],
};

/**
 * The steps a word goes through, in the index and in the query, before this one (the build checks that they
 * still are these: src/search/indexSteps.js).
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
 * Stem of each word → stem of its group's first word, for one language (throws if a stem is in two groups).
 * @param {typeof import('lunr')} lunr
 * @param {string} locale
 */
function synonymTable(lunr, locale) {
  /** @type {Map<string, string>} */
  const table = new Map();
  for (const group of SYNONYMS[locale]) {
    const canonical = stemOf(lunr, group[0]);
    for (const word of group) {
      const stem = stemOf(lunr, word);
      const other = table.get(stem);
      if (other !== undefined && other !== canonical) {
        throw new Error(`Search synonyms (${locale}): "${word}" (stem "${stem}") is in two groups`);
      }
      table.set(stem, canonical);
    }
  }
  return table;
}

/**
 * Registers (once) the steps `synonyms-en` and `synonyms-fr` and returns them by locale. The saved index names
 * the step of its language, so the browser must register both before it loads an index.
 * @param {typeof import('lunr')} lunr
 */
function registerSynonyms(lunr) {
  /** @type {Record<string, import('lunr').PipelineFunction>} */
  const steps = {};
  for (const locale of Object.keys(SYNONYMS)) {
    const label = `synonyms-${locale}`;
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
      table ??= synonymTable(lunr, locale);
      const canonical = table.get(token.toString());
      return canonical === undefined ? token : token.update(() => canonical);
    };
    lunr.Pipeline.registerFunction(step, label);
    steps[locale] = step;
  }
  return steps;
}

module.exports = {SYNONYMS, STEPS_BEFORE, stemOf, synonymTable, registerSynonyms};
