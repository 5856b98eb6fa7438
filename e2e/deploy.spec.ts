/**
 * A deploy never strands a reader. The host serves only the newest build, so a tab opened before a deploy asks the
 * new build for files of the old one. Two builds that differ: the site's (build/) and the sample
 * (`npm run build:pending-sample`: the same site built in another folder, one article changed in both languages).
 * A server of this test serves the first, then the second in its place, under open pages, as a deploy does; the
 * pages then go on as a reader would: navigation, the search box used before and the one first opened after (the
 * page reloaded into the new build, where the reader was), the search page, feedback, and a sign-in started before
 * the deploy. The old pages' requests for files the new build lacks fail as they would on the host (the browser logs
 * those 404s); nothing else may fail, and nothing is uncaught.
 */
import fs from 'node:fs';
import {createServer, type Server} from 'node:http';
import path from 'node:path';
import type {BrowserContext, Locator, Page} from '@playwright/test';
import {test, expect, chooseAccount, expectSignedIn, signedOut} from './fixtures';
import {FEEDBACK_TEXT} from '../src/shared/testFacts/feedbackTexts';
import {E2E_PORTS} from './ports';
import {localePath, LOCALES, type Locale} from '../src/shared/testFacts/site';
import {createStaticServer} from '../src/hosting/tools/index.mjs';
import {PENDING_SAMPLE} from '../src/shared/testFacts/pendingSample.mjs';

const ROOT = path.resolve(__dirname, '..');
const BEFORE = path.join(ROOT, 'build');
const AFTER = path.join(ROOT, PENDING_SAMPLE.outDir);
// A port the local identity provider registers (playwright.config.ts), as it registers the site's.
const origin = `http://localhost:${E2E_PORTS.deploySwap}`;

const SEARCH_LABEL: Record<Locale, string> = {en: 'Search the Help Centre', fr: "Rechercher dans le Centre d'aide"};
const QUERY: Record<Locale, {before: string; after: string}> = {
  en: {before: 'clear browser cache', after: 'blank page'},
  fr: {before: 'vider le cache du navigateur', after: 'page blanche'},
};
const CHANGED = `/docs/${PENDING_SAMPLE.article}`;
const CHANGED_LINK: Record<Locale, string> = {en: 'Troubleshooting', fr: 'Dépannage'};
/** What only the new build says on the changed article. */
const CHANGED_TEXT: Record<Locale, string> = {en: PENDING_SAMPLE.addedSentence, fr: PENDING_SAMPLE.changeNote.fr};
const OTHER_ARTICLE = '/docs/get-help/report-a-problem';
const SIDEBAR: Record<Locale, string> = {en: 'Docs sidebar', fr: 'Barre latérale de la documentation'};
/** What a page that cannot reload says (src/hosting/staleBuild). */
const OUT_OF_DATE: Record<Locale, string> = {
  en: 'The Help Centre was updated after you opened this page',
  fr: "Le Centre d'aide a été mis à jour après l'ouverture de cette page",
};
/** A section of OTHER_ARTICLE below the first screen: the reader is reading it when the page reloads. */
const SECTION_READ: Record<Locale, string> = {en: 'What to include', fr: 'Quoi inclure'};

let served = BEFORE;
let server: Server;

/** Deploys the new build: from now on the server answers every request from it, and only from it. */
function deploy(): void {
  served = AFTER;
}

