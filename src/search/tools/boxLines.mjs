/**
 * What the navbar box shows of a passage: its text in `lines` lines at most (theme/SearchBar/styles.module.css,
 * `.hitExcerpt`: `-webkit-line-clamp`), the last cut before an ellipsis when more follows. The search evaluation
 * counts an answer as shown in the box only if it is there (./eval/evaluateSearch.mjs); the search page shows passages whole.
 *
 * Lines are broken as Chromium breaks them, from the widths of the characters in the box's font and size, measured in
 * Chromium (./boxFont.json, by ./measureBoxFont.mjs; the reader's words are marked in bold, with 1 px of padding each
 * side: src/search/MarkedText). `e2e/search-box-lines.spec.ts` checks both against the real box.
 */
import boxFont from './boxFont.json' with {type: 'json'};

/** @typedef {{text: string, marked: boolean}} TextRun */

/** A marked word's padding on each side (src/search/MarkedText/styles.module.css). */
const MARK_PADDING = 1;
const ELLIPSIS = '…';
/** Chromium cut a word whose last letter ended 3 px short of where the ellipsis would have fitted. */
const TRUNCATION_MARGIN = 4;

/**
 * How wide each character is, and what each pair adds, in a font weight.
 * @param {{advances: Record<string, number>, kerning: Record<string, number>}} font
 */
function widthsOf({advances, kerning}) {
  const widest = Math.max(...Object.values(advances));
  return {
    /** @param {string} char */
    advance: (char) => advances[char] ?? widest,
    /**
     * @param {string | undefined} before
     * @param {string} char
     */
    kerning: (before, char) => (before === undefined ? 0 : (kerning[before + char] ?? 0)),
  };
}

const FONTS = {regular: widthsOf(boxFont.regular), bold: widthsOf(boxFont.bold)};

/**
 * Where a line may end before `text[at]` (Unicode's line breaking as Chromium applies it, to the characters of the
 * articles): after spaces, after a dash, and after a hyphen between letters.
 * @param {string} text
 * @param {number} at
 */
function breaksBefore(text, at) {
  const before = text[at - 1];
  const char = text[at];
  if (before === undefined || char === undefined) return false;
  if (/[ \u200b]/.test(char)) return false;
  if (/[ \u200b]/.test(before)) return true;
  if (/[–—]/.test(before)) return true;
  return before === '-' && /\p{L}/u.test(text[at - 2] ?? '') && /\p{L}/u.test(char);
}

/**
 * Each character of the runs with where its box ends on a single line (px), in the order drawn.
 * @param {TextRun[]} runs
 * @returns {{char: string, right: number, space: boolean}[]}
 */
function laidOut(runs) {
  /** @type {{char: string, right: number, space: boolean}[]} */
  const chars = [];
  let x = 0;
  for (const run of runs) {
    const font = run.marked ? FONTS.bold : FONTS.regular;
    if (run.marked) x += MARK_PADDING;
    let before;
    for (const char of run.text) {
      x += font.kerning(before, char) + font.advance(char);
      chars.push({char, right: x, space: /[ \u200b]/.test(char)});
      before = char;
    }
    if (run.marked) {
      x += MARK_PADDING;
      if (chars.length > 0) chars[chars.length - 1].right = x;
    }
  }
  return chars;
}

/**
 * The text of each line the runs take in a box `width` px wide (a word wider than the box overflows its line).
 * @param {TextRun[]} runs
 * @param {number} [width]
 * @returns {{text: string, start: number, end: number}[]} each line's text, and its characters' places in the text
 */
export function linesOf(runs, width = boxFont.width) {
  const chars = laidOut(runs);
  const text = chars.map(({char}) => char).join('');
  /** @type {{text: string, start: number, end: number}[]} */
  const lines = [];
  let start = 0;
  let lastBreak = -1;
  const leftOf = (/** @type {number} */ at) => (at === 0 ? 0 : chars[at - 1].right);
  for (let at = 0; at < chars.length; at += 1) {
    if (at > start && breaksBefore(text, at)) lastBreak = at;
    // Spaces at a line's end hang past it.
    if (chars[at].space || chars[at].right - leftOf(start) <= width + 0.01) continue;
    if (lastBreak > start) {
      lines.push({text: text.slice(start, lastBreak), start, end: lastBreak});
      start = lastBreak;
    }
  }
  if (start < chars.length) lines.push({text: text.slice(start), start, end: chars.length});
  return lines;
}

/**
 * The text the box shows of a passage: its first `lines` lines; when more follows, the last one ends with an ellipsis,
 * its last characters cut if the ellipsis would not fit after them (a little more than that, as Chromium cuts).
 * @param {TextRun[]} runs
 * @param {{width?: number, lines?: number}} [box]
 */
export function visibleInBox(runs, {width = boxFont.width, lines: count = boxFont.lines} = {}) {
  const lines = linesOf(runs, width);
  if (lines.length <= count) return lines.map((line) => line.text).join('');
  const shown = lines.slice(0, count);
  const last = /** @type {{text: string, start: number, end: number}} */ (shown.pop());
  const chars = laidOut(runs);
  const left = last.start === 0 ? 0 : chars[last.start - 1].right;
  let end = last.end;
  while (end > last.start && chars[end - 1].space) end -= 1;
  const ellipsis = FONTS.regular.advance(ELLIPSIS);
  if (chars[end - 1].right - left + ellipsis > width) {
    while (end > last.start && chars[end - 1].right - left + ellipsis + TRUNCATION_MARGIN > width) end -= 1;
  }
  return shown.map((line) => line.text).join('') + last.text.slice(0, end - last.start);
}

/** The box's text as the spec compares it with the real box's computed style. */
export const BOX_TEXT = {
  fontFamily: boxFont.fontFamily,
  fontSize: boxFont.fontSize,
  width: boxFont.width,
  lines: boxFont.lines,
};
