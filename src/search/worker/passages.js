/**
 * The answer to a question: for each page found, up to 3 of its sections, each with its heading and the sentence
 * (or two) that holds most of the reader's words, those words marked where the index found them; and what the navbar
 * box shows of each (`box`: from where its three lines answer most).
 *
 * The index holds each section's text as one document (the plugin's "content"), with the position of every word
 * (lunr's `position` metadata). The worker (./readerSearch.js) looks each of the reader's words up alone; the
 * positions it finds say which sentence of which section holds which word. A section counts a word once, in its
 * text or its heading (a heading counts double: it says what the section is about), weighed by how rare the word is
 * across pages and how exactly it was found (./pageRanking.js). A page found by its title, description or
 * keywords alone answers with its opening.
 */

/** At most this many sections of a page. */
const PASSAGES_PER_PAGE = 3;
/** A further section shows only if it scores at least this share of the page's best. */
const FURTHER_SECTION_SHARE = 0.4;
/** A sentence shorter than this is followed by the next one. */
const SHORT_SENTENCE = 90;
/** A passage longer than this is cut around the words it holds. */
const LONGEST_PASSAGE = 260;
const HEADING_WEIGHT = 2;
const DENSITY = 0.25;
/**
 * Beyond `LONGEST_PASSAGE`, room for a second sentence of the section that holds found words (after the best one: the
 * box shows three lines). With 60, the answering sentence was shown 1 question in 33 less often in each half of the
 * conversational set, in one language each (`npm run eval:search`).
 */
const SECOND_SENTENCE_ROOM = 160;
/**
 * The navbar box shows the first three lines of a passage: about 156 to 216 characters, in the widest font readers have
 * (src/search/tools/boxLines.mjs). With 170, the answering sentence was shown 4 questions in 66 more often in French
 * than with 115 (150 or 190: 1 fewer), as often in English (`npm run eval:search`).
 */
const BOX_CHARACTERS = 170;
/** A long passage is cut from the start of the clause that holds its first word, up to this far before it. */
const CLAUSE_BEFORE_WORD = 120;
/** A clause shorter than this is no place for the box to start. */
const SHORTEST_CLAUSE = 20;
/** A sentence's lead ("Do not use it to:") the box keeps before one of its clauses is this long at most. */
const LONGEST_LEAD = 50;
/**
 * Where the box starts, the kind of answer asked for weighs this many times what it weighs in choosing the passage:
 * the box shows one sentence of it, the reader's words already in the page's title and the section's heading above.
 * With 1, the answering sentence was shown 1 question in 66 less often in English (`npm run eval:search`).
 */
const BOX_CUE = 2;
/** Where the box starts, a word shown above it (the page's title, the section's heading) weighs this share. */
const SHOWN_ABOVE = 0.5;

/** A section named by a recorded question that holds the reader's words weighs this many times those words. */
const QUESTION_WEIGHT = 2;
/** The share of the weight of the reader's words a recorded question must hold to name the section that answers. */
const QUESTION_SHARE = 0.4;

/**
 * A sentence that gives the kind of answer the question asks for (./questionCues.js: a period for "how long", a rule
 * for "can I") weighs as much as this share of the reader's words, and its section gains as much.
 */
const CUE_SHARE = 0.5;
/** A section whose heading asks the same kind of question ("How long…", « Avec qui… ») gains this many times more. */
const HEADING_CUE = 4;

const {questionsInKeywords} = require('../shared/readerQuestions');
const {answersCue, headingAsksCue} = require('./questionCues');

const {DOCUMENT_KIND} = require('../shared/documentKinds');

/**
 * @typedef {{i: number, t: string, u: string, h?: string, s?: string, p?: number}} IndexDocument
 * @typedef {{text: string, marked: boolean}} TextRun
 * @typedef {{heading: string | null, hash: string, text: TextRun[], box: TextRun[], sentences: string[], words: string[]}}
 *   Passage the section's heading (none for the page's opening) and hash, the text shown (`box`: in the navbar box,
 *   which shows its first three lines), the sentences it shows (which the page opened from the hit marks), and the words
 *   marked in the text
 * @typedef {{document: IndexDocument, page: IndexDocument, title: string, url: string, coverage: number,
 *   leads?: boolean, passages: Passage[]}} Answer a page that answers: `coverage` is the share of the reader's words it
 *   holds (a search whose first page holds few of them found little that fits); `leads`: the first page, far ahead
 *   of the next
 * @typedef {import('./pageRanking').Evidence} Evidence what was found on a page, as the pages were ranked
 * @typedef {[number, number]} Span
 * @typedef {{documents: {byId: Map<string, Partial<IndexDocument> & {i: number}>}}} DocumentsOfKind the index's
 *   documents of one kind as the worker holds them: fetched, or a stand-in (no text) for one not yet fetched
 */