test.beforeAll(async () => {
  if (!fs.existsSync(path.join(AFTER, 'index.html')) || !fs.existsSync(path.join(AFTER, 'fr/index.html'))) {
    throw new Error(`${PENDING_SAMPLE.outDir}/ is missing or French only: run npm run build:pending-sample first.`);
  }
  const builds = {[BEFORE]: createStaticServer({root: BEFORE}), [AFTER]: createStaticServer({root: AFTER})};
  server = createServer((request, response) => builds[served]!.emit('request', request, response));
  await new Promise<void>((resolve, reject) =>
    server.once('error', reject).listen(E2E_PORTS.deploySwap, '127.0.0.1', resolve),
  );
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** Errors the pages did not catch (an unhandled ChunkLoadError is one), across every page of the context. */
function uncaughtErrors(context: BrowserContext): string[] {
  const errors: string[] = [];
  context.on('page', (page) => page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`)));
  return errors;
}

function searchBox(page: Page, locale: Locale) {
  // A textbox until its code loads, then a combobox.
  return page
    .getByRole('combobox', {name: SEARCH_LABEL[locale]})
    .or(page.getByRole('textbox', {name: SEARCH_LABEL[locale]}));
}

/** The scripts, styles and index parts the pages asked for and the host no longer had. */
function missingFiles(context: BrowserContext): string[] {
  const missing: string[] = [];
  context.on('response', (response) => {
    if (response.status() === 404 && /\/(assets\/(js|css)\/|search-index-)/.test(response.url())) {
      missing.push(response.url());
    }
  });
  return missing;
}

/** Where an element's top is on the screen, in whole pixels. */
function topOnScreen(locator: Locator): Promise<number> {
  return locator.evaluate((element) => Math.round(element.getBoundingClientRect().top));
}

/** Whether the reader sees the element whole: on the screen, and under nothing (its corners are its own). */
function inSight(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const corners = [
      [box.left + 2, box.top + 2],
      [box.right - 2, box.bottom - 2],
    ] as const;
    return corners.every(([x, y]) => {
      const seen = document.elementFromPoint(x, y);
      return seen !== null && (seen === element || element.contains(seen));
    });
  });
}

/** How the page now shown was loaded: 'reload' once the recovery reloaded it into the new build. */
function howLoaded(page: Page): Promise<string | undefined> {
  return page.evaluate(() => performance.getEntriesByType('navigation')[0]?.toJSON().type);
}

/** A new tab on a page of the site, signed in, with what it loads once idle (the index, the feedback sender). */
async function openSettled(context: BrowserContext, route: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${origin}${route}`);
  await expectSignedIn(page);
  await page.waitForLoadState('networkidle');
  return page;
}

test.describe('a tab opened before a deploy', () => {
  // Sign-in on an origin of its own, two builds, several tabs: longer than the 30 s of a test of the site's build.
  test.use({
    storageState: signedOut,
    baseURL: origin,
    // The old pages ask the new build for files of theirs it does not have: the host answers 404 with the not-found
    // page, which the browser refuses to run as a script.
    expectedConsoleErrors: [
      new RegExp(
        [
          /status of 404 .*\((http:\/\/localhost:\d+)?\/(fr\/)?(assets\/(js|css)\/|search-index-)/.source,
          /^Refused to execute script from '(http:\/\/localhost:\d+)?\/(fr\/)?assets\/js\/[^']+' because its MIME type \('text\/html'\)/
            .source,
        ].join('|'),
      ),
    ],
  });
  test.slow();

  for (const locale of LOCALES) {
    test(`${locale}: keeps working after it, whatever the reader does next`, async ({page, context, browser}) => {
      const uncaught = uncaughtErrors(context);
      page.on('pageerror', (error) => uncaught.push(`${page.url()}: ${error.message}`));
      const missing = missingFiles(context);
      const t = FEEDBACK_TEXT[locale];
      const article = localePath(locale, OTHER_ARTICLE);
      const searchPage = `${localePath(locale, '/search')}?q=${encodeURIComponent(QUERY[locale].before)}`;
      served = BEFORE;

      // Before: a reader signs in and opens tabs, one for each thing they will do after the deploy; in one of them
      // they search in the box first.
      await page.goto(`${origin}${article}`);
      await chooseAccount(page);
      await expectSignedIn(page);
      await searchBox(page, locale).fill(QUERY[locale].before);
      await expect(page.getByRole('option').first()).toBeVisible();
      await page.keyboard.press('Escape');
      await page.waitForLoadState('networkidle');
      const [unusedBox, navigation, feedback, results] = [
        await openSettled(context, article),
        await openSettled(context, article),
        await openSettled(context, article),
        await openSettled(context, searchPage),
      ];
      // Another reader, in another browser, is on the identity provider's page when the deploy happens.
      const signingIn = await browser.newContext({storageState: signedOut});
      const signingInPage = await signingIn.newPage();
      await signingInPage.goto(`${origin}${localePath(locale, CHANGED)}?from=bookmark#slow-answers`);
      await signingInPage.waitForURL((url) => url.origin !== origin);

      deploy();

      // The box first opened after the deploy, by a reader reading a section further down: what they typed is
      // searched in the new build, and the page reloaded into it shows them the same part of the article, with the
      // box and its hits in sight.
      // In front, as the tab a reader types in is (a tab behind runs its frames late).
      await unusedBox.bringToFront();
      const sectionRead = unusedBox.getByRole('heading', {level: 2, name: SECTION_READ[locale]});
      await sectionRead.evaluate((heading) => heading.scrollIntoView());
      const sectionReadAt = await topOnScreen(sectionRead);
      await searchBox(unusedBox, locale).click();
      await searchBox(unusedBox, locale).fill(QUERY[locale].after);
      await expect(unusedBox.getByRole('option').first()).toBeInViewport();
      await expect(searchBox(unusedBox, locale)).toHaveValue(QUERY[locale].after);
      await expect(searchBox(unusedBox, locale)).toBeFocused();
      await expect(searchBox(unusedBox, locale)).toBeInViewport();
      expect(await howLoaded(unusedBox)).toBe('reload');
      await expect(sectionRead).toBeInViewport();
      await expect.poll(() => topOnScreen(sectionRead)).toBe(sectionReadAt);

      // The box used before the deploy.
      await searchBox(page, locale).fill(QUERY[locale].after);
      await expect(page.getByRole('option').first()).toBeVisible();
      await expect(searchBox(page, locale)).toHaveValue(QUERY[locale].after);

      // A sidebar link to the changed article shows its new text.
      await navigation
        .getByRole('navigation', {name: SIDEBAR[locale]})
        .getByRole('link', {name: CHANGED_LINK[locale], exact: true})
        .click();
      await expect(navigation.getByText(CHANGED_TEXT[locale]).first()).toBeVisible();

      // The search page, open before the deploy, then by its address.
      const resultsBox = results.getByRole('main').getByRole('searchbox', {name: SEARCH_LABEL[locale]});
      await resultsBox.fill(QUERY[locale].after);
      await expect(results.getByRole('main').getByRole('heading', {level: 2}).first()).toBeVisible();
      await expect(resultsBox).toHaveValue(QUERY[locale].after);
      await page.goto(`${origin}${localePath(locale, '/search')}?q=${encodeURIComponent(QUERY[locale].after)}`);
      await expect(page.getByRole('main').getByRole('heading', {level: 2}).first()).toBeVisible();

      // Feedback in a tab still on the old build. A link the reader points at while writing cannot load its page: the
      // page says it is out of date rather than reload under the comment, which is kept, and sent; the reader is
      // thanked.
      await feedback.bringToFront();
      await feedback.getByRole('button', {name: t.no, exact: true}).click();
      await feedback.getByRole('radio', {name: t.other}).check();
      const comment = feedback.getByRole('textbox', {name: t.comment});
      await comment.fill('Deploy journey');
      // Written at the foot of the screen, where the notice shows.
      await comment.evaluate((field) => field.scrollIntoView({block: 'end'}));
      await feedback
        .getByRole('navigation', {name: SIDEBAR[locale]})
        .getByRole('link', {name: CHANGED_LINK[locale], exact: true})
        .hover();
      await expect(feedback.getByRole('alert')).toContainText(OUT_OF_DATE[locale]);
      await expect(comment).toHaveValue('Deploy journey');
      await expect.poll(() => inSight(comment)).toBe(true);
      await feedback.getByRole('button', {name: t.send}).click();
      await expect(feedback.getByRole('status').filter({hasText: t.thanks})).toBeVisible();

      // The sign-in started on the old build ends on the new one, on the page asked for.
      await chooseAccount(signingInPage);
      await expectSignedIn(signingInPage);
      const landed = new URL(signingInPage.url());
      expect(`${landed.pathname}${landed.search}${landed.hash}`).toBe(
        `${localePath(locale, CHANGED)}?from=bookmark#slow-answers`,
      );
      await expect(signingInPage.getByText(CHANGED_TEXT[locale]).first()).toBeVisible();
      await signingIn.close();

      // The old pages did ask for files the new build no longer has: what this test is about happened.
      expect(missing.length).toBeGreaterThan(0);
      expect(uncaught).toEqual([]);
    });
  }
});
