/**
 * The navbar search box's code (downshift, the box, the worker's client) arrives only when the reader reaches for the
 * box (src/search/theme/SearchBar). Nothing the reader does meanwhile may be lost.
 */
import {test, expect, expectSignedIn} from './fixtures';
import {localePath, LOCALES, type Locale} from '../src/shared/testFacts/site';

const TEXT: Record<Locale, {search: string; results: string; query: string; hit: RegExp}> = {
  en: {search: 'Search the Help Centre', results: 'Search results', query: 'cache', hit: /Troubleshooting/},
  fr: {search: "Rechercher dans le Centre d'aide", results: 'Résultats de recherche', query: 'cache', hit: /Dépannage/},
};

for (const locale of LOCALES) {
  const t = TEXT[locale];

  test(`${locale}: words typed before the search box's code arrives are kept, searched and still in the box`, async ({
    page,
  }) => {
    await page.goto(localePath(locale, '/docs/how-to-use-chatgnb/how-to-write-prompts'));
    await expectSignedIn(page);
    // Every script asked for from now on waits until the reader has typed (a slow network).
    let release!: () => void;
    const typed = new Promise<void>((resolve) => (release = resolve));
    const held: string[] = [];
    await page.route(/\/assets\/js\/[^/]+\.js$/, async (route) => {
      held.push(route.request().url());
      await typed;
      await route.continue();
    });

    const box = page.getByRole('combobox', {name: t.search}).or(page.getByRole('textbox', {name: t.search}));
    await page.keyboard.press('Control+k');
    await expect(box).toBeFocused();
    await page.keyboard.type(t.query);
    await expect(box).toHaveValue(t.query);
    expect(held.length, 'the search box asked for its code when the reader reached for it').toBeGreaterThan(0);

    release();
    await expect(page.getByRole('listbox', {name: t.results}).getByRole('option', {name: t.hit}).first()).toBeVisible();
    await expect(box).toBeFocused();
    await expect(box).toHaveValue(t.query);
  });
}

test('a page opened from a search hit marks the words, without the reader touching the search box', async ({page}) => {
  await page.goto(localePath('fr', '/docs/get-help/troubleshooting?_highlight=cache'));
  await expectSignedIn(page);
  await expect(page.locator('article mark').first()).toHaveText(/cache/i);
});
