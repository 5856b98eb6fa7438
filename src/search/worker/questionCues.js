/**
 * What kind of answer a question asks for, in English and French, and whether a sentence gives that kind: a
 * question of "how long" is answered by a sentence that names a period, one of "can I" by a rule ("you can", "never",
 * « vous ne pouvez pas »), one of "who decides" by a person or a team, often with no other word of the question
 * (./passages.js prefers such a sentence, and the section that holds it).
 *
 * Each cue lists phrases, matched whole, in lower case with their accents: `asks` in the reader's question,
 * `answers` in a sentence (`opens`: at its start). They name kinds of answer, never an article's words.
 */

/**
 * @typedef {{kind: string, asks: RegExp, answers: {test: (text: string) => boolean}}} Cue
 */

/**
 * One of `phrases`, whole (`\b` does not know accented letters: « à », « été »). A phrase may hold a pattern.
 * @param {string[]} phrases
 * @param {boolean} [atStart] only at the start of the text
 */
const anyOf = (phrases, atStart = false) =>
  new RegExp(`${atStart ? '^\\s*' : '(?<![\\p{L}\\p{N}])'}(?:${phrases.join('|')})(?![\\p{L}\\p{N}])`, 'u');

const NUMBER =
  '(?:\\d+|one|two|three|four|five|six|seven|ten|thirty|sixty|ninety|une?|deux|trois|quatre|cinq|sept|dix|trente|soixante)';
const TIME_UNIT =
  '(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|secondes?|heures?|jours?|semaines?|mois|ans|années?)';

/** @param {{kind: string, asks: string[], answers: string[], opens?: string[]}} cue */
const cue = ({kind, asks, answers, opens = []}) => {
  const inside = anyOf(answers);
  const start = opens.length > 0 ? anyOf(opens, true) : null;
  return {
    kind,
    asks: anyOf(asks),
    answers: {test: (/** @type {string} */ text) => inside.test(text) || (start?.test(text) ?? false)},
  };
};

