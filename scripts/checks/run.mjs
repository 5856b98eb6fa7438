#!/usr/bin/env node
/**
 * `npm run check`: content, translation, translation freshness and spelling checks, the guard of upstream
 * internals (UPSTREAM.md), and what the production build imports (only dependencies, never scripts/), run before
 * the build.
 */
import {checkContent, checkSpelling} from '../../src/content/tools/index.mjs';
import {checkArticleFreshness, checkTranslations, parsePublishPending} from '../../src/translations/tools/index.mjs';
import {checkInventoryDocument, checkUpstream, describeProblems} from '../../src/upstream/tools/index.mjs';
import {ROOT} from '../root.mjs';
import {checkProductionImports} from './productionImports.mjs';

// Articles the team decided to publish while their French is being revised (handbook/deploying.md, "Configuration").
let publishPending = [];
const settingProblems = [];
try {
  publishPending = parsePublishPending(process.env.PUBLISH_PENDING_TRANSLATIONS);
} catch (error) {
  settingProblems.push(error.message);
}

// First: the translation check loads the site's plugins, whose build guard would stop it with the same entries.
const upstream = checkUpstream(ROOT);
if (upstream.length > 0) {
  console.error(describeProblems(upstream));
  process.exit(1);
}

const content = checkContent();
const translations = checkTranslations();
const freshness = checkArticleFreshness({root: ROOT, publishPending});
const spelling = await checkSpelling({root: ROOT});
const problems = [
  ...settingProblems,
  ...content.problems,
  ...translations.problems,
  ...freshness.problems,
  ...spelling.problems,
  ...checkInventoryDocument(ROOT),
  ...checkProductionImports(ROOT),
];

console.log(
  `Checked ${content.counts.length} articles (English ${content.totalEn} words, French ${content.totalFr} words, ` +
    `ratio ${content.ratio.toFixed(2)}), ${translations.checked} UI strings, the freshness of ${freshness.checked} ` +
    `French articles and the spelling of ${spelling.files} files.`,
);
if (content.warnings.length > 0) {
  console.warn(`\n${content.warnings.length} article(s) overdue or due for review soon:`);
  console.warn(content.warnings.map((warning) => `  ! ${warning}`).join('\n'));
}
if (freshness.warnings.length > 0) {
  console.warn(`\n${freshness.warnings.length} pending translation(s) published with a notice:`);
  console.warn(freshness.warnings.map((warning) => `  ! ${warning}`).join('\n'));
}
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s):\n${problems.map((p) => `  ✗ ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('All content, translation and spelling checks passed.');
