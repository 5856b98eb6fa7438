import fs from 'node:fs';
import path from 'node:path';
import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Locator,
  type Page,
  type PlaywrightTestOptions,
} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {CALLBACK_ROUTE, LOCAL_IDP} from '../src/signIn/tools/index.mjs';
import {LOCAL_IDP_PORT} from '../src/signIn/tools/index.mjs';
import {AXE_DISABLED_RULES, AXE_TAGS} from '../src/shared/testFacts/axeRules';

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

/** Whether the element is wholly on screen now. */
function isInViewport(locator: Locator): Promise<boolean> {
  return locator.evaluate(
    (element) =>
      new Promise<boolean>((resolve) => {
        const observer = new IntersectionObserver(([entry]) => {
          observer.disconnect();
          resolve(entry!.intersectionRatio === 1);
        });
        observer.observe(element);
      }),
  );
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
  if (!(await isInViewport(menuButton))) {
    await page.mouse.wheel(0, -80);
    await expect(menuButton).toBeInViewport({ratio: 1});
  }
  await menuButton.click();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
  // Docs pages open the menu on their sidebar (the "secondary" panel); go back to the main one.
  if (new URL(page.url()).pathname.includes('/docs/')) {
    await page.getByRole('button', {name: /^← (Back to main menu|Retour au menu principal)$/}).click();
  }
}

/**
 * Errors the site itself logs on any page of the context while the test runs (not the identity provider's pages).
 * Returns the list and a function that stops listening (the context may outlive the test).
 */
function collectSiteConsoleErrors(context: BrowserContext, siteOrigin: string): [ConsoleMessage[], () => void] {
  const errors: ConsoleMessage[] = [];
  const listener = (message: ConsoleMessage) => {
    // Where the message comes from: the script or resource it names, else the page.
    const source = message.location().url || message.page()?.url() || '';
    if (message.type() === 'error' && source.startsWith(siteOrigin)) {
      errors.push(message);
    }
  };
  context.on('console', listener);
  return [errors, () => context.off('console', listener)];
}

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

/** The worker's signed-in reader, made on first use: a test that starts signed out never signs in. */
type SignedInReader = {
  /** Where the saved browser state is, known before signing in. */
  storageStateFile: string;
  /** Signs in through the real redirect flow (once per worker) and saves the browser state. */
  storageState(): Promise<string>;
  /** The browser context the worker's signed-in tests share. */
  context(): Promise<BrowserContext>;
};
type WorkerFixtures = {signedInReader: SignedInReader};
type TestFixtures = {
  /**
   * The test gets a browser context of its own instead of the worker's signed-in one: for a test that changes what
   * the context keeps (cookies, storage, routes, permissions), that needs an empty cache, or that sets a context
   * option other than the viewport with `test.use`. A test that starts from another storage state
   * (`test.use({storageState: signedOut})`) always gets its own.
   */
  ownContext: boolean;
  /**
   * Console errors the site logs while the test runs, checked after every test.
   * A test that provokes an expected error (e.g. an unreachable identity provider)
   * lists it with `test.use({expectedConsoleErrors: [...]})`.
   */
  consoleErrors: ConsoleMessage[];
  expectedConsoleErrors: RegExp[];
};

/** The device a project emulates (playwright.config.ts): what a browser context is created with. */
function projectDevice(use: Partial<PlaywrightTestOptions>): BrowserContextOptions {
  const {viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL} = use;
  return {viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL};
}

/** Runs `make` once, on first call, and returns its promise ever after. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

/**
 * Tests run signed in: each worker signs in once through the real redirect flow. A browser context costs about a
 * second on this machine (handbook/performance.md), so the tests of a worker that keep to the
 * signed-in state share one context, each in a page of its own (its own session storage, closed after the test);
 * tests that change the context or start signed out get one of their own (`ownContext`).
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  signedInReader: [
    async ({browser}, use, workerInfo) => {
      const storageStateFile = path.join(workerInfo.project.outputDir, `.auth/worker-${workerInfo.parallelIndex}.json`);
      const device = projectDevice(workerInfo.project.use);
      const storageState = once(async () => {
        const page = await browser.newPage({baseURL: device.baseURL, storageState: undefined});
        await page.goto('/');
        await chooseAccount(page);
        await expectSignedIn(page);
        fs.mkdirSync(path.dirname(storageStateFile), {recursive: true});
        await page.context().storageState({path: storageStateFile});
        await page.context().close();
        return storageStateFile;
      });
      const context = once(async () => browser.newContext({...device, storageState: await storageState()}));
      await use({storageStateFile, storageState, context});
    },
    {scope: 'worker'},
  ],
  storageState: async ({signedInReader}, use) => use(await signedInReader.storageState()),
  ownContext: [false, {option: true}],
  context: async (
    {
      browser,
      signedInReader,
      ownContext,
      storageState,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      baseURL,
    },
    use,
  ) => {
    if (!ownContext && storageState === signedInReader.storageStateFile) {
      const shared = await signedInReader.context();
      await use(shared);
      await shared.clearPermissions();
      return;
    }
    const device = {viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL};
    const context = await browser.newContext({...device, storageState});
    await use(context);
    await context.close();
  },
  page: async ({context, viewport}, use, testInfo) => {
    const page = await context.newPage();
    // A test's own viewport (`test.use({viewport})`) applies to its page in the shared context too.
    const projectViewport = testInfo.project.use.viewport;
    if (viewport && (viewport.width !== projectViewport?.width || viewport.height !== projectViewport?.height)) {
      await page.setViewportSize(viewport);
    }
    await use(page);
    await page.close();
  },
  expectedConsoleErrors: [[], {option: true}],
  consoleErrors: [
    async ({context, baseURL, expectedConsoleErrors}, use) => {
      const [errors, stopCollecting] = collectSiteConsoleErrors(context, baseURL!);
      await use(errors);
      stopCollecting();
      const unexpected = errors
        .map((message) => `${message.text()} (${message.location().url})`)
        .filter((text) => !expectedConsoleErrors.some((expected) => expected.test(text)));
      expect(unexpected, 'console errors on the site').toEqual([]);
    },
    {auto: true},
  ],
});

export const signedOut = {cookies: [], origins: []};