const CUES = [
  cue({
    kind: 'duration',
    asks: [
      'how long',
      'how much time',
      'until when',
      'how soon',
      'when will',
      'combien de temps',
      "jusqu'à quand",
      'pendant combien',
      'dans combien',
      'durée',
      'délai',
      'ça prend-tu',
      'ça prend combien',
    ],
    answers: [
      `${NUMBER}\\s+${TIME_UNIT}`,
      'until',
      'within',
      'expires?',
      'forever',
      'permanently',
      'immediately',
      "jusqu'à",
      'pendant',
      'dans un délai',
      'expirent?',
      'définitivement',
      'pour toujours',
      'immédiatement',
    ],
  }),
  cue({
    kind: 'frequency',
    asks: [
      'how often',
      'how many times',
      'every time',
      'each time',
      'à quelle fréquence',
      'combien de fois',
      'chaque fois',
      'à chaque fois',
      'souvent',
      'tout le temps',
    ],
    answers: [
      'every',
      'each time',
      'daily',
      'weekly',
      'monthly',
      'once',
      'twice',
      'regularly',
      'whenever',
      'each',
      'chaque',
      'tous les',
      'toutes les',
      'quotidien\\p{L}*',
      'hebdomadaire\\p{L}*',
      'une fois',
      'fois',
      'régulièrement',
      'à chaque',
    ],
  }),
  cue({
    kind: 'permission',
    asks: [
      'can i',
      'can we',
      'could i',
      'may i',
      'am i allowed',
      'are we allowed',
      'is it ok',
      'is it okay',
      'is it alright',
      'is it fine',
      'is it safe',
      'allowed to',
      'do i (?:need|have) to',
      'do we (?:need|have) to',
      'must i',
      'should i',
      'do i have to',
      "est-ce que (?:je|j'|on|nous) ?(?:peux|peut|pouvons|dois|doit|devons|pourrais|ai le droit|a le droit)",
      'est-ce (?:correct|permis|ok|grave|sécuritaire|correc)',
      "c'est-tu",
      'correct de',
      '(?:puis|dois)-je',
      'peut-on',
      'faut-il',
      'ai-je le droit',
      "j'ai-tu",
      'je peux-tu',
      'on peut-tu',
      'ai-je besoin',
      "j'ai le droit",
      'je peux',
      'on peut',
      'je dois',
      'on doit',
      'faut-tu',
    ],
    answers: [
      'you can(?:not)?',
      "can't",
      'you may',
      'you must',
      'you need',
      'you do not need',
      "you don't need",
      'never',
      'do not',
      "don't",
      'only',
      'allowed',
      'permitted',
      'prohibited',
      'is fine',
      'is safe',
      'vous pouvez',
      'vous ne pouvez',
      'vous devez',
      "vous n'avez pas",
      "n'avez pas besoin",
      'jamais',
      "n'\\p{L}+ pas",
      'ne \\p{L}+ (?:pas|aucun\\p{L}*)',
      'seulement',
      'uniquement',
      'interdit\\p{L}*',
      'permis',
      'autorisé\\p{L}*',
      'sans danger',
    ],
    // An instruction answers "do I have to…" too: « Dites au traducteur… », "Tell your manager…".
    opens: [
      'always',
      'tell',
      'make sure',
      'check',
      'follow',
      'ask',
      'use',
      'keep',
      'treat',
      'avoid',
      'remove',
      '\\p{L}+ez',
      'dites',
      'faites',
    ],
  }),
  cue({
    kind: 'who',
    asks: [
      'who',
      'whom',
      'whose',
      "qui (?:décide|approuve|peut|doit|s'occupe|gère|contacter|appeler)",
      'à qui',
      'auprès de qui',
      'avec qui',
    ],
    answers: [
      'your manager',
      'your supervisor',
      'your department',
      'your team',
      'service desk',
      'help desk',
      'administrators?',
      'owners?',
      'decides?',
      'approves?',
      'votre gestionnaire',
      'votre superviseur\\p{L}*',
      'votre ministère',
      'votre équipe',
      'centre de services',
      'responsables?',
      'administrat\\p{L}+',
      'décide\\p{L}*',
      'approuve\\p{L}*',
    ],
  }),
  cue({
    kind: 'remedy',
    asks: [
      'what now',
      'what should i do',
      'what do i do',
      'what can i do',
      'what if',
      'what happens if',
      'what to do',
      'how do i fix',
      'how to fix',
      'que faire',
      'quoi faire',
      "qu'est-ce que je fais",
      'je fais quoi',
      'on fait quoi',
      'comment régler',
      "qu'arrive-t-il",
      'que se passe-t-il si',
      'et si',
      'ça bogue',
      'ça marche pas',
      'ça fonctionne pas',
      "doesn't work",
      'not working',
      "won't",
    ],
    answers: ['stop', 'contact your', 'report it', 'cessez', 'communiquez avec', 'signalez', 'try', 'essayez'],
    opens: [
      'if',
      'when',
      'stop',
      'contact',
      'report',
      'try',
      'tell',
      'ask',
      'sign',
      'close',
      'clear',
      'reload',
      'si',
      'lorsque',
      'quand',
      'cessez',
      'communiquez',
      'signalez',
      'essayez',
      'dites',
      'demandez',
      'fermez',
      'videz',
      'rechargez',
      'reconnectez',
    ],
  }),
  cue({
    kind: 'definition',
    asks: [
      'what is',
      "what's",
      'what are',
      'what does',
      "c'est quoi",
      "qu'est-ce que",
      "qu'est-ce qu'",
      'ça sert à quoi',
      'sert à quoi',
      'à quoi sert',
    ],
    answers: ['is an?', 'are', 'est une?', 'sont', 'designed', 'conçu\\p{L}*', 'lets you', 'permet'],
  }),
  cue({
    kind: 'purpose',
    asks: [
      "what(?: is|'s| are) [\\p{L}\\p{N}' -]{1,40}? for",
      'what (?:is|are) (?:it|they|this|that) used for',
      'why do (?:i|we) need',
      'à quoi (?:ça )?(?:sert|servent)',
      'ça sert à quoi',
      'sert à quoi',
      'servent à quoi',
      'pourquoi (?:faut-il|dois-je|je dois|on doit)',
    ],
    answers: [
      'lets',
      'helps?',
      'so that',
      'used to',
      'in order to',
      'allows?',
      'permet\\p{L}*',
      'sert à',
      'servent à',
      'aide\\p{L}* à',
      'afin de',
      'pour que',
    ],
  }),
  cue({
    kind: 'effect',
    asks: [
      'will (?:it|this|that|i|\\p{L}+ing) [\\p{L}\\p{N} ]{0,40}?(?:delete|erase|wipe|lose|remove|clear|reset)',
      'does (?:it|this|that|\\p{L}+ing) (?:delete|erase|wipe|remove|clear|reset)',
      'do i lose',
      'will i lose',
      'what happens to',
      'est-ce que (?:je perds|ça efface|ça supprime|je vais perdre)',
      'je perds',
      'vais-je perdre',
      'je vais perdre',
      'ça efface',
      'ça supprime',
      'ça règle',
      'perdre mes',
    ],
    answers: [
      'is safe',
      'are kept',
      'is kept',
      'stays?',
      'remains?',
      'not lost',
      'does not',
      "doesn't",
      "won't",
      'still',
      'sans danger',
      'conservée?s?',
      'restent',
      'reste',
      'ne sont pas perdue?s',
      "n'efface",
      "n'annule",
      'toujours',
    ],
  }),
  cue({
    kind: 'reason',
    asks: ['why', 'how come', 'pourquoi', 'comment ça se fait', 'comment se fait-il'],
    answers: [
      'because',
      'since',
      'so that',
      'the cause',
      'the reason',
      'parce que',
      'puisque',
      'car',
      'afin',
      'la cause',
      'la raison',
      'pour que',
    ],
  }),
];

/**
 * The cues of a question.
 * @param {string} question the reader's text
 */
function cuesOf(question) {
  const text = question.toLowerCase().replace(/’/g, "'");
  return CUES.filter((candidate) => candidate.asks.test(text));
}

/**
 * Whether a sentence gives one of the kinds of answer asked for.
 * @param {{answers: {test: (text: string) => boolean}}[]} cues
 * @param {string} sentence
 */
function answersCue(cues, sentence) {
  if (cues.length === 0) return false;
  const text = sentence.toLowerCase().replace(/’/g, "'");
  return cues.some((candidate) => candidate.answers.test(text));
}

/**
 * Whether a heading is itself a question of the same kind ("How long ChatGNB keeps your chats", « Avec qui
 * communiquer »): its section answers it.
 * @param {{asks: RegExp}[]} cues
 * @param {string | null} heading
 */
function headingAsksCue(cues, heading) {
  if (cues.length === 0 || !heading) return false;
  const text = heading.toLowerCase().replace(/’/g, "'");
  return cues.some((candidate) => candidate.asks.test(text));
}

module.exports = {cuesOf, answersCue, headingAsksCue};
