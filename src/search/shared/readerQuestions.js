/**
 * The questions readers ask that an article answers, recorded by its authors in its front matter (`questions`, a
 * list of strings, each may end with the id of the section that answers it: "Why no password? #single-sign-on").
 * They are indexed with the article's keywords (theme/DocItem/Metadata), after them, each after a `|`; a question
 * whose words the reader typed opens the hit at its section (worker/passages.js).
 */

/** The front matter field. */
const QUESTIONS_FIELD = 'questions';
const SEPARATOR = ' | ';
const ANCHOR = /\s#([\w-]+)\s*$/u;

/**
 * The page's keywords, then its questions: what the page's `<meta name="keywords">` holds.
 * @param {readonly string[]} keywords
 * @param {readonly string[]} questions
 */
function keywordsWithQuestions(keywords, questions) {
  return [keywords.join(', '), ...questions].join(SEPARATOR);
}

/**
 * The questions in a page's indexed keywords (the search plugin has put a space after each comma): where each is in
 * the text, and the section (`#id`) it names, if any.
 * @param {string} text
 * @returns {{start: number, end: number, hash: string | null}[]}
 */
function questionsInKeywords(text) {
  /** @type {{start: number, end: number, hash: string | null}[]} */
  const questions = [];
  let start = text.indexOf(SEPARATOR);
  while (start >= 0) {
    start += SEPARATOR.length;
    const next = text.indexOf(SEPARATOR, start);
    const end = next < 0 ? text.length : next;
    const anchor = ANCHOR.exec(text.slice(start, end));
    questions.push({start, end, hash: anchor ? `#${anchor[1]}` : null});
    start = next;
  }
  return questions;
}

/**
 * A question without the section it names.
 * @param {string} question
 */
const questionText = (question) => question.replace(ANCHOR, '');

/**
 * @param {Record<string, unknown>} frontMatter
 * @returns {string[]}
 */
function readerQuestionsOf(frontMatter) {
  const questions = frontMatter[QUESTIONS_FIELD];
  return Array.isArray(questions) ? questions.filter((question) => typeof question === 'string') : [];
}

/**
 * What is wrong with an article's `questions`, if anything.
 * @param {Record<string, unknown>} frontMatter
 * @returns {string | null}
 */
function readerQuestionsProblem(frontMatter) {
  if (!(QUESTIONS_FIELD in frontMatter)) return null;
  const questions = frontMatter[QUESTIONS_FIELD];
  const valid =
    Array.isArray(questions) && questions.every((question) => typeof question === 'string' && question.trim() !== '');
  return valid
    ? null
    : `"${QUESTIONS_FIELD}" must be a list of questions, one per line, each in quotes: questions:\n  - "How do I log off?"`;
}

/**
 * The sections an article's questions name that it does not have (`{#id}` of its headings).
 * @param {Record<string, unknown>} frontMatter
 * @param {string} body
 * @returns {string[]}
 */
function unknownQuestionSections(frontMatter, body) {
  const ids = new Set([...body.matchAll(/\{#([\w-]+)\}/g)].map((match) => match[1]));
  return readerQuestionsOf(frontMatter).flatMap((question) => {
    const id = ANCHOR.exec(question)?.[1];
    return id !== undefined && !ids.has(id)
      ? [`the question "${questionText(question)}" names the section #${id}, which the article has no heading for`]
      : [];
  });
}

module.exports = {
  QUESTIONS_FIELD,
  keywordsWithQuestions,
  questionsInKeywords,
  questionText,
  readerQuestionsOf,
  readerQuestionsProblem,
  unknownQuestionSections,
};
