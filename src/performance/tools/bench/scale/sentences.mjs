/**
 * Sentences, titles and headings of the synthetic articles, in each language, from ./vocabulary.mjs. The two
 * languages say different things (neither translates the other); what they share is an article's shape, set in
 * ./generate.mjs.
 */
import {VOCABULARY} from './vocabulary.mjs';

/** @typedef {ReturnType<typeof import('./random.mjs').randomFrom>} Random */

/** @param {string} text */
const capitalize = (text) => text.charAt(0).toUpperCase() + text.slice(1);

const EN = VOCABULARY.en;

/** @param {Random} random */
function englishNounPhrase(random) {
  const determiner = random.pick(['the', 'the', 'the', 'your', 'your', 'this']);
  const adjective = random.chance(0.4) ? `${random.pick(EN.adjectives)} ` : '';
  return `${determiner} ${adjective}${random.pick(EN.nouns)}`;
}

/** @type {((r: Random, np: () => string) => string)[]} */
const ENGLISH_SENTENCES = [
  (r, np) => `${capitalize(r.pick(EN.verbs))} ${np()} ${r.pick(EN.prepositions)} ${np()}.`,
  (r, np) => `You can ${r.pick(EN.verbs)} ${np()} ${r.pick(EN.times)}.`,
  (r, np) => `If ${np()} is ${r.pick(EN.adjectives)}, ${r.pick(EN.verbs)} ${np()} first.`,
  (r, np) => `Before you ${r.pick(EN.verbs)} ${np()}, ${r.pick(EN.verbs)} ${np()}.`,
  (r, np) => `Ask your ${r.pick(EN.roles)} to ${r.pick(EN.verbs)} ${np()} ${r.pick(EN.times)}.`,
  (r, np) => `${capitalize(np())} must be ${r.pick(EN.adjectives)} ${r.pick(EN.times)}.`,
  (r, np) => `This step helps you ${r.pick(EN.verbs)} ${np()} ${r.pick(EN.prepositions)} ${np()}.`,
  (r, np) => `${capitalize(r.pick(EN.verbs))} ${np()}, then ${r.pick(EN.verbs)} ${np()}.`,
  (r, np) => `Keep ${np()} ${r.pick(EN.prepositions)} ${np()} so that your ${r.pick(EN.roles)} can find it.`,
  (r, np) => `When ${np()} changes, ${r.pick(EN.verbs)} ${np()} and ${r.pick(EN.verbs)} ${np()}.`,
];

const FR = VOCABULARY.fr;
/** @param {string} verb */
const imperative = (verb) => verb.replace(/er$/, 'ez');
/** "de" and "que" drop their vowel before one: "avant d'ajouter". */
/** @param {string} text */
const elide = (text) =>
  text.replace(/\b(de|que) (?=[aeiouyéèêâîôû])/gi, (_, /** @type {string} */ word) => `${word.charAt(0)}'`);

/**
 * @param {Random} random
 * @returns {{text: string, plural: boolean}}
 */
function frenchNoun(random) {
  const noun = random.pick(FR.nouns);
  if (!random.chance(0.55)) return noun;
  const adjective = random.pick(FR.adjectives);
  return {...noun, text: `${noun.text} ${noun.plural ? `${adjective}s` : adjective}`};
}

