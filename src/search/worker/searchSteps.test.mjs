/**
 * The search's own steps (src/search), one by one. The whole search is measured on the build by
 * `npm run eval:search`; these tests say which step broke, and run before the build.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {linesOf, visibleInBox} from '../tools/boxLines.mjs';

const require = createRequire(import.meta.url);
const lunr = require('lunr');
require('lunr-languages/lunr.stemmer.support.js')(lunr);
require('lunr-languages/lunr.fr.js')(lunr);
const {fold, registerFoldAccents} = require('../shared/lunr/foldAccents.js');
const {parseRelatedTerms, relatedTermsProblems, registerRelatedTerms} = require('../shared/lunr/relatedTerms.js');
const {readRelatedTerms} = require('../build/relatedTermsFiles.js');
const {relatedTermsProblemsByFile} = require('../build/relatedTermsCheck.js');
const {readerTokens, wrappingWords} = require('./queryTokens.js');
const {rankPages} = require('./pageRanking.js');
const {passagesOfPage, sentencesOf} = require('./passages.js');
const {cuesOf, answersCue, headingAsksCue} = require('./questionCues.js');
const {boxOptions} = require('../shared/boxOptions.js');
const {DOCUMENT_KIND} = require('../shared/documentKinds.js');
const {ROOT} = await import('../../shared/node/root.mjs');

registerFoldAccents(lunr);

/**
 * The worker's indexes of one page, by document kind, as passagesOfPage reads them: its title, headings and sections.
 * @param {{page: import('./passages.js').IndexDocument, headings?: import('./passages.js').IndexDocument[],
 *   sections: import('./passages.js').IndexDocument[]}} docs
 */
function indexOfPage({page, headings = [], sections}) {
  /** @param {import('./passages.js').IndexDocument[]} docs */
  const byId = (docs) => ({documents: {byId: new Map(docs.map((doc) => [String(doc.i), doc]))}});
  const indexes = [byId([]), byId([]), byId([]), byId([]), byId([])];
  indexes[DOCUMENT_KIND.title] = byId([page]);
  indexes[DOCUMENT_KIND.heading] = byId(headings);
  indexes[DOCUMENT_KIND.content] = byId(sections);
  return indexes;
}
const steps = registerRelatedTerms(lunr, readRelatedTerms(ROOT));

test('accents and French elisions are folded', () => {
  assert.equal(fold("l'historique"), 'historique');
  assert.equal(fold('sécurité'), 'securite');
  assert.equal(fold('qu’est'), 'est');
});

test("the reader's words: punctuation, contractions, elisions, French question words", () => {
  assert.deepEqual(readerTokens(["can't", 'sign', 'in']), ['can', 'not', 'sign', 'in']);
  assert.deepEqual(readerTokens(['cant', 'log', 'in']), ['log', 'in']);
  assert.deepEqual(readerTokens(['won’t', 'load']), ['will', 'not', 'load']);
  assert.deepEqual(readerTokens(["chatgnb's", 'history?']), ['chatgnb', 'history']);
  assert.deepEqual(readerTokens(['what', 'is', 'chatgnb?']), ['what', 'is', 'chatgnb']);
  assert.deepEqual(readerTokens(["c'est", 'quoi', 'un', 'mode']), ['est', 'un', 'mode']);
  assert.deepEqual(readerTokens(['comment', 'ecrire', 'un', 'prompt']), ['ecrire', 'un', 'prompt']);
  // Alone, a question word is what the reader looks for.
  assert.deepEqual(readerTokens(['comment']), ['comment']);
  assert.deepEqual(readerTokens(['chat', 'chat']), ['chat']);
  assert.deepEqual(readerTokens(["aujourd'hui"]), ["aujourd'hui"]);
});

