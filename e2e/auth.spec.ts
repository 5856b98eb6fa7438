import {ACCOUNT_KNOWN} from '../src/signIn/tools/index.mjs';
import type {Page, Request} from '@playwright/test';
import {
  test,
  expect,
  chooseAccount,
  expectNoAccessibilityViolations,
  expectSignedIn,
  IDP_ORIGIN,
  LOCAL_CLIENT_ID,
  openMenuOnPhone,
  savedSignIn,
  SCRIPTS_HELD_BACK,
  signedOut,
} from './fixtures';
import {docs, localePath, LOCALES, SIGN_OUT} from '../src/shared/testFacts/site';
import {CALLBACK_ROUTE, SIGNED_OUT_ROUTE} from '../src/signIn/tools/index.mjs';

const DEEP_LINKS = {
  en: {
    url: '/docs/how-to-use-chatgnb/how-to-write-prompts?ref=newsletter#prompt-patterns',
    heading: 'How to write prompts',
    anchor: '#prompt-patterns',
  },
  fr: {
    url: '/fr/docs/get-help/troubleshooting?ref=courriel#clear-your-browser-cache',
    heading: 'Dépannage',
    anchor: '#clear-your-browser-cache',
  },
};

/** Requests the browser sends to the identity provider from now on. */
function watchProviderRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.context().on('request', (request) => {
    if (request.url().startsWith(IDP_ORIGIN)) {
      requests.push(request);
    }
  });
  return requests;
}

test.describe('signed out', () => {
  test.use({storageState: signedOut});

  for (const [locale, link] of Object.entries(DEEP_LINKS)) {
    test(`${locale}: a deep link asks for sign-in, shows nothing before, then lands on the exact URL and anchor${locale === 'en' ? ' @both' : ''}`, async ({
      page,
      baseURL,
    }) => {
      // Hold the gate's first call to the identity provider, to look at the page as it is before sign-in.
      let releaseProvider!: () => void;
      const providerHeld = new Promise<void>((resolve) => (releaseProvider = resolve));
      let providerCalled!: () => void;
      const providerCall = new Promise<void>((resolve) => (providerCalled = resolve));
      await page.route(/openid-configuration/, async (route) => {
        providerCalled();
        await providerHeld;
        await route.continue();
      });
      await page.goto(link.url);
      await providerCall;
      await expect(page.getByRole('heading', {name: link.heading})).toHaveCount(0);
      expect(await page.locator('body').ariaSnapshot()).not.toContain(link.heading);
      await expect(page.locator('article')).toBeHidden();
      releaseProvider();

      await chooseAccount(page, 'Émilie Cormier');
      await expectSignedIn(page);
      expect(page.url()).toBe(`${baseURL}${link.url}`);
      await expect(page.getByRole('heading', {level: 1, name: link.heading})).toBeVisible();
      await expect(page.locator(link.anchor)).toBeInViewport();
      await expect(page.getByText('Émilie Cormier').first()).toBeAttached();
    });
  }

  test('a signed-in reader reloads and opens a new tab without asking the identity provider', async ({page}) => {
    await page.goto('/docs/about-chatgnb/why-use-chatgnb');
    await chooseAccount(page);
    await expectSignedIn(page);
    const providerRequests = watchProviderRequests(page);

    await page.reload();
    await expectSignedIn(page);
    await expect(page.getByRole('heading', {level: 1, name: 'Why use ChatGNB?'})).toBeVisible();

    const tab = await page.context().newPage();
    await tab.goto('/fr/docs/how-to-use-modes/writing-mode');
    await expectSignedIn(tab);
    await expect(tab.getByRole('heading', {level: 1, name: 'Mode rédaction'})).toBeVisible();
    expect(providerRequests.map((r) => r.url())).toEqual([]);
  });

  test('the search works after signing in (its index is not empty)', async ({page}) => {
    await page.goto('/fr/search?q=requête');
    await chooseAccount(page);
    await expectSignedIn(page);
    await expect(page.getByRole('link', {name: /Rédiger des requêtes/}).first()).toBeVisible();
  });

  test('the callback page opened with nothing to finish shows no site content', async ({page}) => {
    await page.goto(`/${CALLBACK_ROUTE}`);
    await page.waitForURL('/no-sign-in-to-finish');
    await expect(page.getByRole('heading', {name: 'There is no sign-in to finish'})).toBeVisible();
    await expect(page).toHaveTitle('There is no sign-in to finish | ChatGNB Help Centre');
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('link', {name: 'Sign in again'})).toBeVisible();
  });

  test('the French callback page keeps its French title once MSAL has run', async ({page}) => {
    // The title the callback page has as the reader leaves it, after MSAL's bridge has run.
    await page.addInitScript((callbackRoute) => {
      if (location.pathname.endsWith(`/${callbackRoute}`)) {
        addEventListener('pagehide', () => sessionStorage.setItem('callbackTitle', document.title));
      }
    }, CALLBACK_ROUTE);
    await page.goto(`/fr/${CALLBACK_ROUTE}`);
    await expect(page.getByRole('heading', {name: 'Aucune connexion à finaliser'})).toBeVisible();
    await expect(page).toHaveTitle("Aucune connexion à finaliser | Centre d'aide ChatGNB");
    expect(await page.evaluate(() => sessionStorage.getItem('callbackTitle'))).toBe(
      "Connexion | Centre d'aide ChatGNB",
    );
  });
});

