import fs from 'node:fs';
import path from 'node:path';
import {test as base, expect, type ConsoleMessage, type Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import localIdp from '../src/auth/localIdp.json';

export {expect};

export const IDP_ORIGIN = `http://localhost:${process.env.LOCAL_IDP_PORT || 3100}`;
export const LOCAL_CLIENT_ID = localIdp.clientId;

/** Pick an account on the local identity provider's page and wait to be back on the site. */
export async function chooseAccount(page: Page, name = 'Marie Leblanc'): Promise<void> {
  await page.waitForURL((url) => url.origin === IDP_ORIGIN);
  await page.getByRole('button', {name: new RegExp(name)}).click();
  await page.waitForURL((url) => url.origin !== IDP_ORIGIN && !url.pathname.endsWith('helpcenter-az-callback'));
}

/** The sign-in gate has opened: the page is shown. */
export async function expectSignedIn(page: Page): Promise<void> {
  await expect(page.locator('[data-auth-gate="open"]')).toHaveCount(1);
}

/** On a phone, the navbar items live in the main menu: open it (leaving the docs sidebar) first. */
export async function openMenuOnPhone(page: Page): Promise<void> {
  const menuButton = page.getByRole('button', {name: /^(Toggle navigation bar|Ouvrir\/fermer la barre de navigation)$/});
  if (!(await menuButton.isVisible())) {
    return;
  }
  await menuButton.click();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
  // Docs pages open the menu on their sidebar (the "secondary" panel); go back to the main one.
  if (new URL(page.url()).pathname.includes('/docs/')) {
    await page.getByRole('button', {name: /^← (Back to main menu|Retour au menu principal)$/}).click();
  }
}

/** Errors the site itself logs (not the identity provider's pages). */
function collectSiteConsoleErrors(page: Page, siteOrigin: string): ConsoleMessage[] {
  const errors: ConsoleMessage[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && page.url().startsWith(siteOrigin)) {
      errors.push(message);
    }
  });
  return errors;
}

export async function expectNoAccessibilityViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({page})
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}

type WorkerFixtures = {workerStorageState: string};
type TestFixtures = {consoleErrors: ConsoleMessage[]};

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
  consoleErrors: async ({page, baseURL}, use) => {
    await use(collectSiteConsoleErrors(page, baseURL!));
  },
});

export const signedOut = {cookies: [], origins: []};