test('odd input leaves no word, or a short one, and never throws', () => {
  for (const token of ['*', '~', '^', '+', '-', ':', '"', "'", '<script>', '%e0%a4%a', '()[]{}', '\\']) {
    assert.ok(Array.isArray(readerTokens([token])), token);
  }
  assert.deepEqual(readerTokens(['*', '~', '^']), []);
  assert.deepEqual(readerTokens(['<script>alert(1)</script>']), ['script>alert(1)</script']);
  assert.equal(readerTokens(['é'.repeat(300)])[0].length, 30);
});

test("the authors' related terms: one group a line, words separated by commas", () => {
  assert.deepEqual(
    parseRelatedTerms(
      '# Title\n\n- How it works, with a comma\n\n## Groups\n\n- Sign, log ,login\n* delete, remove\n-not a group',
    ),
    [
      ['sign', 'log', 'login'],
      ['delete', 'remove'],
    ],
  );
  assert.deepEqual(relatedTermsProblemsByFile(ROOT), [], 'the lists of docs/ and i18n/ are usable');
});

test('a related term that cannot work is named: a phrase, a stop word, a word in two groups', () => {
  const isStopWord = (/** @type {string} */ word) => !lunr.stopWordFilter(/** @type {any} */ (word));
  assert.deepEqual(
    relatedTermsProblems(
      lunr,
      [
        ['sign', 'log in'],
        ['delete', 'the'],
        ['remove', 'signing'],
      ],
      isStopWord,
    ),
    [
      '"log in" is not a single word: a reader\'s phrase is matched word by word; list its words that matter',
      '"the" is a stop word, which the search ignores: remove it',
      '"signing" (searched as "sign") is in two groups, with "sign": keep it in one',
    ],
  );
});

test('a related term is indexed and searched as its group’s first word, in every form', () => {
  /**
   * @param {string} locale
   * @param {string} text
   */
  const run = (locale, text) => {
    const pipeline = new lunr.Pipeline();
    pipeline.add(lunr.Pipeline.registeredFunctions.foldAccents, lunr.stemmer, lunr.fr.stemmer, steps[locale]);
    return pipeline.runString(text).join(' ');
  };
  assert.equal(run('en', 'logging'), run('en', 'sign'));
  assert.equal(run('en', 'erased'), run('en', 'delete'));
  assert.equal(run('fr', 'effacées'), run('fr', 'supprimer'));
  assert.equal(run('fr', 'courriels'), run('fr', 'email'));
  // Each language keeps to its own list.
  assert.notEqual(run('en', 'effacer'), run('en', 'delete'));
});

test('a question is ranked by the article that holds its words, not by the one section that has them all', () => {
  /**
   * @param {number} i
   * @param {string} t
   */
  const title = (i, t) => ({document: {i, t, u: `/docs/${i}`}, type: DOCUMENT_KIND.title, page: false, metadata: {}});
  /**
   * @param {number} type
   * @param {number} i
   * @param {number} p
   * @param {string} t
   */
  const part = (type, i, p, t) => ({document: {i, t, p, u: `/docs/${p}`}, type, page: {i: p}, metadata: {}});
  const managing = title(1, 'Managing your chat history');
  const deleteHeading = part(1, 11, 1, 'Delete a chat');
  const startSection = part(4, 21, 2, 'Delete old chats from your history in the side panel.');
  const evidence = [
    {...managing, word: 'chat', strength: 1},
    {...managing, word: 'history', strength: 1},
    {...deleteHeading, word: 'delete', strength: 1},
    {...deleteHeading, word: 'chat', strength: 1},
    ...['delete', 'chat', 'history'].map((word) => ({...startSection, word, strength: 1})),
    {...title(3, 'Search your chat history'), word: 'history', strength: 1},
  ];
  // The plugin's own hits: the one section with all three words.
  const results = [{...startSection, tokens: ['delete', 'chat', 'history'], score: 1}];
  const {pages} = rankPages({words: ['delete', 'chat', 'history'], evidence, results, pageCount: 20});
  assert.deepEqual(
    pages.map((page) => page.id),
    [1, 2, 3],
    'the article whose title and heading hold the words comes first, then the one with a section that has them all',
  );
  assert.equal(rankPages({words: ['a', 'b'], evidence: [], results, pageCount: 20}).pages.length, 1);
});

