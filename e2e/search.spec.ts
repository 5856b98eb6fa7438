import type {Page} from '@playwright/test';
import {test, expect, expectSignedIn} from './fixtures';
import {bodyText, docs, localePath, LOCALES, type Doc, type Locale} from './site';

const SEARCH_LABEL: Record<Locale, string> = {en: 'Search the Help Centre', fr: "Rechercher dans le Centre d'aide"};

async function openSearch(page: Page, locale: Locale) {
  await page.goto(localePath(locale, '/'));
  await expectSignedIn(page);
  // A textbox until the search index loads, then a combobox.
  return page
    .getByRole('combobox', {name: SEARCH_LABEL[locale]})
    .or(page.getByRole('textbox', {name: SEARCH_LABEL[locale]}));
}

test.describe('search @desktop', () => {
  test('Ctrl+K focuses the search box, which is labelled in French on French pages', async ({page}) => {
    const input = await openSearch(page, 'fr');
    await expect(input).toHaveAttribute('placeholder', 'Rechercher');
    await page.keyboard.press('Control+k');
    await expect(input).toBeFocused();
  });

  test('French search finds an article by a French word, with or without accents', async ({page}) => {
    const input = await openSearch(page, 'fr');
    for (const word of ['confidentialité', 'confidentialite']) {
      await input.fill(word);
      await expect(page.getByRole('option', {name: /Confidentialité et sécurité/}).first()).toBeVisible();
    }
  });

  test('choosing a hit opens the page with the word highlighted', async ({page}) => {
    const input = await openSearch(page, 'fr');
    await input.fill('corrélation');
    await page
      .getByRole('option', {name: /Signaler un problème/})
      .first()
      .click();
    await page.waitForURL(/\/fr\/docs\/get-help\/report-a-problem\?_highlight=/);
    await expect(page.locator('article mark').first()).toContainText(/corrélation/i);
  });

  test('a search with no match says so in French', async ({page}) => {
    const input = await openSearch(page, 'fr');
    await input.fill('zzzqqqxxy');
    // Shown in the dropdown, and announced by the live region.
    await expect(page.locator('.navbar__search').getByText('Aucun résultat', {exact: true}).first()).toBeVisible();
    await expect(page.getByRole('status').filter({hasText: 'Aucun résultat'})).toHaveCount(1);
    await expect(page.getByRole('listbox')).toHaveCount(0);
  });
});

const fold = (word: string) => word.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const stemOf = (word: string) => fold(word).slice(0, 5);

/** A word of the article's body that no other article uses, even in another form (same first 5 letters). */
function distinctiveWord(doc: Doc, all: Doc[]): string {
  const words = (file: string) =>
    new Set(
      bodyText(file)
        .toLowerCase()
        .match(/\p{L}{8,}/gu) ?? [],
    );
  const otherStems = new Set(all.filter((d) => d.id !== doc.id).flatMap((d) => [...words(d.file)].map(stemOf)));
  const word = [...words(doc.file)].sort((a, b) => b.length - a.length).find((w) => !otherStems.has(stemOf(w)));
  if (!word) {
    throw new Error(`${doc.file} has no word of its own to search for`);
  }
  return word;
}

for (const locale of LOCALES) {
  test(`${locale}: the search finds every article by a word of its body @desktop`, async ({page}) => {
    const articles = docs(locale).filter((d) => !d.id.endsWith('/index'));
    const input = await openSearch(page, locale);
    for (const article of articles) {
      const word = distinctiveWord(article, articles);
      await input.fill(word);
      await expect(
        page.getByRole('option', {name: article.title}).first(),
        `searching "${word}" lists "${article.title}"`,
      ).toBeVisible();
    }
  });
}
