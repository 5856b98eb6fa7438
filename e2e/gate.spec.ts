/**
 * The gate's promises that a reader can see: a returning reader's page shows
 * before any script runs, a signed-out reader never sees it, and every failure
 * ends on a screen that says what to do.
 */
import {ACCOUNT_KNOWN} from '../src/signIn/tools/index.mjs';
import {
  test,
  expect,
  chooseAccount,
  expectNoAccessibilityViolations,
  expectSignedIn,
  SCRIPTS_HELD_BACK,
  signedOut,
} from './fixtures';

const ARTICLE = {path: '/fr/docs/how-to-use-chatgnb/how-to-write-prompts', heading: 'Rédiger des requêtes (prompts)'};
const SIGNING_IN = /Signing you in…|Connexion en cours…/;

test.describe('before any script runs', () => {
  test.use({expectedConsoleErrors: SCRIPTS_HELD_BACK});
  test('a signed-in reader sees the article before any script has run, and never the sign-in screen', async ({
    page,
  }) => {
    // With every script of the site held back, only the prerendered page and the early-reveal script remain.
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.goto(ARTICLE.path);
    await expect(page.getByRole('heading', {level: 1, name: ARTICLE.heading})).toBeVisible();
    await expect(page.getByText(SIGNING_IN)).toBeHidden();
    const mark = await page.evaluate(() => performance.getEntriesByName('helpcentre:content-visible').length);
    expect(mark).toBe(1);
  });
});

test('a signed-in reader never sees the sign-in screen while MSAL confirms the account', async ({page}) => {
  // Every frame until the gate opens (what the reader is shown), every status on the page: the sign-in screen's is
  // not the first in the document (the search box's live region is).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as {signingInSeen: string[]}).signingInSeen = seen;
    const look = () => {
      for (const status of Array.from(document.querySelectorAll('[role="status"]'))) {
        if (status.checkVisibility() && /Connexion en cours|Signing you in/.test(status.textContent ?? '')) {
          seen.push(status.textContent ?? '');
        }
      }
      if (!document.querySelector('[data-auth-gate="open"]')) {
        requestAnimationFrame(look);
      }
    };
    requestAnimationFrame(look);
  });
  await page.goto(ARTICLE.path);
  await expectSignedIn(page);
  await expect(page.getByRole('heading', {level: 1, name: ARTICLE.heading})).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {signingInSeen: string[]}).signingInSeen)).toEqual([]);
});

test.describe('signed out', () => {
  test.use({storageState: signedOut});

  const BLOCKED_STORAGE = [
    {
      name: 'cookies and site data blocked',
      locale: 'fr',
      path: '/fr/docs/get-help/troubleshooting',
      title: 'Votre navigateur bloque le stockage du site',
      block: () => {
        for (const name of ['localStorage', 'sessionStorage'] as const) {
          Object.defineProperty(window, name, {
            get() {
              throw new DOMException('The operation is insecure.', 'SecurityError');
            },
          });
        }
      },
    },
    {
      name: 'storage full',
      locale: 'en',
      path: '/docs/get-help/troubleshooting',
      title: 'Your browser blocks site storage',
      block: () => {
        Storage.prototype.setItem = () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        };
      },
    },
  ];

  for (const {name, path, title, block} of BLOCKED_STORAGE) {
    test(`${name}: the reader is told what to change in the browser, not left waiting`, async ({page}) => {
      await page.addInitScript(block);
      await page.goto(path);
      await expect(page.getByRole('heading', {level: 1, name: title})).toBeVisible();
      await expect(page.getByRole('button', {name: /Try again|Réessayer/})).toBeVisible();
      await expect(page.locator('article')).toBeHidden();
      await expectNoAccessibilityViolations(page, `storage-${name}`);
    });
  }

  test.describe('another organization', () => {
    test.use({expectedConsoleErrors: SCRIPTS_HELD_BACK});
    test('an account of another organization is refused, in French', async ({page}) => {
      await page.goto(ARTICLE.path);
      await chooseAccount(page, 'Sam Visitor');
      await expect(
        page.getByRole('heading', {level: 1, name: "Ce compte ne permet pas d'ouvrir le Centre d'aide"}),
      ).toBeVisible();
      await expect(page.getByText(/sam\.visitor@partner\.test/)).toBeVisible();
      await expect(page.locator('article')).toBeHidden();
      expect(await page.locator('html').getAttribute(ACCOUNT_KNOWN.attribute)).toBeNull();
      await expectNoAccessibilityViolations(page, 'foreign-tenant');

      // A reload does not show the page either: the early reveal accepts only the tenant's accounts.
      await page.route('**/assets/js/**', (route) => route.abort());
      await page.reload();
      await expect(page.getByRole('heading', {level: 1, name: ARTICLE.heading})).toBeHidden();
    });
  });
});