test('the words that wrap a question count only a little', () => {
  assert.deepEqual(readerTokens(['is', 'it', 'possible', 'to', 'log', 'off', 'now']), ['is', 'it', 'to', 'log', 'off']);
  assert.deepEqual(wrappingWords(['is', 'it', 'possible', 'to', 'log', 'off', 'now']), ['possible', 'now']);
  assert.deepEqual(readerTokens(['est-ce', 'que', 'je', 'peux', 'supprimer']), ['est-ce', 'que', 'je', 'supprimer']);
  // Alone, they are what the reader looks for.
  assert.deepEqual(readerTokens(['possible']), ['possible']);
});

test('the fillers and intensifiers of everyday French and English do not count as what the question is about', () => {
  // « ça bogue en maudit à matin, coudonc » : what it is about is « bogue »; « en », « à » are the plugin's stop words.
  assert.deepEqual(readerTokens(['ça', 'bogue', 'en', 'maudit', 'à', 'matin,', 'coudon']), ['bogue', 'en', 'à']);
  // « c'tu normal? » and « marche-tu » (the plugin splits at the hyphen): the particle « tu » is a stop word.
  assert.deepEqual(readerTokens(["c'tu", 'tellement', 'lent', 'pour', 'vrai']), ['tu', 'lent', 'pour']);
  assert.deepEqual(readerTokens(['kossé', 'la', 'patente', 'pour', 'partager']), ['la', 'pour', 'partager']);
  // « ça marche pu » : « pu » is « plus » of the negation, as « pas » is a stop word.
  assert.deepEqual(readerTokens(['ça', 'marche', 'pu', 'pantoute']), ['marche']);
  assert.deepEqual(readerTokens(['pls', 'help', 'basically', 'frozen', 'lol']), ['help', 'frozen']);
});

test('a question quoted in a sentence does not end it', () => {
  const text =
    "Il enregistre vos réponses à « Cette page vous a-t-elle été utile? » : oui ou non. « Merci! » Il n'enregistre rien d'autre.";
  assert.deepEqual(
    sentencesOf(text).map(([from, to]) => text.slice(from, to).trim()),
    [
      'Il enregistre vos réponses à « Cette page vous a-t-elle été utile? » : oui ou non.',
      '« Merci! »',
      "Il n'enregistre rien d'autre.",
    ],
  );
});

test("a page's passage is the sentence that holds the reader's words, in the section that holds the most", () => {
  const text =
    'Open the side panel. Your chats are listed there. Deleting a chat is final: it cannot be recovered. ' +
    'Ask your manager if unsure.';
  assert.deepEqual(
    sentencesOf(text).map(([from, to]) => text.slice(from, to).trim()),
    [
      'Open the side panel.',
      'Your chats are listed there.',
      'Deleting a chat is final: it cannot be recovered.',
      'Ask your manager if unsure.',
    ],
  );
  const at = (/** @type {string} */ word) => [text.indexOf(word), word.length];
  const page = {i: 1, t: 'Managing your chat history', u: '/docs/managing'};
  const opening = {i: 2, t: 'Your past chats are in the side panel.', u: '/docs/managing', h: '', p: 1};
  const section = {i: 4, t: text, u: '/docs/managing', h: '#delete', p: 1};
  const heading = {i: 3, t: 'Delete a chat', u: '/docs/managing', h: '#delete', p: 1};
  const wrappedIndexes = indexOfPage({page, headings: [heading], sections: [opening, section]});
  /** @type {import('./passages.js').Evidence[]} */
  const evidence = [
    {
      document: section,
      type: DOCUMENT_KIND.content,
      word: 'delet',
      strength: 1,
      metadata: {delet: {t: {position: [at('Deleting')]}}},
    },
    {
      document: section,
      type: DOCUMENT_KIND.content,
      word: 'recov',
      strength: 1,
      metadata: {recov: {t: {position: [at('recovered')]}}},
    },
    {document: heading, type: DOCUMENT_KIND.heading, word: 'delet', strength: 1, metadata: {}},
  ];
  const rarity = new Map([
    ['delet', 2],
    ['recov', 3],
  ]);
  const [passage, ...others] = passagesOfPage({wrappedIndexes, page, evidence, rarity});
  assert.equal(others.length, 0, 'the opening holds none of the words');
  assert.equal(passage.heading, 'Delete a chat');
  assert.equal(passage.hash, '#delete');
  assert.equal(
    passage.text.map((run) => run.text).join(''),
    'Deleting a chat is final: it cannot be recovered. Ask your manager if unsure.',
  );
  assert.deepEqual(
    passage.text.filter((run) => run.marked).map((run) => run.text),
    ['Deleting', 'recovered'],
  );
  // A page found by its title alone answers with its opening.
  const [opened] = passagesOfPage({wrappedIndexes, page, evidence: [], rarity});
  assert.equal(opened.heading, null);
  assert.equal(opened.text.map((run) => run.text).join(''), 'Your past chats are in the side panel.');
});

