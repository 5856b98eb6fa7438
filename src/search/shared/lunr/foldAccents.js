/**
 * Registers (once) and returns the lunr pipeline step that makes a word match
 * however it is written: without its diacritics ("sécurité" → "securite") and
 * without a French elided article or pronoun ("l'authentification" →
 * "authentification", which lunr would otherwise keep as one word).
 */
const ELISION = /^(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu)['’]/;

/**
 * "L'Historique" → "historique", "sécurité" → "securite": what the step does to one word.
 * @param {string} text
 */
function fold(text) {
  return text
    .replace(ELISION, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/**
 * @param {typeof import('lunr')} lunr
 * @returns {import('lunr').PipelineFunction}
 */
function registerFoldAccents(lunr) {
  const existing = lunr.Pipeline.registeredFunctions.foldAccents;
  if (existing) {
    return existing;
  }
  /** @param {import('lunr').Token} token */
  const foldAccents = (token) => token.update(fold);
  lunr.Pipeline.registerFunction(foldAccents, 'foldAccents');
  return foldAccents;
}

module.exports = {ELISION, fold, registerFoldAccents};
