#!/usr/bin/env node
/** `npm run check`: content and translation checks, run before the build. */
import {checkContent} from './content.mjs';
import {checkTranslations} from './translations.mjs';

const content = checkContent();
const translations = checkTranslations();
const problems = [...content.problems, ...translations.problems];

console.log(
  `Checked ${content.counts.length} articles (English ${content.totalEn} words, French ${content.totalFr} words, ` +
    `ratio ${content.ratio.toFixed(2)}) and ${translations.checked} UI strings.`,
);
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s):\n${problems.map((p) => `  ✗ ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('All content and translation checks passed.');