test('a passage starts with the sentence that answers, even when a sentence before it holds a word too', () => {
  // The box shows three lines of a passage: the answer first, the other sentence after it.
  const earlier =
    'Your chat history is kept in the side panel of the ChatGNB window, with the most recent chats near the top of the list. ';
  const filler =
    'The panel can be closed to give more room to the conversation itself, and opened again with the menu button at any time you like. ';
  const answer =
    'A deleted conversation cannot be recovered by anyone, not even by the service desk, so copy what you need before you delete it.';
  const text = earlier + filler + answer;
  const at = (/** @type {string} */ word) => [text.indexOf(word), word.length];
  const page = {i: 1, t: 'Managing your chat history', u: '/docs/managing'};
  const section = {i: 4, t: text, u: '/docs/managing', h: '#delete', p: 1};
  const wrappedIndexes = indexOfPage({page, sections: [section]});
  /** @type {import('./passages.js').Evidence[]} */
  const evidence = [
    {
      document: section,
      type: DOCUMENT_KIND.content,
      word: 'histori',
      strength: 1,
      metadata: {histori: {t: {position: [at('history')]}}},
    },
    {
      document: section,
      type: DOCUMENT_KIND.content,
      word: 'delet',
      strength: 1,
      metadata: {delet: {t: {position: [at('deleted')]}}},
    },
    {
      document: section,
      type: DOCUMENT_KIND.content,
      word: 'recov',
      strength: 1,
      metadata: {recov: {t: {position: [at('recovered')]}}},
    },
  ];
  const rarity = new Map([
    ['histori', 1],
    ['delet', 2],
    ['recov', 3],
  ]);
  const [passage] = passagesOfPage({wrappedIndexes, page, evidence, rarity});
  assert.deepEqual(passage.sentences, [answer, earlier.trim()]);
  assert.ok(
    passage.text
      .map((run) => run.text)
      .join('')
      .startsWith(answer),
    'the answer comes first',
  );
});