test.describe('signing out', () => {
  test.use({storageState: signedOut, expectedConsoleErrors: SCRIPTS_HELD_BACK});

  for (const locale of LOCALES) {
    const text = SIGN_OUT[locale];
    const article = docs(locale).find(({id}) => id === 'get-help/troubleshooting')!;
    test(`${locale}: signing out leaves nothing to read the site with, and the identity provider asks again`, async ({
      page,
    }) => {
      const articlePath = localePath(locale, article.route);
      await page.goto(articlePath);
      await chooseAccount(page);
      await expectSignedIn(page);
      expect((await savedSignIn(page)).localStorage, 'MSAL keeps the sign-in while signed in').not.toEqual([]);

      await openMenuOnPhone(page);
      await page.getByRole('button', {name: text.button}).click();
      await page.waitForURL(localePath(locale, `/${SIGNED_OUT_ROUTE}`));
      await expect(page.getByRole('heading', {level: 1, name: text.heading})).toBeVisible();
      await expect(page.getByText(text.body)).toBeVisible();
      await expect(page).toHaveTitle(text.title);
      expect(await savedSignIn(page)).toEqual({localStorage: [], sessionStorage: [], cookies: []});

      // The article again, with every script of the site held back: only the prerendered page and the early reveal.
      await page.route('**/assets/js/**', (route) => route.abort());
      await page.goto(articlePath);
      await expect(page.locator('h1', {hasText: article.title})).toBeAttached();
      await expect(page.getByRole('heading', {level: 1, name: article.title})).toBeHidden();
      expect(await page.locator('html').getAttribute(ACCOUNT_KNOWN.attribute)).toBeNull();
      await page.unrouteAll();

      await page.goto(localePath(locale, `/${SIGNED_OUT_ROUTE}`));
      await page.getByRole('link', {name: text.signInAgain}).click();
      await page.waitForURL((url) => url.origin === IDP_ORIGIN);
      await expect(page.getByRole('heading', {name: text.picker})).toBeVisible();
    });
  }
});

