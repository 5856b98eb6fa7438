import fs from 'node:fs';
import path from 'node:path';
import {test as base, expect, type BrowserContext, type ConsoleMessage, type Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {CALLBACK_ROUTE, LOCAL_IDP} from '../src/auth/settings';
import {LOCAL_IDP_PORT} from '../scripts/idp/config.mjs';

export {expect};

export const IDP_ORIGIN = `http://localhost:${LOCAL_IDP_PORT}`;
export const LOCAL_CLIENT_ID = LOCAL_IDP.clientId;

/** Pick an account on the local identity provider's page and wait to be back on the site. */
export async function chooseAccount(page: Page, name = 'Marie Leblanc'): Promise<void> {
  await page.waitForURL((url) => url.origin === IDP_ORIGIN);
  await page.getByRole('button', {name: new RegExp(name)}).click();
  await page.waitForURL((url) => url.origin !== IDP_ORIGIN && !url.pathname.endsWith(CALLBACK_ROUTE));
}

// Tests that hold the site's scripts back see the browser report each one it could not load.
export const SCRIPTS_HELD_BACK = [/net::ERR_FAILED \(http:\/\/(localhost|127\.0\.0\.1):\d+\/(fr\/)?assets\/js\//];

/** What this browser keeps of the sign-in on the page's site: MSAL's storage entries and its cookie. */
export async function savedSignIn(
  page: Page,
): Promise<{localStorage: string[]; sessionStorage: string[]; cookies: string[]}> {
  const isMsal = (name: string) => name.startsWith('msal.') || name.includes(LOCAL_CLIENT_ID);
  const {local, session} = await page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }));
  const cookies = (await page.context().cookies(page.url())).map((cookie) => cookie.name);
  return {localStorage: local.filter(isMsal), sessionStorage: session.filter(isMsal), cookies: cookies.filter(isMsal)};
}

/** The sign-in gate has opened: the page is shown. */
export async function expectSignedIn(page: Page): Promise<void> {
  await expect(page.locator('[data-auth-gate="open"]')).toHaveCount(1);
}

/** On a phone, the navbar items live in the main menu: open it (leaving the docs sidebar) first. */
export async function openMenuOnPhone(page: Page): Promise<void> {
  const menuButton = page.getByRole('button', {
    name: /^(Toggle navigation bar|Ouvrir\/fermer la barre de navigation)$/,
  });
  if (!(await menuButton.isVisible())) {
    return;
  }
  // A page opened at an anchor slides the navbar away (the theme's hide-on-scroll) so the heading is not covered.
  // A reader scrolls up a little to bring it back. Left to Playwright, the click would scroll the sliding navbar
  // into view itself, and that scroll hides it again under the tap.
  await expect(async () => {
    await page.evaluate(() => window.scrollBy(0, -80));
    await expect(menuButton).toBeInViewport({ratio: 1, timeout: 500});
  }).toPass();
  await menuButton.click();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
  // Docs pages open the menu on their sidebar (the "secondary" panel); go back to the main one.
  if (new URL(page.url()).pathname.includes('/docs/')) {
    await page.getByRole('button', {name: /^← (Back to main menu|Retour au menu principal)$/}).click();
  }
}

/** Errors the site itself logs, on every page of the test's browser context (not the identity provider's pages). */
function collectSiteConsoleErrors(context: BrowserContext, siteOrigin: string): ConsoleMessage[] {
  const errors: ConsoleMessage[] = [];
  context.on('console', (message) => {
    // Where the message comes from: the script or resource it names, else the page.
    const source = message.location().url || message.page()?.url() || '';
    if (message.type() === 'error' && source.startsWith(siteOrigin)) {
      errors.push(message);
    }
  });
  return errors;
}

/** What axe checks: WCAG 2.0–2.2 A and AA, axe's best practices, and the target-size rule. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The one place where axe rules are switched off, each with its reason.
 * Keep it empty unless a rule is wrong for this site; never to hide a real problem.
 */
export const AXE_DISABLED_RULES: Record<string, string> = {};

/**
 * Runs axe on the page as it is now, attaches the results to the test report
 * (`axe-<state>.json`) and fails on any violation.
 */
export async function expectNoAccessibilityViolations(page: Page, state = 'page'): Promise<void> {
  const rules: Record<string, {enabled: boolean}> = {'target-size': {enabled: true}};
  for (const rule of Object.keys(AXE_DISABLED_RULES)) {
    rules[rule] = {enabled: false};
  }
  // resultTypes: axe keeps one node of each passed rule instead of all (its documented way to run faster). Legacy
  // mode runs axe in the page itself: the site has no frames, so the extra page that gathers frames' results is
  // wasted time (about a second a check on this machine).
  const results = await new AxeBuilder({page})
    .options({runOnly: {type: 'tag', values: AXE_TAGS}, rules, resultTypes: ['violations']})
    .setLegacyMode(true)
    .analyze();
  const violations = results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => ({target: n.target.join(' '), summary: n.failureSummary})),
  }));
  await test.info().attach(`axe-${state}.json`, {
    contentType: 'application/json',
    body: JSON.stringify({url: page.url(), state, violations, passes: results.passes.map((r) => r.id)}, null, 2),
  });
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`);
  expect(summary, `axe violations (${state}, ${page.url()})`).toEqual([]);
}

type WorkerFixtures = {workerStorageState: string};
type TestFixtures = {
  /**
   * Console errors the site logs while the test runs, checked after every test.
   * A test that provokes an expected error (e.g. an unreachable identity provider)
   * lists it with `test.use({expectedConsoleErrors: [...]})`.
   */
  consoleErrors: ConsoleMessage[];
  expectedConsoleErrors: RegExp[];
};

/**
 * Tests run signed in: each worker signs in once through the real redirect
 * flow and every test of that worker starts from the saved browser state.
 * Tests about signing in opt out with `test.use({storageState: signedOut})`.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  storageState: ({workerStorageState}, use) => use(workerStorageState),
  workerStorageState: [
    async ({browser}, use, workerInfo) => {
      const file = path.join(workerInfo.project.outputDir, `.auth/worker-${workerInfo.parallelIndex}.json`);
      const baseURL = workerInfo.project.use.baseURL!;
      const page = await browser.newPage({baseURL, storageState: undefined});
      await page.goto('/');
      await chooseAccount(page);
      await expectSignedIn(page);
      fs.mkdirSync(path.dirname(file), {recursive: true});
      await page.context().storageState({path: file});
      await page.context().close();
      await use(file);
    },
    {scope: 'worker'},
  ],
  expectedConsoleErrors: [[], {option: true}],
  consoleErrors: [
    async ({context, baseURL, expectedConsoleErrors}, use) => {
      const errors = collectSiteConsoleErrors(context, baseURL!);
      await use(errors);
      const unexpected = errors
        .map((message) => `${message.text()} (${message.location().url})`)
        .filter((text) => !expectedConsoleErrors.some((expected) => expected.test(text)));
      expect(unexpected, 'console errors on the site').toEqual([]);
    },
    {auto: true},
  ],
});

export const signedOut = {cookies: [], origins: []};
