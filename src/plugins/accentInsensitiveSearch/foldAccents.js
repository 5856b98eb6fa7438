/** Registers (once) and returns the lunr pipeline step that strips diacritics from a token. */
function registerFoldAccents(lunr) {
  const existing = lunr.Pipeline.registeredFunctions.foldAccents;
  if (existing) {
    return existing;
  }
  const foldAccents = (token) =>
    token.update((text) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));
  lunr.Pipeline.registerFunction(foldAccents, 'foldAccents');
  return foldAccents;
}

module.exports = {registerFoldAccents};
