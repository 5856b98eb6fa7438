/**
 * A deploy never strands a reader. The host serves only the newest build, so a tab opened before a deploy asks the
 * new build for files of the old one. Two builds that differ: the site's (build/) and the sample
 * (`npm run build:pending-sample`: the same site built in another folder, one article changed in both languages).
 * A server of this test serves the first, then the second in its place, under open pages, as a deploy does; the
 * pages then go on as a reader would: navigation, the search box used before and the one first opened after, the
 * search page, feedback, and a sign-in started before the deploy. The old pages' requests for files the new build
 * lacks fail as they would on the host (the browser logs those 404s); nothing else may fail, and nothing is uncaught.
 */
import fs from 'node:fs';
import {createServer, type Server} from 'node:http';
import path from 'node:path';
import type {BrowserContext, Page} from '@playwright/test';
import {test, expect, chooseAccount, expectSignedIn, signedOut} from './fixtures';
import {FEEDBACK_TEXT} from './feedbackTexts';
import {E2E_PORTS} from './ports';
import {localePath, LOCALES, type Locale} from './site';
import {createStaticServer} from '../src/hosting/tools/index.mjs';
import {PENDING_SAMPLE} from '../src/translations/tools/pendingSample.mjs';

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

/** The scripts and styles the pages asked for and the host no longer had. */
function missingAssets(context: BrowserContext): string[] {
  const missing: string[] = [];
  context.on('response', (response) => {
    if (response.status() === 404 && /\/assets\/(js|css)\//.test(response.url())) missing.push(response.url());
  });
  return missing;
}

/** A page of the site, signed in, with everything it loads once idle (the index, the feedback sender) loaded. */
async function openSettled(page: Page, route: string): Promise<void> {
  await page.goto(`${origin}${route}`);
  await expectSignedIn(page);
  await page.waitForLoadState('networkidle');
}

test.describe('a tab opened before a deploy', () => {
  // Sign-in on an origin of its own, two builds, several tabs: longer than the 30 s of a test of the site's build.
  test.use({
    storageState: signedOut,
    baseURL: origin,
    // The old pages ask the new build for the files of theirs it does not have: the host answers 404, as here.
    expectedConsoleErrors: [/status of 404 .*\((http:\/\/localhost:\d+)?\/(fr\/)?(assets\/(js|css)\/|search-index-)/],
  });
  test.slow();

  for (const locale of LOCALES) {
    test(`${locale}: keeps working after it, whatever the reader does next`, async ({page, context, browser}) => {
      const uncaught = uncaughtErrors(context);
      const missing = missingAssets(context);
      page.on('pageerror', (error) => uncaught.push(`${page.url()}: ${error.message}`));
      const t = FEEDBACK_TEXT[locale];
      served = BEFORE;

      // Before: a reader signs in, searches in the box of one tab; another tab's box is never used.
      await page.goto(`${origin}${localePath(locale, OTHER_ARTICLE)}`);
      await chooseAccount(page);
      await expectSignedIn(page);
      const usedBox = searchBox(page, locale);
      await usedBox.fill(QUERY[locale].before);
      await expect(page.getByRole('option').first()).toBeVisible();
      await page.keyboard.press('Escape');
      await page.waitForLoadState('networkidle');
      const unused = await context.newPage();
      await openSettled(unused, localePath(locale, OTHER_ARTICLE));
      const feedback = await context.newPage();
      await openSettled(feedback, localePath(locale, OTHER_ARTICLE));
      // A third reader, on another browser, is on the identity provider's page when the deploy happens.
      const signingIn = await browser.newContext({storageState: signedOut});
      const signingInPage = await signingIn.newPage();
      await signingInPage.goto(`${origin}${localePath(locale, CHANGED)}?from=bookmark#slow-answers`);
      await signingInPage.waitForURL((url) => url.origin !== origin);

      deploy();

      // The box first opened after the deploy: what the reader typed is searched, in the new build.
      await unused.evaluate(() => window.scrollTo(0, 400));
      await searchBox(unused, locale).click();
      await searchBox(unused, locale).fill(QUERY[locale].after);
      await expect(unused.getByRole('option').first()).toBeVisible();
      await expect(searchBox(unused, locale)).toHaveValue(QUERY[locale].after);
      await expect(searchBox(unused, locale)).toBeFocused();
      expect(await unused.evaluate(() => window.scrollY)).toBe(400);
      // The box's code was one of the files the new build no longer has: what this test is about did happen.
      expect(missing.length).toBeGreaterThan(0);

      // The box used before the deploy finds the new build's index.
      await usedBox.fill(QUERY[locale].after);
      await expect(page.getByRole('option').first()).toBeVisible();
      await expect(searchBox(page, locale)).toHaveValue(QUERY[locale].after);

      // Navigation to the changed article shows its new text.
      await page.keyboard.press('Escape');
      await page
        .getByRole('navigation', {name: SIDEBAR[locale]})
        .getByRole('link', {name: CHANGED_LINK[locale], exact: true})
        .click();
      await expect(page.getByText(CHANGED_TEXT[locale]).first()).toBeVisible();

      // The search page, opened by its address.
      await page.goto(`${origin}${localePath(locale, '/search')}?q=${encodeURIComponent(QUERY[locale].after)}`);
      await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();

      // Feedback in a tab still on the old build: the reader is thanked.
      await feedback.getByRole('button', {name: t.no, exact: true}).click();
      await feedback.getByRole('radio', {name: t.other}).check();
      await feedback.getByRole('textbox', {name: t.comment}).fill('Deploy journey');
      await feedback.getByRole('button', {name: t.send}).click();
      await expect(feedback.getByRole('status').filter({hasText: t.thanks})).toBeVisible();

      // The sign-in started on the old build ends on the new one, on the page asked for.
      await chooseAccount(signingInPage);
      await expectSignedIn(signingInPage);
      expect(new URL(signingInPage.url()).pathname + new URL(signingInPage.url()).search).toBe(
        `${localePath(locale, CHANGED)}?from=bookmark`,
      );
      expect(new URL(signingInPage.url()).hash).toBe('#slow-answers');
      await expect(signingInPage.getByText(CHANGED_TEXT[locale]).first()).toBeVisible();
      await signingIn.close();

      expect(uncaught).toEqual([]);
    });
  }
});
