#!/usr/bin/env node
/**
 * `node src/search/tools/measureBoxFont.mjs`: measures, in Chromium, how wide each character of the articles
 * is in the navbar box's passages (./boxLines.mjs), and writes ./boxFont.json. Run it again when the box's font,
 * size, width or lines change: `e2e/search-box-lines.spec.ts` fails naming what changed.
 *
 * The font is the one this machine's Chromium draws the site's font stack with (on Debian, DejaVu Sans, wider than
 * Segoe UI or San Francisco): what the box shows here is at most what readers on Windows or macOS see.
 * Needs Chromium and no server (wrap it in the servers' lock all the same: it starts a browser).
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import * as prettier from 'prettier';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../shared/node/chromium.mjs';
import {readWholeSearchIndex} from './index.mjs';
import {ROOT} from '../../shared/node/root.mjs';

/**
 * The box's passage text as the site draws it (theme/SearchBar/styles.module.css `.hitExcerpt`, in the site's font
 * stack and size): the e2e spec compares these with the real box's computed style.
 */
const BOX = {
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontSize: '14.45px',
  width: 512,
  lines: 3,
};

/** Under this (px), a pair is as wide as its two characters. */
const KERNING_FLOOR = 0.01;

/** Typography an author may type that the articles do not hold yet. */
const TYPOGRAPHY = '\u00a0\u202f’‘“”«»–—…•·';

/** Every character of the articles' indexed text, both languages, with printable ASCII, Latin-1 and `TYPOGRAPHY`. */
function characters() {
  const chars = new Set();
  for (let code = 0x20; code < 0x7f; code += 1) chars.add(String.fromCharCode(code));
  for (let code = 0xc0; code <= 0xff; code += 1) chars.add(String.fromCharCode(code));
  for (const char of TYPOGRAPHY) chars.add(char);
  for (const localeDir of [path.join(ROOT, 'build'), path.join(ROOT, 'build/fr')]) {
    for (const {documents} of readWholeSearchIndex(localeDir)) {
      for (const {t} of documents) for (const char of t ?? '') chars.add(char);
    }
  }
  return [...chars].filter((char) => char !== '\n' && char !== '\t').sort();
}

const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
try {
  const page = await browser.newPage();
  const chars = characters();
  /** @param {string} fontWeight */
  const measure = (fontWeight) =>
    page.evaluate(
      ({chars, font, KERNING_FLOOR}) => {
        // Canvas measures with the page's shaping (kerning on, as in the box) and without the layout's rounding.
        const context = /** @type {CanvasRenderingContext2D} */ (document.createElement('canvas').getContext('2d'));
        context.font = font;
        context.fontKerning = 'normal';
        const width = (/** @type {string} */ text) => context.measureText(text).width;
        const round = (/** @type {number} */ value) => Math.round(value * 1000) / 1000;
        /** @type {Record<string, number>} */
        const advances = Object.fromEntries(chars.map((char) => [char, round(width(char))]));
        /** @type {Record<string, number>} */
        const kerning = {};
        for (const a of chars) {
          for (const b of chars) {
            const adjustment = width(a + b) - width(a) - width(b);
            if (Math.abs(adjustment) >= KERNING_FLOOR) kerning[a + b] = round(adjustment);
          }
        }
        return {advances, kerning, family: document.fonts.check(font)};
      },
      {chars, font: `${fontWeight} ${BOX.fontSize} ${BOX.fontFamily}`, KERNING_FLOOR},
    );
  // The reader's words are marked in bold (src/search/MarkedText).
  const [regular, bold] = [await measure('400'), await measure('600')];
  const file = path.join(import.meta.dirname, 'boxFont.json');
  const json = JSON.stringify({...BOX, measuredBy: 'src/search/tools/measureBoxFont.mjs', regular, bold});
  const options = await prettier.resolveConfig(file);
  fs.writeFileSync(file, await prettier.format(json, {...options, filepath: file}));
  console.log(
    `${path.relative(ROOT, file)}: ${chars.length} characters, ` +
      `${Object.keys(regular.kerning).length} + ${Object.keys(bold.kerning).length} kerning pairs (regular + bold)`,
  );
} finally {
  await browser.close();
}