test('a question says what kind of answer it wants, in English and in everyday French', () => {
  const kinds = (/** @type {string} */ question) => cuesOf(question).map((cue) => cue.kind);
  assert.deepEqual(kinds('how long are my chats kept'), ['duration']);
  assert.deepEqual(kinds('combien de temps mes conversations restent'), ['duration']);
  assert.deepEqual(kinds('à quelle fréquence'), ['frequency']);
  assert.deepEqual(kinds('can I paste a client name'), ['permission']);
  assert.deepEqual(kinds('je peux-tu coller le nom du client'), ['permission']);
  assert.deepEqual(kinds('qui décide si j’ai accès'), ['who']);
  assert.deepEqual(kinds('I pasted a SIN, what now?'), ['remedy']);
  assert.deepEqual(kinds("c'est quoi chatgnb"), ['definition']);
  assert.deepEqual(kinds('what is the correlation ID for'), ['definition', 'purpose']);
  assert.deepEqual(kinds('will clearing my cookies wipe my chats'), ['effect']);
  assert.deepEqual(kinds('si je vide mon cache, est-ce que je perds mes conversations'), ['effect']);
  assert.deepEqual(kinds('delete a chat'), []);
  assert.ok(answersCue(cuesOf('what is the correlation ID for'), 'The ID lets the service desk trace your sign-in.'));
  assert.ok(answersCue(cuesOf('will clearing the cache wipe my chats'), 'Clearing it is safe: your chats are kept.'));
  assert.ok(!answersCue(cuesOf('will clearing the cache wipe my chats'), 'Select cookies, then clear the data.'));
  assert.ok(answersCue(cuesOf('do I have to tell my boss'), "Follow your department's guidance."));
  const duration = cuesOf('how long are chats kept');
  assert.ok(answersCue(duration, 'Chats are kept for 30 days.'));
  assert.ok(!answersCue(duration, 'Open the side panel.'));
  const permission = cuesOf('est-ce que je peux coller un nom');
  assert.ok(answersCue(permission, 'Vous ne pouvez pas coller de renseignements personnels.'));
  assert.ok(!answersCue(permission, 'Le panneau latéral liste vos conversations.'));
  assert.ok(answersCue(cuesOf('je dois lui dire?'), "Dites au traducteur que cette version provient d'un outil d'IA."));
  assert.ok(headingAsksCue(duration, 'How long ChatGNB keeps your chats'));
  assert.ok(!headingAsksCue(duration, 'Delete a chat'));
});

test("a page's passage is the sentence that gives the kind of answer asked for, not the one that repeats the words", () => {
  const text =
    'Deleted chats leave your list at once, and you cannot bring them back from the side panel or from anywhere else later. ' +
    'Old chats are kept for 90 days, then the service removes them for good, whether or not you opened them again. ' +
    'Your list shows the most recent chats first, with the title that ChatGNB gave each of them when it started.';
  const at = (/** @type {string} */ word) => [text.indexOf(word), word.length];
  const page = {i: 1, t: 'Managing your chat history', u: '/docs/managing'};
  const section = {i: 2, t: text, u: '/docs/managing', h: '#keep', p: 1};
  const wrappedIndexes = indexOfPage({page, sections: [section]});
  const chats = [at('chats leave'), at('chats are'), at('chats first')].map(([start]) => [start, 5]);
  /** @type {import('./passages.js').Evidence[]} */
  const evidence = [
    {
      document: section,
      type: DOCUMENT_KIND.content,
      word: 'chat',
      strength: 1,
      metadata: {chat: {t: {position: chats}}},
    },
    {
      document: section,
      type: DOCUMENT_KIND.content,
      word: 'list',
      strength: 1,
      metadata: {list: {t: {position: [at('list at'), at('list shows')].map(([start]) => [start, 4])}}},
    },
  ];
  const rarity = new Map([
    ['chat', 1],
    ['list', 1],
  ]);
  const shown = (/** @type {string} */ question) =>
    passagesOfPage({wrappedIndexes, page, evidence, rarity, cues: cuesOf(question)})[0]
      .text.map((run) => run.text)
      .join('');
  // Both sentences hold both words: the shorter, denser one first, the other after it.
  assert.match(shown('chats list'), /^Your list shows .* … Deleted chats leave your list/);
  assert.doesNotMatch(shown('chats list'), /Old chats are kept/);
  // The sentence of the kind asked for, read on from the one before it in the text.
  assert.match(shown('how long do chats stay in my list'), /Old chats are kept for 90 days/);
});

