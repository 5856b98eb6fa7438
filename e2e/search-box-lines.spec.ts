/**
 * The navbar box shows three lines of each passage. The search evaluation (`npm run eval:search`) counts an answer as
 * shown in the box only if it is in those lines, from a model of them (src/search/tools/boxLines.mjs: the box's font,
 * size and width, and the widths of the characters measured in Chromium). Here the real box, in Chromium, lays out
 * the same lines as the model, for every option of a question in each language; and a reader whose question is
 * answered in a later section of an article sees the answer in the first option's three lines.
 */
import type {Locator} from '@playwright/test';
import {test, expect, expectSignedIn} from './fixtures';
import {localePath, LOCALES, type Locale} from '../src/shared/testFacts/site';
// Past the door: Playwright cannot load src/search/tools/index.mjs, whose modules use import.meta
// (src/shared/node/root.mjs).
// eslint-disable-next-line site/capability-boundaries
import {BOX_TEXT, linesOf} from '../src/search/tools/boxLines.mjs';

const SEARCH_LABEL: Record<Locale, string> = {en: 'Search the Help Centre', fr: "Rechercher dans le Centre d'aide"};
/** Questions whose options are mostly longer than three lines, some with the reader's words marked. */
const QUESTION: Record<Locale, string> = {
  en: 'if i delete the conversation is the personal info i typed gone',
  fr: "j'ai collé les infos d'un client dans chatgnb par erreur, quoi faire",
};

/** A question answered in a later section of an article, and the words of the answer. */
const ANSWERED: Record<Locale, {question: string; section: string; answer: string}> = {
  en: {
    question: 'will clearing my cookies wipe all my chatgnb conversations',
    section: 'Clear your browser cache',
    answer: 'your ChatGNB conversations are kept by the service',
  },
  fr: {
    question: 'si je vide mon cache est-ce que je perds mes conversations',
    section: 'Vider le cache de votre navigateur',
    answer: 'vos conversations ChatGNB sont conservées par le service',
  },
};

type Laid = {
  runs: {text: string; marked: boolean}[];
  lines: string[];
  style: {fontFamily: string; fontSize: string; width: number; lineClamp: string; linesShown: number};
};

/** An option's passage as Chromium lays it out: its runs, the text of each line, and the box's style. */
function laidOut(option: Locator): Promise<Laid> {
  return option.evaluate((element) => {
    const clamped = [...element.querySelectorAll<HTMLElement>('span')].find(
      (span) => getComputedStyle(span).webkitLineClamp !== 'none',
    );
    if (!clamped) throw new Error('no passage with a line clamp in this option');
    const style = getComputedStyle(clamped);
    const box = clamped.getBoundingClientRect();
    const lineHeight = parseFloat(style.lineHeight);
    const runs: {text: string; marked: boolean}[] = [];
    const lines: string[] = [];
    let line = 0;
    const walker = document.createTreeWalker(clamped, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      runs.push({text: node.data, marked: node.parentElement?.tagName === 'MARK'});
      for (let at = 0; at < node.data.length; at += 1) {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        const rect = range.getClientRects()[0];
        // A space at a line's end hangs past it: it belongs to the line it ends.
        if (rect && !/\s/.test(node.data[at]!)) line = Math.round((rect.top - box.top) / lineHeight);
        lines[line] = (lines[line] ?? '') + node.data[at];
      }
    }
    return {
      runs,
      lines,
      style: {
        fontFamily: style.fontFamily,
        fontSize: style.fontSize,
        width: box.width,
        lineClamp: style.webkitLineClamp,
        linesShown: Math.round(box.height / lineHeight),
      },
    };
  });
}

for (const locale of LOCALES) {
  test(`${locale}: the box lays out each passage in the lines the search evaluation counts`, async ({page}) => {
    await page.goto(localePath(locale, '/'));
    await expectSignedIn(page);
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', {name: SEARCH_LABEL[locale]});
    await box.fill(QUESTION[locale]);
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toBeVisible();
    const count = await options.count();
    expect(count).toBeGreaterThan(3);
    let clamped = 0;
    for (let index = 0; index < count; index += 1) {
      const {runs, lines, style} = await laidOut(options.nth(index));
      expect(style).toEqual({
        fontFamily: BOX_TEXT.fontFamily,
        fontSize: BOX_TEXT.fontSize,
        width: BOX_TEXT.width,
        lineClamp: String(BOX_TEXT.lines),
        linesShown: Math.min(lines.length, BOX_TEXT.lines),
      });
      expect(linesOf(runs).map((line) => line.text)).toEqual(lines);
      if (lines.length > BOX_TEXT.lines) clamped += 1;
    }
    expect(clamped, 'passages longer than the lines shown').toBeGreaterThan(1);
  });
}

for (const locale of LOCALES) {
  test(`${locale}: a question answered in a later section shows the answer in the first option's lines`, async ({
    page,
  }) => {
    const {question, section, answer} = ANSWERED[locale];
    await page.goto(localePath(locale, '/'));
    await expectSignedIn(page);
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', {name: SEARCH_LABEL[locale]}).fill(question);
    const first = page.getByRole('listbox').getByRole('option').first();
    await expect(first).toContainText(section);
    const {lines} = await laidOut(first);
    expect(lines.slice(0, BOX_TEXT.lines).join('')).toContain(answer);
  });
}
