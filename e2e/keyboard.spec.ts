/**
 * Keyboard journeys, in English and French: what a reader who uses only the
 * keyboard does on the site. Every step is a key press; nothing is clicked.
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, chooseAccount, expectSignedIn, IDP_ORIGIN, signedOut} from './fixtures';
import {localePath, LOCALES, SIGN_OUT, type Locale} from '../src/shared/testFacts/site';

const TEXT = {
  en: {
    skip: 'Skip to main content',
    findTopic: 'Find a topic',
    search: 'Search the Help Centre',
    results: 'Search results',
    clear: 'Clear search',
    seeAll: 'See all results',
    more: 'Show more results',
    count: /^(One result|\d+ results)$/,
    none: 'No results',
    hit: /browser cache/i,
    heading: 'Clear your browser cache',
    navbar: 'Main',
    otherLanguage: 'Français',
    otherLang: 'fr-CA',
    onThisPage: 'On this page',
    menuButton: 'Toggle navigation bar',
    menu: 'Site menu',
    backToMain: '← Back to main menu',
    signOut: 'Sign out',
    signedOut: 'You are signed out',
  },
  fr: {
    skip: 'Aller au contenu principal',
    findTopic: 'Trouver un sujet',
    search: "Rechercher dans le Centre d'aide",
    results: 'Résultats de recherche',
    clear: 'Effacer la recherche',
    seeAll: 'Voir tous les résultats',
    more: 'Afficher plus de résultats',
    count: /^(Un résultat|\d+ résultats)$/,
    none: 'Aucun résultat',
    hit: /cache de votre navigateur/i,
    heading: 'Vider le cache de votre navigateur',
    navbar: 'Menu principal',
    otherLanguage: 'English',
    otherLang: 'en-CA',
    onThisPage: 'Sur cette page',
    menuButton: 'Ouvrir/fermer la barre de navigation',
    menu: 'Menu du site',
    backToMain: '← Retour au menu principal',
    signOut: 'Se déconnecter',
    signedOut: 'Vous êtes déconnecté',
  },
} satisfies Record<Locale, Record<string, string | RegExp>>;

const ARTICLE = '/docs/get-help/troubleshooting';
const ANCHOR = 'clear-your-browser-cache';

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, {max = 80, back = false} = {}): Promise<void> {
  await expect(target).toHaveCount(1);
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) {
      return;
    }
  }
  throw new Error(`${target} was not reached in ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

function searchBox(page: Page, locale: Locale): Locator {
  const name = TEXT[locale].search;
  return page.getByRole('combobox', {name}).or(page.getByRole('textbox', {name}));
}

/**
 * The heading is on screen, below where the navbar shows (whether it is shown or has slid away as the page scrolled),
 * and its # link is not covered.
 */
async function expectHeadingClearOfNavbar(page: Page, locale: Locale, heading: Locator): Promise<void> {
  await expect(heading).toBeInViewport();
  const navbar = page.getByRole('navigation', {name: TEXT[locale].navbar});
  const headingTop = (await heading.boundingBox())!.y;
  const navbarHeight = await navbar.evaluate((el) => el.getBoundingClientRect().height);
  expect(headingTop).toBeGreaterThanOrEqual(navbarHeight);
  const hashLinkUncovered = await heading.getByRole('link').evaluate((link) => {
    const box = link.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top === link || link.contains(top);
  });
  expect(hashLinkUncovered, "the heading's # link is not covered").toBe(true);
}