test('the box starts where the passage answers most, counting less the words its title and heading show', () => {
  // The box shows three lines of a passage under its page's title and its section's heading; the page shows it whole.
  const first = 'Select cookies and cached images and files in the settings of your browser, then confirm. ';
  const answer = 'Your conversations are kept by the service, not by your browser, so they are not lost.';
  const text = first + answer;
  const at = (/** @type {string} */ word) => [text.indexOf(word), word.length];
  const page = {i: 1, t: 'Troubleshooting', u: '/docs/troubleshooting'};
  const heading = {i: 3, t: 'Clear the cookies', u: '/docs/troubleshooting', h: '#clear', p: 1};
  const section = {i: 4, t: text, u: '/docs/troubleshooting', h: '#clear', p: 1};
  const wrappedIndexes = indexOfPage({page, headings: [heading], sections: [section]});
  /** @type {import('./passages.js').Evidence[]} */
  const evidence = [
    {
      document: section,
      type: DOCUMENT_KIND.content,
      word: 'cooki',
      strength: 1,
      metadata: {cooki: {t: {position: [at('cookies')]}}},
    },
    {document: heading, type: DOCUMENT_KIND.heading, word: 'cooki', strength: 1, metadata: {}},
    {
      document: section,
      type: DOCUMENT_KIND.content,
      word: 'convers',
      strength: 1,
      metadata: {convers: {t: {position: [at('conversations')]}}},
    },
  ];
  const rarity = new Map([
    ['cooki', 2],
    ['convers', 1.5],
  ]);
  const [passage] = passagesOfPage({wrappedIndexes, page, evidence, rarity});
  const joined = (/** @type {{text: string}[]} */ runs) => runs.map((run) => run.text).join('');
  assert.equal(joined(passage.text), text);
  assert.equal(joined(passage.box), answer);
});

test("a long list's passage starts at the item that holds the reader's word, after the list's lead", () => {
  const text =
    'Choose another approach when: a decision must be made about a person, a file or a benefit, which is your role ' +
    'and not the role of any tool you use; the task requires information that you must not enter in ChatGNB; you ' +
    'need a fact that must be exactly right, such as a legal requirement, an amount or a date, and you cannot verify ' +
    'it; a document will be published or sent to the public and needs an official translation.';
  const page = {i: 1, t: 'Why use ChatGNB?', u: '/docs/why'};
  const section = {i: 2, t: text, u: '/docs/why', h: '#not', p: 1};
  const wrappedIndexes = indexOfPage({page, sections: [section]});
  const at = text.indexOf('amount');
  /** @type {import('./passages.js').Evidence[]} */
  const evidence = [
    {
      document: section,
      type: DOCUMENT_KIND.content,
      word: 'amount',
      strength: 1,
      metadata: {amount: {t: {position: [[at, 6]]}}},
    },
  ];
  const [passage] = passagesOfPage({wrappedIndexes, page, evidence, rarity: new Map([['amount', 2]])});
  assert.match(
    passage.text.map((run) => run.text).join(''),
    /^Choose another approach when: … you need a fact that must be exactly right, such as a legal requirement, an amount/,
  );
});

test('the box cuts a sentence only to show more of the reader’s words', () => {
  const text = 'For government work, ChatGNB is the better choice: it is provided by the province for government work.';
  const page = {i: 1, t: 'Why use ChatGNB?', u: '/docs/why'};
  const section = {i: 2, t: text, u: '/docs/why', h: '#public', p: 1};
  const wrappedIndexes = indexOfPage({page, sections: [section]});
  const positions = [text.indexOf('work'), text.lastIndexOf('work')].map((start) => [start, 4]);
  /** @type {import('./passages.js').Evidence[]} */
  const evidence = [
    {
      document: section,
      type: DOCUMENT_KIND.content,
      word: 'work',
      strength: 1,
      metadata: {work: {t: {position: positions}}},
    },
  ];
  const [passage] = passagesOfPage({wrappedIndexes, page, evidence, rarity: new Map([['work', 1]])});
  assert.equal(passage.box.map((run) => run.text).join(''), text);
});