test.describe('sign-in failures', () => {
  test.use({storageState: signedOut});

  const tryAgainAndSignIn = async (page: Page, tryAgain: string) => {
    await page.getByRole('button', {name: tryAgain}).click();
    await chooseAccount(page);
    await expectSignedIn(page);
  };

  test('cancelling at the identity provider shows what happened, and Try again signs in', async ({page}) => {
    await page.goto('/docs/get-help/report-a-problem');
    await page.waitForURL((url) => url.origin === IDP_ORIGIN);
    await page.getByRole('button', {name: 'Cancel sign-in'}).click();
    await expect(page.getByRole('heading', {name: 'Sign-in was cancelled'})).toBeVisible();
    await expect(page).toHaveTitle('Sign-in was cancelled | ChatGNB Help Centre');
    await expect(page.getByRole('alert')).toContainText('government account');
    await expectNoAccessibilityViolations(page, 'en-sign-in-cancelled');
    await tryAgainAndSignIn(page, 'Try again');
    await expect(page).toHaveURL('/docs/get-help/report-a-problem');
  });

  test('an identity provider error shows its code and correlation id, in French', async ({page}) => {
    await page.goto('/fr/docs/get-help/report-a-problem');
    await page.waitForURL((url) => url.origin === IDP_ORIGIN);
    await page.getByText('Outils de développement').click();
    await page.getByRole('button', {name: 'Simuler une erreur du fournisseur'}).click();
    await expect(page.getByRole('heading', {name: 'Le service de connexion a signalé une erreur'})).toBeVisible();
    await expect(page).toHaveTitle("Le service de connexion a signalé une erreur | Centre d'aide ChatGNB");
    await expect(page.getByRole('definition').filter({hasText: 'server_error'})).toBeVisible();
    await expect(page.getByText(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/)).toBeVisible();
    await tryAgainAndSignIn(page, 'Réessayer');
    await expect(page).toHaveURL('/fr/docs/get-help/report-a-problem');
  });

  test('an unreachable identity provider shows what to check, and Try again recovers once it is back', async ({
    page,
  }) => {
    await page.context().route(`${IDP_ORIGIN}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/fr/docs/about-chatgnb/terms-of-use');
    await expect(page.getByRole('heading', {name: 'Impossible de joindre le service de connexion'})).toBeVisible();
    await expect(page.getByRole('heading', {name: "Conditions d'utilisation"})).toHaveCount(0);
    await expectNoAccessibilityViolations(page, 'fr-sign-in-unreachable');
    await page.context().unrouteAll();
    await tryAgainAndSignIn(page, 'Réessayer');
    await expect(page.getByRole('heading', {level: 1, name: "Conditions d'utilisation"})).toBeVisible();
  });

  test('a sign-in left unfinished in this tab does not block the next one', async ({page}) => {
    // What a tab holds when it was closed or crashed between leaving for the identity provider and coming back:
    // MSAL, run once by msal-react, clears it and a new sign-in starts.
    await page.addInitScript((clientId) => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', 'yes');
        sessionStorage.setItem('msal.interaction.status', JSON.stringify({clientId, type: 'signin'}));
      }
    }, LOCAL_CLIENT_ID);
    await page.goto('/docs/how-to-use-modes/translation-mode');
    await chooseAccount(page);
    await expectSignedIn(page);
    await expect(page.getByRole('heading', {level: 1, name: 'Translation mode'})).toBeVisible();
  });

  test('a damaged sign-in cache is reported and cleared by Try again', async ({page}) => {
    await page.goto('/docs/about-chatgnb/who-can-use-chatgnb');
    await chooseAccount(page);
    await expectSignedIn(page);
    await page.evaluate(() => {
      const accountKey = Object.keys(localStorage).find(
        (key) => key.startsWith('msal.') && key.endsWith('.account.keys'),
      );
      localStorage.setItem(accountKey!, '{damaged');
    });
    await page.reload();
    await expect(page.getByRole('heading', {name: 'Your saved sign-in could not be read'})).toBeVisible();
    await expectNoAccessibilityViolations(page, 'en-sign-in-unreadable-cache');
    // The identity provider still knows the reader, so signing in again needs no account choice.
    await page.getByRole('button', {name: 'Try again'}).click();
    await expectSignedIn(page);
    await expect(page.getByRole('heading', {level: 1, name: 'Who can use ChatGNB?'})).toBeVisible();
  });

  test('repeated sign-ins that never finish stop with an explanation instead of looping', async ({page}) => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await page.goto('/fr/docs/get-help/troubleshooting');
      await page.waitForURL((url) => url.origin === IDP_ORIGIN);
    }
    await page.goto('/fr/docs/get-help/troubleshooting');
    await expect(page.getByRole('heading', {name: 'La connexion échoue à répétition'})).toBeVisible();
    await expectNoAccessibilityViolations(page, 'fr-sign-in-too-many-attempts');
    await tryAgainAndSignIn(page, 'Réessayer');
    await expect(page.getByRole('heading', {level: 1, name: 'Dépannage'})).toBeVisible();
  });
});

test('a link with a malformed anchor still opens the page for a signed-in reader', async ({page, consoleErrors}) => {
  await page.goto('/fr/docs/get-help/troubleshooting#%E0%A4%A');
  await expectSignedIn(page);
  await expect(page.getByRole('heading', {level: 1, name: 'Dépannage'})).toBeVisible();
  expect(consoleErrors.map((message) => message.text())).toEqual([]);
});
