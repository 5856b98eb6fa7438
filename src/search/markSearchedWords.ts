import {HIGHLIGHT_PARAM} from './settings';

/** What a page opened from a hit must not mark: the phone's "On this page" button. */
const NOT_MARKED = ['.theme-doc-toc-mobile > button'];

/**
 * Marks the words of `search`'s `_highlight` parameters in `article` with `<mark>` (mark.js, loaded only for a page
 * opened from a hit, which also folds accents: "correlation" marks "corrélation"). Code blocks render again after the
 * page's effects, so the marking runs a task later. Returns what undoes it.
 */
export function markSearchedWords(article: Element, search: string): () => void {
  const words = new URLSearchParams(search).getAll(HIGHLIGHT_PARAM).filter((word) => word.trim() !== '');
  if (words.length === 0) return () => {};
  let marker: {unmark(): void} | null = null;
  let cancelled = false;
  const timer = window.setTimeout(() => {
    void import('mark.js').then(({default: Mark}) => {
      if (cancelled) return;
      const mark = new Mark(article);
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