test('the box starts at a sentence that shows some of the reader’s words', () => {
  const text = 'Your chats are kept by the service for a period that its owners set. Most go after 90 days.';
  const page = {i: 1, t: 'Managing your history', u: '/docs/history'};
  const section = {i: 2, t: text, u: '/docs/history', h: '#keep', p: 1};
  const wrappedIndexes = indexOfPage({page, sections: [section]});
  /** @type {import('./passages.js').Evidence[]} */
  const evidence = [
    {
      document: section,
      type: DOCUMENT_KIND.content,
      word: 'chat',
      strength: 1,
      metadata: {chat: {t: {position: [[5, 5]]}}},
    },
  ];
  const cues = cuesOf('how long are my chats kept');
  const [passage] = passagesOfPage({wrappedIndexes, page, evidence, rarity: new Map([['chat', 1]]), cues});
  assert.equal(passage.box.map((run) => run.text).join(''), text);
});

test("the box shows a list's item that answers after the list's lead", () => {
  const text =
    'Do not use it to: create content that is discriminatory, harassing or offensive; produce misleading ' +
    'information, or pretend a text comes from someone who did not write it; try to get around its safeguards or ' +
    'access information you are not entitled to.';
  const at = (/** @type {string} */ word) => [text.indexOf(word), word.length];
  const page = {i: 1, t: 'Terms of use', u: '/docs/terms'};
  const section = {i: 2, t: text, u: '/docs/terms', h: '#respect', p: 1};
  const wrappedIndexes = indexOfPage({page, sections: [section]});
  /** @type {import('./passages.js').Evidence[]} */
  const evidence = [
    {
      document: section,
      type: DOCUMENT_KIND.content,
      word: 'safeguard',
      strength: 1,
      metadata: {safeguard: {t: {position: [at('safeguards')]}}},
    },
  ];
  const rarity = new Map([['safeguard', 2]]);
  const [passage] = passagesOfPage({
    wrappedIndexes,
    page,
    evidence,
    rarity,
    cues: cuesOf('is it ok to get around its safeguards'),
  });
  const joined = (/** @type {{text: string}[]} */ runs) => runs.map((run) => run.text).join('');
  assert.equal(joined(passage.text), text);
  assert.match(joined(passage.box), /^Do not use it to: …\s\w/);
  assert.ok(visibleInBox(passage.box).includes('try to get around its safeguards'), joined(passage.box));
  assert.deepEqual(
    passage.box.filter((run) => run.marked).map((run) => run.text),
    ['safeguards'],
  );
});

test('the box shows two passages of a page far ahead of the next, one of every other page', () => {
  const page = (/** @type {string} */ title, leads = false) => ({title, leads, passages: [`${title} 1`, `${title} 2`]});
  const passages = (/** @type {ReturnType<typeof page>[]} */ pages) =>
    boxOptions(pages, 8).map((option) => option.passage);
  assert.deepEqual(passages([page('A', true), page('B'), page('C')]), ['A 1', 'A 2', 'B 1', 'C 1']);
  assert.deepEqual(passages([page('A'), page('B'), page('C')]), ['A 1', 'B 1', 'C 1']);
});

test('a box cut after the gap between two sentences shows one ellipsis, not two', () => {
  const page = {i: 1, t: 'Managing your chat history', u: '/docs/managing'};
  const endings = [];
  for (let words = 10; words < 40; words += 1) {
    const first = `Your archive is kept ${'in the panel '.repeat(words / 3)}${'here '.repeat(words % 3)}for you.`;
    const text = `${first} Nothing else is said in this sentence at all. The service desk can restore it.`;
    const at = (/** @type {string} */ word) => [text.indexOf(word), word.length];
    const section = {i: 4, t: text, u: '/docs/managing', h: '#keep', p: 1};
    /** @type {import('./passages.js').Evidence[]} */
    const evidence = [
      {
        document: section,
        type: DOCUMENT_KIND.content,
        word: 'archiv',
        strength: 1,
        metadata: {archiv: {t: {position: [at('archive')]}}},
      },
      {
        document: section,
        type: DOCUMENT_KIND.content,
        word: 'restor',
        strength: 1,
        metadata: {restor: {t: {position: [at('restore')]}}},
      },
    ];
    const rarity = new Map([
      ['archiv', 3],
      ['restor', 1],
    ]);
    const wrappedIndexes = indexOfPage({page, sections: [section]});
    const [passage] = passagesOfPage({wrappedIndexes, page, evidence, rarity});
    const lines = linesOf(passage.box).map((line) => line.text);
    endings.push(...lines.slice(0, -1).map((line) => line.trimEnd().at(-1)));
  }
  assert.ok(endings.includes('.'), 'some lines end between the sentences');
  assert.ok(!endings.includes('…'), 'no line ends with the gap’s ellipsis');
});

