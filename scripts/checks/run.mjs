#!/usr/bin/env node
/** `npm run check`: content, translation and spelling checks, run before the build. */
import {checkContent, ROOT} from './content.mjs';
import {checkSpelling} from './spelling.mjs';
import {checkTranslations} from './translations.mjs';

const content = checkContent();
const translations = checkTranslations();
const spelling = await checkSpelling({root: ROOT});
const problems = [...content.problems, ...translations.problems, ...spelling.problems];

console.log(
  `Checked ${content.counts.length} articles (English ${content.totalEn} words, French ${content.totalFr} words, ` +
    `ratio ${content.ratio.toFixed(2)}), ${translations.checked} UI strings and the spelling of ${spelling.files} files.`,
);
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s):\n${problems.map((p) => `  ✗ ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('All content, translation and spelling checks passed.');