/** @type {((r: Random, np: () => {text: string, plural: boolean}) => string)[]} */
const FRENCH_SENTENCES = [
  (r, np) => `${capitalize(imperative(r.pick(FR.verbs)))} ${np().text} ${r.pick(FR.prepositions)} ${np().text}.`,
  (r, np) => `Vous pouvez ${r.pick(FR.verbs)} ${np().text} ${r.pick(FR.times)}.`,
  (r, np) => {
    const subject = np();
    const adjective = `${r.pick(FR.adjectives)}${subject.plural ? 's' : ''}`;
    return `Si ${subject.text} ${subject.plural ? 'sont' : 'est'} ${adjective}, ${imperative(r.pick(FR.verbs))} d'abord ${np().text}.`;
  },
  (r, np) => `Avant de ${r.pick(FR.verbs)} ${np().text}, ${imperative(r.pick(FR.verbs))} ${np().text}.`,
  (r, np) => `Demandez à votre ${r.pick(FR.roles)} de ${r.pick(FR.verbs)} ${np().text} ${r.pick(FR.times)}.`,
  (r, np) => {
    const subject = np();
    const [must, adjective] = subject.plural
      ? ['doivent', `${r.pick(FR.adjectives)}s`]
      : ['doit', r.pick(FR.adjectives)];
    return `${capitalize(subject.text)} ${must} être ${adjective} ${r.pick(FR.times)}.`;
  },
  (r, np) => `Cette étape vous aide à ${r.pick(FR.verbs)} ${np().text} ${r.pick(FR.prepositions)} ${np().text}.`,
  (r, np) =>
    `${capitalize(imperative(r.pick(FR.verbs)))} ${np().text}, puis ${imperative(r.pick(FR.verbs))} ${np().text}.`,
  (r, np) =>
    `Gardez ${np().text} ${r.pick(FR.prepositions)} ${np().text} pour que votre ${r.pick(FR.roles)} puisse le consulter.`,
  (r, np) => {
    const subject = np();
    return `Lorsque ${subject.text} ${subject.plural ? 'changent' : 'change'}, ${imperative(r.pick(FR.verbs))} ${np().text} et ${imperative(r.pick(FR.verbs))} ${np().text}.`;
  },
];

/** What each language writes: a sentence, a short instruction (list items, headings), a title, a description. */
export const WRITERS = {
  en: {
    /** @param {Random} random */
    sentence: (random) => random.pick(ENGLISH_SENTENCES)(random, () => englishNounPhrase(random)),
    /** @param {Random} random */
    instruction: (random) => `${capitalize(random.pick(EN.verbs))} ${englishNounPhrase(random)}`,
    /**
     * A heading, and the words its id is made of (the same id in both languages: the English words).
     * @param {Random} random
     */
    heading(random) {
      const verb = random.pick(EN.verbs);
      const noun = random.pick(EN.nouns);
      const adjective = random.chance(0.5) ? random.pick(EN.adjectives) : '';
      return {text: `${capitalize(verb)} the ${adjective ? `${adjective} ` : ''}${noun}`, idWords: [verb, noun]};
    },
    /** @param {Random} random */
    title: (random) =>
      random.chance(0.5)
        ? `How to ${random.pick(EN.verbs)} the ${random.pick(EN.adjectives)} ${random.pick(EN.nouns)}`
        : `${capitalize(random.pick(EN.verbs))} your ${random.pick(EN.nouns)} ${random.pick(EN.prepositions)} the ${random.pick(EN.nouns)}`,
    /** @param {Random} random */
    description: (random) =>
      `Learn how to ${random.pick(EN.verbs)} ${englishNounPhrase(random)} ${random.pick(EN.prepositions)} ${englishNounPhrase(random)}, and what to do when ${englishNounPhrase(random)} is ${random.pick(EN.adjectives)}.`,
    relatedHeading: 'Related articles',
    sectionListHeading: 'In this section',
  },
  fr: {
    /** @param {Random} random */
    sentence: (random) => elide(random.pick(FRENCH_SENTENCES)(random, () => frenchNoun(random))),
    /** @param {Random} random */
    instruction: (random) => `${capitalize(imperative(random.pick(FR.verbs)))} ${frenchNoun(random).text}`,
    /** @param {Random} random */
    heading: (random) => ({text: `${capitalize(imperative(random.pick(FR.verbs)))} ${frenchNoun(random).text}`}),
    /** @param {Random} random */
    title: (random) =>
      random.chance(0.5)
        ? elide(`Comment ${random.pick(FR.verbs)} ${frenchNoun(random).text}`)
        : `${capitalize(imperative(random.pick(FR.verbs)))} ${frenchNoun(random).text} ${random.pick(FR.prepositions)} ${random.pick(FR.nouns).text}`,
    /** @param {Random} random */
    description: (random) => {
      const subject = frenchNoun(random);
      return elide(
        `Découvrez comment ${random.pick(FR.verbs)} ${frenchNoun(random).text} ${random.pick(FR.prepositions)} ${frenchNoun(random).text}, et que faire lorsque ${subject.text} ${subject.plural ? 'sont' : 'est'} ${random.pick(FR.adjectives)}${subject.plural ? 's' : ''}.`,
      );
    },
    relatedHeading: 'Articles connexes',
    sectionListHeading: 'Dans cette section',
  },
};