test("a passage's second part is the sentence, or two, with most of the reader's words: an answer after the sentence that holds them", () => {
  const best = 'Access to ChatGNB is given by your department to the employees whose work needs it, team by team. ';
  const filler =
    'Departments decide at their own pace, in line with their plans, and they tell their employees by e-mail once the ' +
    'work is done and the accounts are ready. ';
  const before = 'Opening this help site shows that your account works. ';
  const answer = 'It does not mean that ChatGNB is available to you.';
  const text = best + filler + before + answer;
  const at = (/** @type {string} */ word, from = 0) => [text.indexOf(word, from), word.length];
  const page = {i: 1, t: 'Who can use ChatGNB?', u: '/docs/who'};
  const section = {i: 4, t: text, u: '/docs/who', h: '#access', p: 1};
  const wrappedIndexes = indexOfPage({page, sections: [section]});
  const positions = (/** @type {string} */ word) => [at(word), at(word, text.indexOf(answer))];
  /** @type {import('./passages.js').Evidence[]} */
  const evidence = [
    {
      document: section,
      type: DOCUMENT_KIND.content,
      word: 'access',
      strength: 1,
      metadata: {access: {t: {position: [at('Access')]}}},
    },
    {
      document: section,
      type: DOCUMENT_KIND.content,
      word: 'chatgnb',
      strength: 1,
      metadata: {chatgnb: {t: {position: positions('ChatGNB')}}},
    },
    {
      document: section,
      type: DOCUMENT_KIND.content,
      word: 'help',
      strength: 1,
      metadata: {help: {t: {position: [at('help')]}}},
    },
    {
      document: section,
      type: DOCUMENT_KIND.content,
      word: 'site',
      strength: 1,
      metadata: {site: {t: {position: [at('site')]}}},
    },
  ];
  const rarity = new Map([
    ['access', 3],
    ['chatgnb', 0.5],
    ['help', 1],
    ['site', 1],
  ]);
  const [passage] = passagesOfPage({wrappedIndexes, page, evidence, rarity});
  assert.deepEqual(passage.sentences, [best.trim(), before + answer]);
});

test('two sentences that follow each other in the text make one passage, in the text’s order', () => {
  const before =
    'Old conversations stay in the side panel for a period that the owners of the service set for everyone. ';
  const best =
    'After that period, the oldest chats may no longer appear in your history, so save the final version of a ' +
    'letter you sent or of a decision you made in your department’s own records system. ';
  const after = 'Nothing in this sentence says more.';
  const text = before + best + after;
  const at = (/** @type {string} */ word) => [text.indexOf(word), word.length];
  const page = {i: 1, t: 'Managing your chat history', u: '/docs/managing'};
  const section = {i: 4, t: text, u: '/docs/managing', h: '#kept', p: 1};
  const wrappedIndexes = indexOfPage({page, sections: [section]});
  /** @type {import('./passages.js').Evidence[]} */
  const evidence = ['period', 'letter', 'final'].map((word) => ({
    document: section,
    type: DOCUMENT_KIND.content,
    word,
    strength: 1,
    metadata: {[word]: {t: {position: [at(word)]}}},
  }));
  const rarity = new Map([
    ['period', 1],
    ['letter', 2],
    ['final', 2],
  ]);
  const [passage] = passagesOfPage({wrappedIndexes, page, evidence, rarity});
  assert.deepEqual(passage.sentences, [(before + best).trim()]);
  assert.ok(!passage.text.some((run) => run.text.includes('…')), 'no gap between them');
});