async function openPhoneMenuByKeyboard(page: Page, locale: Locale): Promise<Locator> {
  const button = page.getByRole('button', {name: TEXT[locale].menuButton});
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', {name: TEXT[locale].menu});
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const locale of LOCALES) {
  const t = TEXT[locale];

  test.describe(`${locale}: keyboard`, () => {
    test('the skip link lands at the start of the main content, before the home page heading', async ({page}) => {
      await page.goto(localePath(locale, '/'));
      await expectSignedIn(page);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', {name: t.skip})).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main').getByRole('heading', {level: 1})).toBeInViewport();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('main').getByRole('searchbox', {name: t.findTopic})).toBeFocused();
    });

    test('search by keyboard: Tab moves on and never opens a hit; the count is announced', async ({page}) => {
      await page.goto(localePath(locale, ARTICLE));
      await expectSignedIn(page);
      const url = page.url();
      const box = searchBox(page, locale);
      await tabTo(page, box);
      await page.keyboard.type('cache');
      const hits = page.getByRole('listbox', {name: t.results}).getByRole('option');
      await expect(hits.first()).toBeVisible();
      await expect(page.getByRole('combobox', {name: t.search})).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('status').filter({hasText: t.count})).toHaveCount(1);

      // Tab: on to "See all results" (after the list, outside it), the clear button, the language toggle.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', {name: t.seeAll})).toBeFocused();
      await expect(hits.first()).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', {name: t.clear})).toBeFocused();
      await expect(hits).toHaveCount(0);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', {name: t.otherLanguage})).toBeFocused();
      expect(page.url()).toBe(url);

      // Back into the box, which still holds the words: Tab still moves on.
      await tabTo(page, box, {back: true});
      await expect(hits.first()).toBeVisible();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', {name: t.clear})).toBeFocused();
      expect(page.url()).toBe(url);

      // "Clear search" empties the box and leaves focus in it.
      await page.keyboard.press('Enter');
      await expect(box).toBeFocused();
      await expect(box).toHaveValue('');

      await page.keyboard.type('zzzqqqxxy');
      await expect(page.getByRole('status').filter({hasText: t.none})).toHaveCount(1);
      await expect(page.getByRole('combobox', {name: t.search})).toHaveAttribute('aria-expanded', 'false');
      expect(page.url()).toBe(url);
    });

    test('choosing a hit with the arrows and Enter opens its heading below the navbar', async ({page}) => {
      await page.goto(localePath(locale, '/'));
      await expectSignedIn(page);
      await tabTo(page, searchBox(page, locale));
      await page.keyboard.type('cache');
      const listbox = page.getByRole('listbox', {name: t.results});
      await expect(listbox.getByRole('option').first()).toBeVisible();
      const chosen = listbox.getByRole('option', {selected: true});
      for (let presses = 0; !t.hit.test((await chosen.textContent()) ?? ''); presses += 1) {
        expect(presses, `an option matching ${t.hit} is reachable with the arrows`).toBeLessThan(10);
        await page.keyboard.press('ArrowDown');
      }
      await page.keyboard.press('Enter');
      await page.waitForURL(new RegExp(`${ARTICLE}\\?_highlight=.*#${ANCHOR}$`));
      await expectHeadingClearOfNavbar(page, locale, page.getByRole('heading', {level: 2, name: t.heading}));
    });

    test('the search page by keyboard: the box, each result in order, "Show more results", the focus on the first added', async ({
      page,
    }) => {
      await page.goto(localePath(locale, '/search?q=ChatGNB'));
      await expectSignedIn(page);
      const main = page.getByRole('main');
      const results = main.getByRole('article');
      await expect(results).toHaveCount(10);
      await tabTo(page, main.getByRole('searchbox', {name: t.search}));
      // The first result's title, then its sections, then the next result's title.
      await page.keyboard.press('Tab');
      await expect(results.first().getByRole('heading', {level: 2}).getByRole('link')).toBeFocused();
      const sections = results.first().getByRole('listitem').getByRole('link');
      for (let index = 0; index < (await sections.count()); index += 1) {
        await page.keyboard.press('Tab');
        await expect(sections.nth(index)).toBeFocused();
      }
      await page.keyboard.press('Tab');
      await expect(results.nth(1).getByRole('heading', {level: 2}).getByRole('link')).toBeFocused();

      await tabTo(page, main.getByRole('button', {name: t.more}));
      await page.keyboard.press('Enter');
      const added = results.nth(10).getByRole('heading', {level: 2}).getByRole('link');
      await expect(added).toBeFocused();
      const href = await added.getAttribute('href');
      await page.keyboard.press('Enter');
      await page.waitForURL(`**${href}`);
    });

    test('the table of contents takes the reader to a section, below the navbar @both', async ({page, isMobile}) => {
      await page.goto(localePath(locale, ARTICLE));
      await expectSignedIn(page);
      // As a keyboard reader does: past the navbar and the sidebar by the skip link, then on through the article.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', {name: t.skip})).toBeFocused();
      await page.keyboard.press('Enter');
      if (isMobile) {
        await tabTo(page, page.getByRole('button', {name: t.onThisPage}));
        await page.keyboard.press('Enter');
      }
      // The table of contents (the article also links to this section from its text).
      const entry = page
        .locator('.table-of-contents')
        .getByRole('link', {name: t.heading, exact: true})
        .filter({visible: true});
      await tabTo(page, entry);
      await page.keyboard.press('Enter');
      await page.waitForURL(new RegExp(`#${ANCHOR}$`));
      await expectHeadingClearOfNavbar(page, locale, page.getByRole('heading', {level: 2, name: t.heading}));
    });

    test('the language toggle opens the page in the other language', async ({page, isMobile}) => {
      await page.goto(localePath(locale, ARTICLE));
      await expectSignedIn(page);
      const scope = isMobile ? await openPhoneMenuByKeyboard(page, locale) : page;
      if (isMobile) {
        // On an article the menu opens on the docs sidebar: back to the main menu first.
        await tabTo(page, scope.getByRole('button', {name: t.backToMain}));
        await page.keyboard.press('Enter');
      }
      await tabTo(page, scope.getByRole('link', {name: t.otherLanguage}));
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === localePath(locale === 'en' ? 'fr' : 'en', ARTICLE));
      await expectSignedIn(page);
      await expect(page.locator('html')).toHaveAttribute('lang', t.otherLang);
    });

    test.describe('sign out', () => {
      // Signing out ends the identity provider's session: use one of this test's own.
      test.use({storageState: signedOut});
      test('signs the reader out, and offers to sign in again', async ({page, isMobile}) => {
        await page.goto(localePath(locale, '/'));
        await chooseAccount(page);
        await expectSignedIn(page);
        const scope = isMobile ? await openPhoneMenuByKeyboard(page, locale) : page;
        await tabTo(page, scope.getByRole('button', {name: t.signOut}));
        await page.keyboard.press('Enter');
        await expect(page.getByRole('heading', {level: 1, name: t.signedOut})).toBeVisible();
        await tabTo(page, page.getByRole('link', {name: SIGN_OUT[locale].signInAgain}));
        await page.keyboard.press('Enter');
        await page.waitForURL((url) => url.origin === IDP_ORIGIN);
      });
    });

    for (const {panel, path} of [
      {panel: 'docs sidebar', path: ARTICLE},
      {panel: 'main menu', path: '/'},
    ]) {
      test(`phone menu (${panel} panel): Tab stays inside, Escape closes it and focus returns to its button @phone`, async ({
        page,
      }) => {
        await page.goto(localePath(locale, path));
        await expectSignedIn(page);
        const dialog = await openPhoneMenuByKeyboard(page, locale);
        const focusInDialog = () => dialog.evaluate((el) => el.contains(document.activeElement));
        expect(await focusInDialog(), 'focus moves into the menu').toBe(true);
        const reachable = await dialog.evaluate((el) => el.querySelectorAll('a[href], button').length);
        for (const key of ['Tab', 'Shift+Tab']) {
          for (let presses = 0; presses < reachable + 2; presses += 1) {
            await page.keyboard.press(key);
            expect(await focusInDialog(), `focus stays in the menu after ${presses + 1} × ${key}`).toBe(true);
          }
        }
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        const button = page.getByRole('button', {name: t.menuButton});
        await expect(button).toBeFocused();
        await expect(button).toHaveAttribute('aria-expanded', 'false');
      });
    }
  });
}

test.describe('desktop at 200 % zoom', () => {
  // 1280 × 800 at 200 % zoom lays the page out as 640 × 400: the phone menu.
  test.use({viewport: {width: 640, height: 400}});
  test('the menu is modal: Escape closes it and focus returns to its button', async ({page}) => {
    await page.goto('/docs/about-chatgnb/what-is-chatgnb');
    await expectSignedIn(page);
    const dialog = await openPhoneMenuByKeyboard(page, 'en');
    const mainIsInert = () => page.getByRole('main').evaluate((main) => main.closest('[inert]') !== null);
    expect(await mainIsInert(), 'the page behind the menu is inert').toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', {name: TEXT.en.menuButton})).toBeFocused();
    expect(await mainIsInert(), 'the page is back once the menu is closed').toBe(false);
  });
});
