import {HIGHLIGHT_PARAM, PASSAGE_PARAM} from './settings';

const LONGEST_PASSAGE = 400;

/** What a page opened from a hit must not mark: the phone's "On this page" button. */
const NOT_MARKED = ['.theme-doc-toc-mobile > button'];

/**
 * Marks, in `article`, the passage of `search`'s `_passage` parameter (the sentence the hit showed, its text only:
 * with the class `passageClass`, across links and emphasis) and the words of its `_highlight` parameters, with
 * `<mark>` (mark.js, loaded only for a page opened from a hit, which also folds accents: "correlation" marks
 * "corrélation"). Code blocks render again after the page's effects, so the marking runs a task later. Returns what
 * undoes it.
 */
export function markSearchedWords(article: Element, search: string, passageClass = ''): () => void {
  const params = new URLSearchParams(search);
  const words = params.getAll(HIGHLIGHT_PARAM).filter((word) => word.trim() !== '');
  // A hit's passage is at most a few hundred characters: a longer one was not made by the search.
  const passage = (params.get(PASSAGE_PARAM)?.trim() ?? '').slice(0, LONGEST_PASSAGE);
  if (words.length === 0 && passage === '') return () => {};
  let marker: {unmark(): void} | null = null;
  let cancelled = false;
  const timer = window.setTimeout(() => {
    void import('mark.js').then(({default: Mark}) => {
      if (cancelled) return;
      const mark = new Mark(article);
      if (passage !== '') {
        mark.mark(passage, {
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
