/**
 * axe in the states readers reach by using the site, not only by opening a URL:
 * the search dropdown, the search results page, the phone menu, the sign-in screens.
 * (Every route, and the not-found page, are checked in routes.spec.ts; the other sign-in problem screens in the
 * journeys that reach them, auth.spec.ts, and every one of them in both languages by the component tests of
 * src/signIn/SignInProblemScreen.)
 */
import type {Page} from '@playwright/test';
import {
  test,
  expect,
  chooseAccount,
  expectNoAccessibilityViolations,
  expectSignedIn,
  IDP_ORIGIN,
  signedOut,
} from './fixtures';
import {builtScriptsContaining, localePath, LOCALES, type Locale} from '../src/shared/testFacts/site';
import {CALLBACK_ROUTE} from '../src/signIn/tools/index.mjs';

const TEXT = {
  en: {
    search: 'Search the Help Centre',
    query: 'prompt',
    queryHit: 'How to write prompts',
    menu: 'Toggle navigation bar',
    backToMain: '← Back to main menu',
    signingIn: 'Signing you in…',
    idpCancel: 'Cancel sign-in',
    idpDeveloper: 'Developer tools',
    idpFail: 'Simulate a provider error',
  },
  fr: {
    search: "Rechercher dans le Centre d'aide",
    query: 'requête',
    queryHit: 'Rédiger des requêtes',
    menu: 'Ouvrir/fermer la barre de navigation',
    backToMain: '← Retour au menu principal',
    signingIn: 'Connexion en cours…',
    idpCancel: 'Annuler la connexion',
    idpDeveloper: 'Outils de développement',
    idpFail: 'Simuler une erreur du fournisseur',
  },
} satisfies Record<Locale, Record<string, string>>;

function searchBox(page: Page, locale: Locale) {
  const name = TEXT[locale].search;
  // A textbox until the search index loads, then a combobox.
  return page.getByRole('combobox', {name}).or(page.getByRole('textbox', {name}));
}

for (const locale of LOCALES) {
  test.describe(`${locale}: axe`, () => {
    test('search dropdown open with hits', async ({page}) => {
      await page.goto(localePath(locale, '/docs/get-help/troubleshooting'));
      await expectSignedIn(page);
      await searchBox(page, locale).fill(TEXT[locale].query);
      await expect(page.getByRole('option').first()).toBeVisible();
      await expectNoAccessibilityViolations(page, `${locale}-search-dropdown`);
    });

    test('search results page @both', async ({page}) => {
      await page.goto(localePath(locale, `/search?q=${encodeURIComponent(TEXT[locale].query)}`));
      await expectSignedIn(page);
      await expect(page.getByRole('heading', {level: 1})).toContainText(TEXT[locale].query);
      await expect(page.getByRole('link', {name: TEXT[locale].queryHit}).first()).toBeVisible();
      await expect(page.getByRole('main').getByRole('searchbox', {name: TEXT[locale].search})).toBeVisible();
      await expectNoAccessibilityViolations(page, `${locale}-search-page`);
    });

    test('phone menu open, docs sidebar panel and main menu panel @phone', async ({page}) => {
      await page.goto(localePath(locale, '/docs/get-help/troubleshooting'));
      await expectSignedIn(page);
      await page.getByRole('button', {name: TEXT[locale].menu}).click();
      const backToMain = page.getByRole('button', {name: TEXT[locale].backToMain});
      await expect(backToMain).toBeVisible();
      await expectNoAccessibilityViolations(page, `${locale}-phone-menu-docs-panel`);
      await backToMain.click();
      await expect(backToMain).not.toBeInViewport();
      await expect(
        page.locator('.navbar-sidebar').getByRole('link', {name: locale === 'en' ? 'Français' : 'English'}),
      ).toBeInViewport();
      await expectNoAccessibilityViolations(page, `${locale}-phone-menu-main-panel`);
    });

    test('phone menu open on the home page @phone', async ({page}) => {
      await page.goto(localePath(locale, '/'));
      await expectSignedIn(page);
      await page.getByRole('button', {name: TEXT[locale].menu}).click();
      await expect(
        page.locator('.navbar-sidebar').getByRole('link', {name: locale === 'en' ? 'Français' : 'English'}),
      ).toBeInViewport();
      await expectNoAccessibilityViolations(page, `${locale}-phone-menu-home`);
    });
  });

  test.describe(`${locale}: axe on the sign-in screens`, () => {
    test.use({storageState: signedOut});

    test('"Signing you in…"', async ({page}) => {
      // The screen is held while axe runs, then the reader signs in: two slow steps in one test (27 to 32 s on a
      // loaded 2-core machine, over the 30 s a test gets).
      test.slow();
      // Hold MSAL's script (its library names itself "msal.js.browser"), by name, so the screen stays up as long as axe
      // needs. Not the provider: after 10 s without an answer from it, the reader is told it cannot be reached.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const msalScripts = builtScriptsContaining(locale, 'msal.js.browser');
      await page.route(
        (url) => msalScripts.has(url.pathname),
        async (route) => {
          await held;
          await route.continue();
        },
      );
      // Not until "load": the held script is part of the load.
      await page.goto(localePath(locale, '/docs/get-help/troubleshooting'), {waitUntil: 'domcontentloaded'});
      const status = page.getByRole('status').filter({hasText: TEXT[locale].signingIn});
      await expect(status).toBeVisible();
      // The message fades in after half a second; check it as the reader sees it.
      await expect(status).toHaveCSS('opacity', '1');
      await expectNoAccessibilityViolations(page, `${locale}-signing-in`);
      release();
      await chooseAccount(page);
      await expectSignedIn(page);
      // Scripts still in flight when the page closes would fail their handler.
      await page.unrouteAll({behavior: 'ignoreErrors'});
    });

    test('identity provider error @both', async ({page}) => {
      await page.goto(localePath(locale, '/docs/get-help/report-a-problem'));
      await page.waitForURL((url) => url.origin === IDP_ORIGIN);
      await page.getByText(TEXT[locale].idpDeveloper).click();
      await page.getByRole('button', {name: TEXT[locale].idpFail}).click();
      const code = page.getByRole('definition').filter({hasText: 'server_error'});
      await expect(code).toBeVisible();
      // The code stays whole on one line, even on a phone.
      expect(await code.locator('code').evaluate((el) => el.getClientRects().length)).toBe(1);
      await expectNoAccessibilityViolations(page, `${locale}-sign-in-provider-error`);
    });

    test('callback page with nothing to finish, and the signed-out page', async ({page}) => {
      await page.goto(localePath(locale, `/${CALLBACK_ROUTE}`));
      await page.waitForURL(`**${localePath(locale, '/no-sign-in-to-finish')}`);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      await expectNoAccessibilityViolations(page, `${locale}-no-sign-in-to-finish`);
      await page.goto(localePath(locale, `/${CALLBACK_ROUTE}?signed-out`));
      await page.waitForURL(`**${localePath(locale, '/signed-out')}`);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      await expectNoAccessibilityViolations(page, `${locale}-signed-out`);
    });
  });
}
