#!/usr/bin/env node
/**
 * `npm run check`: content, translation, translation freshness and spelling checks, what authors write for search
 * (related terms, readers' questions), the guard of upstream internals (UPSTREAM.md), what the production build
 * imports (only dependencies, never a tool), that every import points down (no loop between folders), and that the
 * Markdown and the code's comments name only files that exist and copy no figure a bench wrote; then prints the size
 * of the maintainers' Markdown against its budget. Run before the build.
 */
import {checkSearchContent} from '../src/search/tools/index.mjs';
import {checkTranslations} from '../src/translations/tools/index.mjs';
import {checkInventoryDocument, checkUpstream, describeProblems} from '../src/upstream/tools/index.mjs';
import {ROOT} from '../src/shared/node/root.mjs';
import {checkAuthoredContent, printProblems, printWarnings} from './checks/authoredContent.mjs';
import {checkBenchFigures} from './checks/benchFigures.mjs';
import {checkCodePointers} from './checks/codePointers.mjs';
import {checkImportLayers} from './checks/importLayers.mjs';
import {checkMarkdownLinks} from './checks/markdownLinks.mjs';
import {MAINTAINER_MARKDOWN_BUDGET_KIB, maintainerMarkdownSize} from './checks/maintainerMarkdown.mjs';
import {checkProductionImports} from './checks/productionImports.mjs';

// First: the translation check loads the site's plugins, whose build guard would stop it with the same entries.
const upstream = checkUpstream(ROOT);
if (upstream.length > 0) {
  console.error(describeProblems(upstream));
  process.exit(1);
}

const authored = await checkAuthoredContent({
  root: ROOT,
  publishPendingSetting: process.env.PUBLISH_PENDING_TRANSLATIONS,
});
const {content, freshness, spelling} = authored;
// The interface texts are read from the site, which does not load while an article is in one language only.
const translations = authored.siteLoads ? checkTranslations() : {problems: [], checked: 0};
const problems = [
  ...authored.problems,
  ...translations.problems,
  ...checkInventoryDocument(ROOT),
  ...checkProductionImports(ROOT),
  ...checkImportLayers(ROOT),
  ...checkMarkdownLinks(ROOT),
  ...checkCodePointers(ROOT),
  ...checkBenchFigures(ROOT),
  ...checkSearchContent(ROOT),
];

console.log(
  `Checked ${content.counts.length} articles (English ${content.totalEn} words, French ${content.totalFr} words, ` +
    `ratio ${content.ratio.toFixed(2)}), ${authored.siteLoads ? translations.checked : 'not yet the'} UI strings, the freshness of ${freshness.checked} ` +
    `French articles and the spelling of ${spelling.files} files.`,
);
const prose = maintainerMarkdownSize(ROOT);
console.log(
  `Maintainer Markdown (outside docs/, i18n/ and src/pages/): ${prose.all.toFixed(1)} KiB, of which ${prose.byTools.toFixed(1)} KiB ` +
    `written by tools; the budget is ${MAINTAINER_MARKDOWN_BUDGET_KIB} KiB.`,
);
printWarnings(authored);
if (problems.length > 0) {
  printProblems(problems, ROOT);
  process.exit(1);
}
console.log('All content, translation and spelling checks passed.');
