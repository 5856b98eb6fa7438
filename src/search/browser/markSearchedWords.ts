import {HIGHLIGHT_PARAM, PASSAGE_PARAM} from '../shared/hitLinks';

const LONGEST_SENTENCE = 400;
const MOST_SENTENCES = 3;

/** What a page opened from a hit must not mark: the phone's "On this page" button. */
const NOT_MARKED = ['.theme-doc-toc-mobile > button'];

/**
 * Marks, in `article`, the sentences of `search`'s `_passage` parameters (those the hit showed, their text only:
 * with the class `passageClass`, across links and emphasis) and the words of its `_highlight` parameters, with
 * `<mark>` (mark.js, loaded only for a page opened from a hit, which also folds accents: "correlation" marks
 * "corrélation"). Code blocks render again after the page's effects, so the marking runs a task later. Returns what
 * undoes it.
 */
export function markSearchedWords(article: Element, search: string, passageClass = ''): () => void {
  const params = new URLSearchParams(search);
  const words = params.getAll(HIGHLIGHT_PARAM).filter((word) => word.trim() !== '');
  // A hit shows a sentence or two of a few hundred characters: more was not made by the search.
  const sentences = params
    .getAll(PASSAGE_PARAM)
    .slice(0, MOST_SENTENCES)
    .map((sentence) => sentence.trim().slice(0, LONGEST_SENTENCE))
    .filter((sentence) => sentence !== '');
  if (words.length === 0 && sentences.length === 0) return () => {};
  let marker: {unmark(): void} | null = null;
  let cancelled = false;
  const timer = window.setTimeout(() => {
    void import('mark.js').then(({default: Mark}) => {
      if (cancelled) return;
      const mark = new Mark(article);
      for (const sentence of sentences) {
        mark.mark(sentence, {
          exclude: NOT_MARKED,
          separateWordSearch: false,
          acrossElements: true,
          className: passageClass,
        });
      }
      mark.mark(words, {exclude: NOT_MARKED});
      marker = mark;
    });
  });
  return () => {
    cancelled = true;
    window.clearTimeout(timer);
    marker?.unmark();
  };
}
