/**
 * Registers (once) and returns the lunr pipeline step that makes a word match
 * however it is written: without its diacritics ("sécurité" → "securite") and
 * without a French elided article or pronoun ("l'authentification" →
 * "authentification", which lunr would otherwise keep as one word).
 */
const ELISION = /^(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu)['’]/;

function registerFoldAccents(lunr) {
  const existing = lunr.Pipeline.registeredFunctions.foldAccents;
  if (existing) {
    return existing;
  }
  const foldAccents = (token) =>
    token.update((text) =>
      text
        .replace(ELISION, '')
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, ''),
    );
  lunr.Pipeline.registerFunction(foldAccents, 'foldAccents');
  return foldAccents;
}

module.exports = {registerFoldAccents};
