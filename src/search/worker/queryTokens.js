/**
 * The reader's words as the index knows them, before the search plugin builds its queries (./smartQueries.js).
 *
 * The plugin splits the query at spaces and hyphens, then requires every word that is not a stop word. A word the
 * index can never hold makes the whole query find nothing, and readers type such words all the time:
 * - punctuation around a word ("chatgnb?", "(prompts)", "*"): the index trims it, the plugin does not;
 * - English contractions ("can't", "isn't", "i'm"): the index holds none, since their parts are stop words
 *   (lunr's stop word filter does not see through the apostrophe: olivernn/lunr.js#192), and readers also type them
 *   without the apostrophe ("cant", "dont");
 * - French elisions before a stop word ("qu'est", "c'est", "n'est"): the index folds "l'historique" to "historique"
 *   (../shared/lunr/foldAccents.js) and drops "est", but the plugin tests "qu'est" against its stop words before folding.
 * - French question words ("comment", "quoi", "quel"): lunr's French stop words lack them, although the English
 *   ones ("how", "what", "which") are stop words, so « comment écrire un prompt » required "comment".
 * This turns each into what the index holds: the word without its punctuation, the words a contraction stands for
 * (the plugin then drops those that are stop words), the word after an elision. It also cuts a "word" longer than
 * any word of the site (a pasted address, a key held down): the plugin's typo tolerance on a 300-letter word keeps
 * the search busy for seconds.
 */
const {ELISION} = require('../shared/lunr/foldAccents');

const LONGEST_WORD = 30;
const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;
const APOSTROPHE = /['’]/g;

/** "can't" → can not: what an English contraction stands for, by its ending. */
const NOT = /^(\p{L}+?)n['’]t$/u;
/** @type {Record<string, string>} */
const IRREGULAR_NOT = {ca: 'can', wo: 'will', sha: 'shall'};
/** @type {Record<string, string[]>} */
const ENDINGS = {s: [], m: ['am'], re: ['are'], ve: ['have'], ll: ['will'], d: ['would']};
const ENDING = /^(\p{L}+)['’](s|m|re|ve|ll|d)$/u;

/** Contractions typed without their apostrophe, which are not words of their own. */
const WITHOUT_APOSTROPHE = new Set([
  'cant',
  'dont',
  'doesnt',
  'didnt',
  'isnt',
  'arent',
  'wasnt',
  'werent',
  'wont',
  'couldnt',
  'shouldnt',
  'wouldnt',
  'havent',
  'hasnt',
  'hadnt',
  'aint',
  'im',
  'ive',
  'youre',
  'thats',
  'whats',
  'theres',
]);

/**
 * Words that wrap a question rather than say what it is about, dropped when the question has other words (alone,
 * they are searched for): French question words (lunr's French stop words lack them, while "how", "what" and
 * "which" are English stop words), and the conversation around a question ("what now", "is it possible",
 * « est-ce que je peux », « comment faire pour »): most articles hold them, and they drowned the words that matter.
 */
const WRAPPING_WORDS = new Set([
  ...['comment', 'quoi', 'quel', 'quelle', 'quels', 'quelles', 'lequel', 'laquelle'],
  ...['peux', 'peut', 'puis', 'pouvez', 'pourrais', 'pourrait', 'faire', 'fais', 'faut', 'dois', 'doit'],
  ...['possible', 'maintenant', 'svp', 'merci', 'bonjour', 'veux', 'voudrais', 'aimerais', 'savoir', 'juste'],
  ...['vraiment', 'chose', 'truc', 'ça', 'ca', 'normal', 'arrive'],
  // Everyday Acadian and Québécois French: « asteure » (now), « icitte » (here), « pantoute » (not at all)…
  ...['asteure', 'astheure', 'icitte', 'pantoute', 'coudonc', 'faque', 'pis', 'ben', 'mettons', 'genre'],
  ...['tsé', 'ouin', 'ouais', 'toute', 'bon', 'allo', 'salut', 'chu', 'chus', 'affaire', 'affaires'],
  // … their spellings as typed, and the intensifiers and fillers around a question (« ça bogue en maudit à matin »).
  ...['asteur', 'astheur', 'icite', 'pentoute', 'coudon', 'fak', 'bin', 'tse', 'moé', 'toé', 'hein', 'han', 'ayoye'],
  ...['maudit', 'maudite', 'mautadit', 'calvaire', 'câline', 'caline', 'tellement', 'vrai', 'drette', 'aweille'],
  ...['matin', 'tantôt', 'tantot', 'encore', 'patente', 'bidule', 'sais', 'voyons'],
  ...['kossé', 'kessé', 'quossé', 'quessé', 'pu'],
  ...['pls', 'plz', 'thx', 'lol', 'btw', 'kinda', 'sorta', 'basically', 'literally', 'seriously'],
  ...['now', 'please', 'ok', 'okay', 'hi', 'hello', 'hey', 'thanks', 'want', 'wanna', 'need', 'way', 'possible'],
  ...['happen', 'happens', 'happened', 'thing', 'things', 'something', 'anything', 'someone', 'really', 'know'],
  ...['actually', 'anyway', 'gonna', 'going', 'supposed', 'still', 'normal'],
]);

/**
 * @param {string} token
 * @returns {string[]}
 */
function wordsOf(token) {
  const word = token.replace(EDGE_PUNCTUATION, '').slice(0, LONGEST_WORD);
  if (!word) {
    return [];
  }
  if (ELISION.test(word)) {
    return wordsOf(word.replace(ELISION, ''));
  }
  const not = NOT.exec(word);
  if (not) {
    return [IRREGULAR_NOT[not[1]] ?? not[1], 'not'];
  }
  const ending = ENDING.exec(word);
  if (ending) {
    return [ending[1], ...ENDINGS[ending[2]]];
  }
  if (WITHOUT_APOSTROPHE.has(word)) {
    return [];
  }
  // Any other apostrophe ("aujourd'hui") is kept: the index keeps it too.
  return [word.replace(APOSTROPHE, "'")];
}

/**
 * The plugin's tokens (lower case, split at spaces and hyphens) → the words to search for, in order, once each.
 * @param {string[]} tokens
 */
function readerTokens(tokens) {
  const words = allReaderWords(tokens);
  const withoutWrapping = words.filter((word) => !WRAPPING_WORDS.has(word));
  return withoutWrapping.length > 0 ? withoutWrapping : words;
}

/**
 * The words that wrap the question (see WRAPPING_WORDS) when it has others: they only count a little.
 * @param {string[]} tokens
 */
function wrappingWords(tokens) {
  const words = allReaderWords(tokens);
  const kept = readerTokens(tokens);
  return words.filter((word) => !kept.includes(word));
}

/**
 * Every word of the question, wrapping words included.
 * @param {string[]} tokens
 */
function allReaderWords(tokens) {
  /** @type {string[]} */
  const words = [];
  for (const token of tokens) {
    for (const word of wordsOf(token)) {
      if (!words.includes(word)) {
        words.push(word);
      }
    }
  }
  return words;
}

module.exports = {readerTokens, wrappingWords};
