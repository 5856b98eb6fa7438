/**
 * Translation freshness: every French article translates the current version of its English source.
 * When the English changed since the French was marked (src/translations/tools/mark.mjs), the problem names the
 * article and shows what changed in the English, section by section, recovered from git.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describeAllChanges, findVersions, gitHistory} from './history.mjs';
import {articleStatuses, decidePending, PUBLISH_PENDING_VARIABLE} from '../status.mjs';

const MARK = 'npm run translation:mark --';

/**
 * @typedef {import('../status.mjs').ArticleStatus} ArticleStatus
 * @typedef {{state: ReturnType<typeof gitHistory>, versions: ReturnType<typeof findVersions>, changes: Map<string,
 *   string[]>}} History the state of the git history; the English version each pending French was marked against and
 *   what changed in the English since, found for all of them at once
 */

/** Why the earlier English cannot be shown, by state of the git history. */
const NO_HISTORY = {
  'no-git':
    'This copy has no git history (a source archive?), so the earlier English cannot be shown: run npm run check in a clone.',
  shallow:
    'The earlier English is not in this shallow clone: fetch the whole history (git fetch --unshallow; in GitHub Actions, fetch-depth: 0).',
  available:
    'No commit (on any branch, tag or reflog) and no staged change holds the English version the French was marked against: it was marked while the English had uncommitted edits, changed again before any commit. Compare the two files by reading them.',
};

/**
 * @param {ArticleStatus} status a pending article, which has its record
 * @param {History} history
 */
function englishChanges(status, history) {
  const version = history.versions.get(status.enPath);
  if (!version) {
    return [`    ${NO_HISTORY[history.state]}`];
  }
  const from = version.commit ? `commit ${version.commit} of ${version.date}` : 'staged, not committed';
  return [
    `    What changed in ${status.enPath} since the translated version (${from}):`,
    ...(history.changes.get(status.enPath) ?? []).map((line) => `      ${line}`),
  ];
}

/**
 * @param {ArticleStatus} status
 * @param {History} history
 */
function describePending(status, history) {
  return [
    `${status.frPath}: the English (${status.enPath}) changed since this translation was marked as current.`,
    ...englishChanges(status, history),
  ];
}

/** @param {ArticleStatus} status */
function nextSteps(status) {
  if (status.state === 'pending') {
    return [
      `    Translate the change, then run: ${MARK} ${status.frPath}`,
      `    If the English change needs no French change (a typo fix): ${MARK} --english-typo-only ${status.frPath}`,
    ];
  }
  return [`    Once the French translates ${status.enPath}, run: ${MARK} ${status.frPath}`];
}

/**
 * @param {ArticleStatus} status
 * @param {History} history
 */
function describeBlocked(status, history) {
  switch (status.state) {
    case 'invalid':
      return `${status.frPath}: ${status.error}`;
    case 'unmarked':
      return [
        `${status.frPath}: does not record which version of ${status.enPath} it translates.`,
        ...nextSteps(status),
      ].join('\n');
    default:
      return [...describePending(status, history), ...nextSteps(status)].join('\n');
  }
}

/**
 * @param {{root: string, publishPending: string[]}} options `publishPending`: the articles PUBLISH_PENDING_TRANSLATIONS
 *   names, reported as warnings instead of problems.
 */
export function checkArticleFreshness({root, publishPending}) {
  const statuses = articleStatuses(root);
  const {published, blocked, unknown, notPending} = decidePending(statuses, publishPending);
  const state = blocked.length + published.length > 0 ? gitHistory(root) : 'available';
  const pending = [...blocked, ...published].filter((status) => status.state === 'pending');
  const wanted = new Map(
    pending.map((status) => [
      status.enPath,
      /** @type {import('../status.mjs').TranslationRecord} */ (status.record).english,
    ]),
  );
  const versions = state === 'no-git' || wanted.size === 0 ? new Map() : findVersions(root, wanted);
  const found = [...versions].flatMap(([file, version]) => (version ? [{file, before: version.text}] : []));
  const described = describeAllChanges(
    found.map(({file, before}) => [before, fs.readFileSync(path.join(root, file), 'utf8')]),
  );
  /** @type {History} */
  const history = {state, versions, changes: new Map(found.map(({file}, index) => [file, described[index] ?? []]))};
  const problems = [
    ...blocked.map((status) => describeBlocked(status, history)),
    ...unknown.map(
      (id) =>
        `${PUBLISH_PENDING_VARIABLE} names "${id}", which is not an article with a French translation (ids are paths under docs/ without .mdx, such as get-help/troubleshooting).`,
    ),
    ...notPending.map(
      (id) =>
        `${PUBLISH_PENDING_VARIABLE} names "${id}", whose translation is current: remove it from the list, so that a later English change cannot be published untranslated by mistake.`,
    ),
  ];
  const warnings = published.map((status) =>
    [
      ...(status.state === 'pending'
        ? describePending(status, history)
        : [`${status.frPath}: does not record which version of ${status.enPath} it translates.`]),
      `    Published with a notice to French readers, as ${PUBLISH_PENDING_VARIABLE} allows.`,
    ].join('\n'),
  );
  return {problems, warnings, checked: statuses.length};
}
