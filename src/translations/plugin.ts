/**
 * Articles in both languages, before anything else: an English article without its French file, or a French
 * file without its English, stops the build and the live preview as the plugin is created (before the docs plugin
 * reads any article, so before Docusaurus can fail on a link or publish the English under /fr/), naming the file
 * to create.
 *
 * Pending translations in the build. A French article whose English changed since its French was marked
 * (src/translations/status.mjs) stops a production build, unless PUBLISH_PENDING_TRANSLATIONS names it: the
 * team decided to publish it while the French is revised, and its French page then shows a bilingual notice
 * (src/translations/TranslationPendingNotice) dated with the English update. The dev server only warns, and shows
 * the notice on every pending page.
 */
import {getVcsPreset} from '@docusaurus/utils';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
// Loaded by Node with the site's configuration, where the @site alias does not exist.
import {
  articleStatuses,
  decidePending,
  EN_DOCS_DIR,
  FR_DOCS_DIR,
  PUBLISH_PENDING_VARIABLE,
  unpairedArticles,
} from './status.mjs';
import {PLUGIN_NAME, type PendingTranslations} from './globalData';

export type Options = {
  /** The articles PUBLISH_PENDING_TRANSLATIONS names (already parsed and validated in form). */
  publishPending: string[];
};

type ArticleStatus = ReturnType<typeof articleStatuses>[number];
type Decision = ReturnType<typeof decidePending<ArticleStatus>>;

function describeProblems({blocked, unknown, notPending}: Decision): string[] {
  const problems: string[] = [];
  if (blocked.length > 0) {
    const ids = blocked.map((status) => status.id);
    problems.push(
      `The French translation of ${ids.join(', ')} is pending: the English changed since the French was marked (npm run check shows what changed). ` +
        `Translate and mark it (CONTRIBUTING.md, "Keeping the translation current"), or publish it with a notice to French readers: ${PUBLISH_PENDING_VARIABLE}=${ids.join(',')}`,
    );
  }
  problems.push(
    ...unknown.map(
      (id) => `${PUBLISH_PENDING_VARIABLE} names "${id}", which is not an article with a French translation.`,
    ),
    ...notPending.map(
      (id) =>
        `${PUBLISH_PENDING_VARIABLE} names "${id}", whose translation is current: remove it, so that a later English change cannot be published untranslated by mistake.`,
    ),
  );
  return problems;
}

/**
 * The day the English was last committed; null without git. From git itself: the page's "Last updated on" day is
 * that of its latest change note (src/content), which a change that needs translating may not have.
 */
async function englishUpdatedOn(context: LoadContext, status: ArticleStatus): Promise<string | null> {
  try {
    const update = await getVcsPreset('git-ad-hoc').getFileLastUpdateInfo(path.join(context.siteDir, status.enPath));
    return update ? new Date(update.timestamp).toISOString().slice(0, 10) : null;
  } catch {
    // A source archive has no git history: the notice then says the English was updated, without a date.
    return null;
  }
}

/** Stops with what to do when an article is in one language only. */
export function requireArticlesInBothLanguages(siteDir: string): void {
  const problems = unpairedArticles(siteDir);
  if (problems.length > 0) {
    const message = `Articles must exist in English and in French:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`;
    // The message is the whole story: a stack trace into the plugin would only bury it.
    throw Object.assign(new Error(message), {stack: `Error: ${message}`});
  }
}

export default function translations(context: LoadContext, options: Options): Plugin {
  const {siteDir, i18n} = context;
  requireArticlesInBothLanguages(siteDir);
  const themePath = path.join(__dirname, 'theme');
  return {
    name: PLUGIN_NAME,
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,

    getPathsToWatch() {
      return [path.join(siteDir, EN_DOCS_DIR, '**/*.{md,mdx}'), path.join(siteDir, FR_DOCS_DIR, '**/*.{md,mdx}')];
    },

    async loadContent(): Promise<PendingTranslations> {
      // Again on each reload of the live preview: a file added or removed while it runs.
      requireArticlesInBothLanguages(siteDir);
      const statuses = articleStatuses(siteDir);
      const decision = decidePending(statuses, options.publishPending);
      const problems = describeProblems(decision);
      const productionBuild = process.env.NODE_ENV === 'production';
      if (problems.length > 0) {
        if (productionBuild) {
          throw new Error(`Translation freshness:\n${problems.join('\n')}`);
        }
        console.warn(`[WARNING] Translation freshness (a production build would stop):\n${problems.join('\n')}`);
      }
      // Only French pages show the notice; the English build carries no list.
      if (i18n.currentLocale === i18n.defaultLocale) {
        return {};
      }
      const shown = productionBuild
        ? decision.published
        : statuses.filter((status) => status.state === 'pending' || status.state === 'unmarked');
      const entries = await Promise.all(
        shown.map(async (status) => [status.id, {englishUpdatedOn: await englishUpdatedOn(context, status)}] as const),
      );
      return Object.fromEntries(entries);
    },

    async contentLoaded({content, actions}) {
      actions.setGlobalData(content);
    },
  };
}
