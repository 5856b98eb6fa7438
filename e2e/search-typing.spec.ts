/**
 * A reader who types into the navbar search box as the search code arrives loses no keystroke: the box is drawn
 * without its code until that code has loaded (src/search/theme/SearchBar), and what the reader typed passes to it.
 * The code is made to arrive in the middle of the typing, at 20 to 100 ms a key.
 */
import {test, expect, expectSignedIn} from './fixtures';
import {localePath, type Locale} from '../src/shared/testFacts/site';

const TEXT: Record<Locale, {search: string; phrase: string}> = {
  en: {search: 'Search the Help Centre', phrase: 'reset my password'},
  fr: {search: "Rechercher dans le Centre d'aide", phrase: 'réinitialiser mon mot de passe'},
};

const CASES: {locale: Locale; delay: number}[] = [
  {locale: 'en', delay: 20},
  {locale: 'fr', delay: 100},
];

for (const {locale, delay} of CASES) {
  {
    test(`${locale}: typed at ${delay} ms a key while the search code arrives, every key is in the box`, async ({
      page,
    }) => {
      const {search, phrase} = TEXT[locale];
      await page.goto(localePath(locale, '/docs/how-to-use-chatgnb/how-to-write-prompts'));
      await expectSignedIn(page);
      // The search code waits until the reader has typed the first few keys, then arrives while they type on.
      let release!: () => void;
      const firstKeys = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/js\/[^/]+\.js$/, async (route) => {
        await firstKeys;
        await route.continue();
      });
      const box = page.getByRole('combobox', {name: search}).or(page.getByRole('textbox', {name: search}));
      await page.keyboard.press('Control+k');
      await expect(box).toBeFocused();
      const split = 3;
      await page.keyboard.type(phrase.slice(0, split), {delay});
      release();
      await page.keyboard.type(phrase.slice(split), {delay});
      await expect(box).toHaveValue(phrase);
      await expect(page.getByRole('combobox', {name: search})).toHaveValue(phrase);
      await expect(box).toBeFocused();
      await page.unrouteAll({behavior: 'ignoreErrors'});
    });
  }
}
