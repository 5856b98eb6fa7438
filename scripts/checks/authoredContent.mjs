/**
 * The checks of what authors and translators write: articles in both languages and at parity, translations
 * current, spelling. `npm run check` runs them with the project's other checks; `npm start` runs them before it
 * builds, so that a mistake is named by the command the author runs, not found by a reader.
 */
import {checkChangeNotes, checkContent, checkSpelling, lostAddresses} from '../../src/content/tools/index.mjs';
import {checkArticleFreshness, parsePublishPending, unpairedArticles} from '../../src/translations/tools/index.mjs';
import {changedFiles, changesFirst} from '../../src/shared/changedFiles.mjs';

/**
 * @param {{root: string, publishPendingSetting: string | undefined}} options `publishPendingSetting`: the value of
 *   PUBLISH_PENDING_TRANSLATIONS.
 */
export async function checkAuthoredContent({root, publishPendingSetting}) {
  /** @type {string[]} */
  const problems = [];
  // Articles the team decided to publish while their French is being revised (handbook/deploying.md, "Configuration").
  /** @type {string[]} */
  let publishPending = [];
  try {
    publishPending = parsePublishPending(publishPendingSetting);
  } catch (error) {
    problems.push(/** @type {Error} */ (error).message);
  }
  const content = checkContent();
  const freshness = checkArticleFreshness({root, publishPending});
  const spelling = await checkSpelling({root});
  problems.push(
    ...content.problems,
    ...lostAddresses(root),
    ...checkChangeNotes(root),
    ...freshness.problems,
    ...spelling.problems,
  );
  // The site cannot load while an article is in one language only (src/translations/plugin.ts).
  const siteLoads = unpairedArticles(root).length === 0;
  return {content, freshness, spelling, problems, siteLoads};
}

/**
 * @param {string} heading
 * @param {string[]} warnings
 */
function printList(heading, warnings) {
  if (warnings.length > 0) {
    console.warn(`\n${warnings.length} ${heading}:`);
    console.warn(warnings.map((warning) => `  ! ${warning}`).join('\n'));
  }
}

/**
 * The warnings as `npm run check` and `npm start` print them: they never stop a build.
 * @param {{content: {warnings: string[]}, freshness: {warnings: string[]}}} checked
 */
export function printWarnings({content, freshness}) {
  printList('article(s) overdue or due for review soon', content.warnings);
  printList('pending translation(s) published with a notice', freshness.warnings);
}

/**
 * The problems as `npm run check` and `npm start` print them: those in the files the author is changing first.
 * @param {string[]} problems
 * @param {string} root
 */
export function printProblems(problems, root) {
  const ordered = changesFirst(problems, changedFiles(root));
  console.error(`\n${problems.length} problem(s):\n${ordered.map((problem) => `  ✗ ${problem}`).join('\n')}`);
}