/**
 * A sentence's end: . ! ? … (with any closing quote or bracket) and the spaces after them, before what can start a
 * sentence (not in « Cette page vous a-t-elle été utile? » : oui ou non).
 */
const SENTENCE_END = /[.!?…]+(?:[\s\u00a0\u202f]?["»”’)\]])*\s+(?=[\p{Lu}\p{N}«"“([…])/gu;

/**
 * The sentences of a text (`SENTENCE_END`).
 * @param {string} text
 * @returns {Span[]}
 */
function sentencesOf(text) {
  /** @type {Span[]} */
  const sentences = [];
  let start = 0;
  for (const match of text.matchAll(SENTENCE_END)) {
    const end = /** @type {number} */ (match.index) + match[0].length;
    sentences.push([start, end]);
    start = end;
  }
  if (start < text.length) sentences.push([start, text.length]);
  return sentences.filter(([from, to]) => text.slice(from, to).trim() !== '');
}

/**
 * Where each word of a document was found in its text: `[start, end, word]`, from the evidence of that document.
 * @param {Evidence[]} evidence
 * @returns {{spans: [number, number, string][], strength: Map<string, number>}}
 */
function foundIn(evidence) {
  /** @type {[number, number, string][]} */
  const spans = [];
  /** @type {Map<string, number>} */
  const strength = new Map();
  for (const item of evidence) {
    strength.set(item.word, Math.max(strength.get(item.word) ?? 0, item.strength));
    for (const fields of Object.values(item.metadata)) {
      for (const [start, length] of fields.t?.position ?? []) {
        spans.push([start, start + length, item.word]);
      }
    }
  }
  spans.sort((a, b) => a[0] - b[0]);
  return {spans, strength};
}

/**
 * @param {Iterable<string>} words
 * @param {Map<string, number>} strength
 * @param {Map<string, number>} rarity
 */
const weightOf = (words, strength, rarity) =>
  [...new Set(words)].reduce((sum, word) => sum + (rarity.get(word) ?? 1) * (strength.get(word) ?? 0), 0);

/**
 * The runs of `text` from `from` to `to`, the found words marked (with the word found, `word`).
 * @param {string} text
 * @param {number} from
 * @param {number} to
 * @param {[number, number, string][]} spans
 * @returns {(TextRun & {word?: string})[]}
 */
function runsOf(text, from, to, spans) {
  /** @type {(TextRun & {word?: string})[]} */
  const runs = [];
  let at = from;
  /**
   * @param {number} end
   * @param {boolean} marked
   * @param {string} [word]
   */
  const push = (end, marked, word) => {
    if (end > at) runs.push(word ? {text: text.slice(at, end), marked, word} : {text: text.slice(at, end), marked});
    at = Math.max(at, end);
  };
  for (const [start, end, word] of spans) {
    if (end <= at || start >= to) continue;
    push(Math.max(start, at), false);
    push(Math.min(end, to), true, word);
  }
  push(to, false);
  return runs;
}

/**
 * The lead of the list whose item starts at `start` ("Do not use it to:"), kept before the item when short: from the
 * start of its sentence to its colon, unless the item follows the colon.
 * @param {string} text
 * @param {number} start
 * @returns {Span | null}
 */
function leadOfClause(text, start) {
  const sentence = sentencesOf(text).find(([from, to]) => from <= start && start < to)?.[0] ?? 0;
  const colon = text.indexOf(':', sentence);
  if (sentence === start || colon < 0 || colon >= start || colon + 1 - sentence > LONGEST_LEAD) return null;
  return /^\s*$/.test(text.slice(colon + 1, start)) ? null : [sentence, colon + 1];
}

/**
 * Cuts a span longer than `LONGEST_PASSAGE` characters around the found words it holds, at word boundaries.
 * @param {string} text
 * @param {Span} span
 * @param {[number, number, string][]} spans
 * @returns {Span}
 */
function shortened(text, [from, to], spans) {
  if (to - from <= LONGEST_PASSAGE) return [from, to];
  const first = spans.find(([start, end]) => start >= from && end <= to)?.[0] ?? from;
  // From the start of the clause (a list's item) that holds the first word, if it is not far before it.
  const before = text.slice(Math.max(from, first - CLAUSE_BEFORE_WORD), first);
  const clause = [...before.matchAll(/[:;]\s+/g)].at(-1);
  const clauseStart = clause ? first - before.length + /** @type {number} */ (clause.index) + clause[0].length : -1;
  const start = clauseStart >= 0 ? clauseStart : Math.max(from, Math.min(first - 40, to - LONGEST_PASSAGE));
  const wordStart = start === from || start === clauseStart ? start : text.indexOf(' ', start) + 1 || start;
  const end = Math.min(to, wordStart + LONGEST_PASSAGE);
  const lastSpace = text.lastIndexOf(' ', end);
  return [wordStart, end === to ? to : lastSpace > wordStart ? lastSpace : end];
}

/**
 * Whether two spans of `text` follow each other, with only spaces between them.
 * @param {string} text
 * @param {Span} one
 * @param {Span} other
 */
function touching(text, one, other) {
  const [before, after] = one[0] < other[0] ? [one, other] : [other, one];
  return before[1] <= after[0] && text.slice(before[1], after[0]).trim() === '';
}

/**
 * The spans of `text` that best answer, in the text's order: of its sentences, alone or two in a row (within
 * `LONGEST_PASSAGE` characters), those with the most weight of found words for their length, a short one with the
 * next; then, if another sentence holds found words and there is room, the best of those, alone or two in a row (the
 * sentence before an answer often holds the reader's words: with one sentence only, the search page showed the
 * answering sentence 2 questions in 66 less often in English).
 * @param {string} text
 * @param {[number, number, string][]} spans
 * @param {(words: string[]) => number} weigh
 * @param {(sentence: string) => number} cueWeight what a sentence's kind of answer adds
 * @returns {{best: Span, spans: Span[]} | null}
 */
function bestSpans(text, spans, weigh, cueWeight) {
  const sentences = sentencesOf(text);
  if (sentences.length === 0) return null;
  const wordsIn = (/** @type {Span} */ [from, to]) =>
    spans.filter(([start, end]) => start >= from && end <= to).map(([, , word]) => word);
  const score = (/** @type {Span} */ span) =>
    (weigh(wordsIn(span)) + cueWeight(text.slice(...span))) / (span[1] - span[0]) ** DENSITY;
  /** @type {Span[]} */
  const windows = sentences.flatMap(([from, to], n) => {
    const next = sentences[n + 1];
    return next && next[1] - from <= LONGEST_PASSAGE
      ? [
          [from, to],
          [from, next[1]],
        ]
      : [[from, to]];
  });
  const ranked = windows
    .map((span) => ({span, score: score(span)}))
    .sort((a, b) => b.score - a.score || a.span[1] - a.span[0] - (b.span[1] - b.span[0]) || a.span[0] - b.span[0]);
  let [from, to] = ranked[0].span;
  const following = sentences.find(([start]) => start === to);
  if (to - from < SHORT_SENTENCE && following) to = following[1];
  const best = shortened(text, [from, to], spans);
  const room = LONGEST_PASSAGE + SECOND_SENTENCE_ROOM - (best[1] - best[0]);
  const second = windows
    .filter(([start, end]) => (end <= best[0] || start >= best[1]) && end - start <= room && score([start, end]) > 0)
    .sort((a, b) => score(b) - score(a))[0];
  if (!second) return {best, spans: [best]};
  // Two sentences that follow each other in the text read as one passage, in its order: the box can start at either
  // and read on into the other.
  if (touching(text, best, second))
    return {best, spans: [[Math.min(best[0], second[0]), Math.max(best[1], second[1])]]};
  // The box shows a passage's first lines: the sentence that answers best first, equal ones in the text's order.
  return {best, spans: score(best) > score(second) ? [best, second] : [best, second].sort((a, b) => a[0] - b[0])};
}

/**
 * The runs of `runs` between two offsets of their text.
 * @param {TextRun[]} runs
 * @param {number} from
 * @param {number} [to]
 * @returns {TextRun[]}
 */
function sliceRuns(runs, from, to = Infinity) {
  /** @type {TextRun[]} */
  const sliced = [];
  let at = 0;
  for (const {text, marked} of runs) {
    const end = at + text.length;
    if (end > from && at < to) sliced.push({text: text.slice(Math.max(0, from - at), to - at), marked});
    at = end;
  }
  return sliced;
}

/**
 * What the box shows of a passage (theme/SearchBar: its first three lines, `BOX_CHARACTERS`): the passage from the start
 * of the sentence, or of the clause of a long one, that best answers there, as the passage's spans are chosen (the
 * weight of the reader's words shown, the kind of answer asked for, for its length), with the lead of a list it is an
 * item of ("Do not use it to: … try to get around its safeguards").
 * @param {(TextRun & {word?: string})[]} runs
 * @param {(words: string[]) => number} weigh
 * @param {(sentence: string) => number} cueWeight
 * @returns {TextRun[]}
 */
function boxRunsOf(runs, weigh, cueWeight) {
  const text = runs.map((run) => run.text).join('');
  /** @type {[number, number, string][]} */
  const words = [];
  let at = 0;
  for (const run of runs) {
    if (run.word) words.push([at, at + run.text.length, run.word]);
    at += run.text.length;
  }
  const sentenceStarts = [
    0,
    ...[...text.matchAll(SENTENCE_END)].map((match) => /** @type {number} */ (match.index) + match[0].length),
  ];
  const sentenceEnd = (/** @type {number} */ from) => sentenceStarts.find((start) => start > from) ?? text.length;
  const value = (/** @type {number} */ start) => {
    const end = sentenceEnd(start);
    const lead = leadOfClause(text, start);
    const leadText = lead ? `${text.slice(...lead)} … ` : '';
    const visible = Math.min(end, start + BOX_CHARACTERS - leadText.length);
    const shown = words.filter(([from, to]) => from >= start && to <= visible).map(([, , word]) => word);
    // A sentence of the kind asked for, but none of the reader's words, answers some other question.
    if (shown.length === 0) return 0;
    const cue = cueWeight(leadText + text.slice(start, end));
    // A clause is as long as its sentence: cut, it gains only the words its sentence could not show.
    const sentence = sentenceStarts.filter((begin) => begin <= start).at(-1) ?? 0;
    return (weigh(shown) + BOX_CUE * cue) / Math.max(1, end - sentence) ** DENSITY;
  };
  const clauseStarts = [...text.matchAll(/[:;]\s+/gu)].map(
    (match) => /** @type {number} */ (match.index) + match[0].length,
  );
  const starts = [...sentenceStarts.slice(1), ...clauseStarts].filter(
    (start) => text.length - start >= SHORTEST_CLAUSE,
  );
  let best = {start: 0, value: value(0)};
  for (const start of starts) {
    const candidate = {start, value: value(start)};
    if (candidate.value > best.value) best = candidate;
  }
  const shown = sliceRuns(runs, best.start);
  if (best.start === 0 || sentenceStarts.includes(best.start) || /:\s+$/.test(text.slice(0, best.start))) {
    return boxGaps(shown);
  }
  const lead = leadOfClause(text, best.start);
  return boxGaps(
    lead
      ? [...sliceRuns(runs, ...lead), {text: ' … ', marked: false}, ...shown]
      : [{text: '…', marked: false}, ...shown],
  );
}

/**
 * The box's gaps (" … ") kept with the word after them: a line the box cuts after one ended in two ellipses, the
 * gap's and the one the box adds where it cuts.
 * @param {TextRun[]} runs
 * @returns {TextRun[]}
 */
const boxGaps = (runs) => runs.map((run) => (run.text === ' … ' ? {...run, text: ' …\u00a0'} : run));

/**
 * A section's passage.
 * @param {IndexDocument} section its content document
 * @param {string | null} heading
 * @param {[number, number, string][]} spans
 * @param {(words: string[]) => number} weigh
 * @param {(sentence: string) => number} cueWeight
 * @param {(words: string[]) => number} weighInBox
 * @returns {Passage}
 */
function passageOf(section, heading, spans, weigh, cueWeight, weighInBox) {
  const text = section.t;
  /** @type {(TextRun & {word?: string})[]} */
  const runs = [];
  const chosen = bestSpans(text, spans, weigh, cueWeight);
  /** @returns {Span} */
  const trimmed = (/** @type {Span} */ [start, end]) => {
    let [from, to] = [start, end];
    while (from < to && /\s/.test(text[from])) from += 1;
    while (to > from && /\s/.test(text[to - 1])) to -= 1;
    return [from, to];
  };
  chosen?.spans.forEach((span, n) => {
    const [from, to] = trimmed(span);
    const lead = n === 0 ? leadOfClause(text, from) : null;
    if (n > 0) runs.push({text: ' … ', marked: false});
    else if (lead) runs.push(...runsOf(text, ...lead, spans), {text: ' … ', marked: false});
    else if (from > 0 && !/[.!?…:]\s*$/.test(text.slice(0, from))) runs.push({text: '…', marked: false});
    runs.push(...runsOf(text, from, to, spans));
  });
  const last = runs.at(-1);
  if (last && !/[.!?…:]["»”’)\]]*$/.test(last.text)) runs.push({text: '…', marked: false});
  return {
    heading,
    hash: section.h ?? '',
    text: runs.map(({text, marked}) => ({text, marked})),
    box: boxRunsOf(runs, weighInBox, cueWeight),
    sentences: (chosen?.spans ?? []).map((span) => text.slice(...trimmed(span))),
    words: [...new Set(runs.filter((run) => run.marked).map((run) => run.text))],
  };
}

/**
 * @param {Partial<IndexDocument>} doc
 * @returns {doc is IndexDocument}
 */
const isFetched = (doc) => typeof doc.t === 'string' && typeof doc.u === 'string';

/**
 * The documents of one type on a page, fetched (the page's part holds them all: ./indexPartsReader.js).
 * @param {DocumentsOfKind} wrappedIndex
 * @param {number} pageId
 */
const documentsOfPage = (wrappedIndex, pageId) =>
  [...wrappedIndex.documents.byId.values()].filter((doc) => doc.p === pageId).filter(isFetched);

/**
 * The section named by the page's recorded question (../shared/readerQuestions.js) that holds the most of the reader's
 * words, two at least (or the one word asked) and `QUESTION_SHARE` of their weight, with their weight.
 * @param {DocumentsOfKind[]} wrappedIndexes
 * @param {IndexDocument} page
 * @param {Evidence[]} evidence
 * @param {(words: string[]) => number} weigh
 * @param {number} asked the weight of all the reader's words
 * @returns {{hash: string, weight: number} | null}
 */
function sectionOfQuestion(wrappedIndexes, page, evidence, weigh, asked) {
  const keywords = wrappedIndexes[DOCUMENT_KIND.keywords].documents.byId.get(String(page.i));
  if (!keywords?.t) return null;
  const {spans} = foundIn(
    evidence.filter(
      ({type}) =>
        type === DOCUMENT_KIND.keywords || type === DOCUMENT_KIND.question || type === DOCUMENT_KIND.questionWord,
    ),
  );
  const enough = Math.min(2, new Set(evidence.map((item) => item.word)).size);
  let best = null;
  for (const {start, end, hash} of questionsInKeywords(keywords.t)) {
    if (hash === null) continue;
    const words = new Set(spans.filter(([from, to]) => from >= start && to <= end).map(([, , word]) => word));
    const weight = weigh([...words]);
    if (words.size >= enough && weight >= QUESTION_SHARE * asked && weight > (best?.weight ?? 0)) best = {hash, weight};
  }
  return best;
}

/**
 * The evidence, with what was found only in a page's recorded questions (after its curated keywords:
 * ../shared/readerQuestions.js) told apart, for ./pageRanking.js: a question written in everyday words ("ask", "work", which
 * many pages' questions share) says much about a page only when it holds two of the reader's words or more
 * (kind `question`); a word alone in a question (`questionWord`) says what a section's text would.
 * @param {DocumentsOfKind[]} wrappedIndexes
 * @param {Evidence[]} evidence
 * @returns {Evidence[]}
 */
function questionEvidence(wrappedIndexes, evidence) {
  /** @type {Map<number, {start: number, end: number, words: Set<string>}[]>} */
  const questionsByPage = new Map();
  const questionsOf = (/** @type {number} */ id) => {
    let questions = questionsByPage.get(id);
    if (!questions) {
      const keywords = wrappedIndexes[DOCUMENT_KIND.keywords].documents.byId.get(String(id));
      questions = (keywords?.t ? questionsInKeywords(keywords.t) : []).map(({start, end}) => ({
        start,
        end,
        words: new Set(),
      }));
      questionsByPage.set(id, questions);
    }
    return questions;
  };
  const inQuestion = (/** @type {number} */ id, /** @type {number} */ at) =>
    questionsOf(id).find(({start, end}) => at >= start && at < end);
  for (const item of evidence.filter(({type}) => type === DOCUMENT_KIND.keywords)) {
    for (const [start] of foundIn([item]).spans) inQuestion(item.document.i, start)?.words.add(item.word);
  }
  return evidence.map((item) => {
    if (item.type !== DOCUMENT_KIND.keywords) return item;
    const starts = foundIn([item]).spans.map(([start]) => start);
    const questions = starts.map((start) => inQuestion(item.document.i, start));
    if (starts.length === 0 || questions.some((question) => question === undefined)) return item;
    const asked = questions.some((question) => (question?.words.size ?? 0) >= 2);
    return {...item, type: asked ? DOCUMENT_KIND.question : DOCUMENT_KIND.questionWord};
  });
}

/**
 * The passages of one page, best first.
 * @param {object} input
 * @param {DocumentsOfKind[]} input.wrappedIndexes the index, by document type
 * @param {IndexDocument} input.page the page's title document
 * @param {Evidence[]} input.evidence what was found on this page
 * @param {Map<string, number>} input.rarity how much each word tells pages apart
 * @param {import('./questionCues').Cue[]} [input.cues] the kinds of answer the question asks for
 * @returns {Passage[]}
 */
function passagesOfPage({wrappedIndexes, page, evidence, rarity, cues = []}) {
  const sections = documentsOfPage(wrappedIndexes[DOCUMENT_KIND.content], page.i).sort((a, b) => a.i - b.i);
  if (sections.length === 0) return [];
  const headings = new Map(documentsOfPage(wrappedIndexes[DOCUMENT_KIND.heading], page.i).map((doc) => [doc.h, doc]));
  const {strength} = foundIn(evidence);
  const weigh = (/** @type {string[]} */ words) => weightOf(words, strength, rarity);
  const asked = [...rarity.values()].reduce((sum, weight) => sum + weight, 0);
  const answered = sectionOfQuestion(wrappedIndexes, page, evidence, weigh, asked);
  const cueUnit = (CUE_SHARE * asked) / Math.max(1, rarity.size);
  const cueWeight = (/** @type {string} */ sentence) => (answersCue(cues, sentence) ? cueUnit : 0);
  const scored = sections.map((section) => {
    const heading = headings.get(section.h);
    const inText = foundIn(
      evidence.filter((item) => item.type === DOCUMENT_KIND.content && item.document.i === section.i),
    );
    const inHeading = heading
      ? evidence
          .filter((item) => item.type === DOCUMENT_KIND.heading && item.document.i === heading.i)
          .map((item) => item.word)
      : [];
    const textWords = inText.spans.map(([, , word]) => word);
    const holdsWords = textWords.length + inHeading.length > 0;
    const cued = holdsWords && cueWeight(section.t) > 0;
    const asksLikeTheReader = holdsWords && headingAsksCue(cues, heading?.t ?? null);
    const score =
      (cued ? cueWeight(section.t) : 0) +
      (asksLikeTheReader ? HEADING_CUE * cueUnit : 0) +
      weigh(textWords) +
      (HEADING_WEIGHT - 1) * weigh(inHeading.filter((word) => !textWords.includes(word))) +
      weigh(inHeading) +
      (answered && answered.hash === section.h ? QUESTION_WEIGHT * answered.weight : 0);
    return {section, heading: heading?.t ?? null, spans: inText.spans, score, inHeading};
  });
  const ranked = scored.filter(({score}) => score > 0).sort((a, b) => b.score - a.score);
  const chosen =
    ranked.length === 0
      ? [scored[0]]
      : ranked
          .filter(({score}, n) => n === 0 || score >= FURTHER_SECTION_SHARE * ranked[0].score)
          .slice(0, PASSAGES_PER_PAGE);
  const inTitle = evidence.filter((item) => item.type === DOCUMENT_KIND.title).map((item) => item.word);
  return chosen.map(({section, heading, spans, inHeading}) => {
    // Above a passage, the box shows its page's title and its section's heading: their words say less there.
    const above = new Set([...inTitle, ...inHeading]);
    const weighInBox = (/** @type {string[]} */ words) =>
      weigh(words.filter((word) => !above.has(word))) + SHOWN_ABOVE * weigh(words.filter((word) => above.has(word)));
    return passageOf(section, heading, spans, weigh, cueWeight, weighInBox);
  });
}

module.exports = {passagesOfPage, questionEvidence, sentencesOf, runsOf};
