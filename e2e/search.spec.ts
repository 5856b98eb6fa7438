import type {Locator, Page} from '@playwright/test';
import {test, expect, expectNoAccessibilityViolations, expectSignedIn} from './fixtures';
import {inDepthDocs} from './pageSets';
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

test.describe('search', () => {
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

/** What the reader is offered when a search finds nothing, in each language. */
const NO_RESULTS = {
  en: {
    query: 'zzzqqqxxy',
    tip: 'Try other words, or one of these pages:',
    popular: 'Popular topics',
    popularLink: 'How to write prompts',
    popularPath: '/docs/how-to-use-chatgnb/how-to-write-prompts',
    sections: 'Browse the Help Centre',
    sectionLink: 'Get help',
    report: 'Report a problem',
    reportPath: '/docs/get-help/report-a-problem',
    pageNoResults: 'No documents were found',
    announced: 'No results. Try other words, or the pages suggested below.',
  },
  fr: {
    query: 'zzzqqqxxy',
    tip: "Essayez d'autres mots ou l'une de ces pages :",
    popular: 'Sujets populaires',
    popularLink: 'Rédiger des requêtes',
    popularPath: '/fr/docs/how-to-use-chatgnb/how-to-write-prompts',
    sections: "Parcourir le Centre d'aide",
    sectionLink: "Obtenir de l'aide",
    report: 'Signalez un problème',
    reportPath: '/fr/docs/get-help/report-a-problem',
    pageNoResults: "Aucun document n'a été trouvé",
    announced: "Aucun résultat. Essayez d'autres mots ou les pages suggérées ci-dessous.",
  },
} satisfies Record<Locale, Record<string, string>>;

/** The suggestions: a tip, two labelled lists of links, and "Report a problem". */
async function expectSuggestions(scope: Locator, locale: Locale) {
  const text = NO_RESULTS[locale];
  await expect(scope.getByText(text.tip)).toBeVisible();
  await expect(scope.getByRole('list', {name: text.popular}).getByRole('link')).toHaveCount(3);
  await expect(scope.getByRole('list', {name: text.sections}).getByRole('link')).toHaveCount(4);
  await expect(scope.getByRole('link', {name: text.popularLink})).toHaveAttribute('href', text.popularPath);
  await expect(scope.getByRole('link', {name: text.report})).toHaveAttribute('href', text.reportPath);
}

for (const locale of LOCALES) {
  const text = NO_RESULTS[locale];

  test(`${locale}: a search with no result in the navbar box suggests where to go, by keyboard too`, async ({page}) => {
    const input = await openSearch(page, locale);
    await input.fill(text.query);
    const dropdown = page.locator('.navbar__search [data-search-no-results]');
    await expectSuggestions(dropdown, locale);
    await expect(page.getByRole('status').filter({hasText: text.announced})).toHaveCount(1);
    await expectNoAccessibilityViolations(page, `${locale}-search-dropdown-no-results`);

    // Tab goes from the box into the suggestions (the dropdown stays open), Escape comes back.
    await input.press('Tab');
    await expect(dropdown.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(input).toBeFocused();

    // A suggestion opens its page and closes the dropdown.
    await input.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/docs\/how-to-use-modes\/translation-mode$/);
    await expect(dropdown).toHaveCount(0);
  });

  test(`${locale}: a search with no result on the search page suggests where to go`, async ({page}) => {
    await page.goto(localePath(locale, `/search?q=${text.query}`));
    await expectSignedIn(page);
    const main = page.getByRole('main');
    await expect(main.getByText(text.pageNoResults)).toBeVisible();
    await expectSuggestions(main, locale);
    await expect(page.getByRole('status').filter({hasText: text.announced})).toHaveCount(1);
    await expect(main.getByRole('heading', {name: text.popular, level: 2})).toBeVisible();
    await expectNoAccessibilityViolations(page, `${locale}-search-page-no-results`);

    // A search that finds something shows no suggestions.
    await main.getByRole('searchbox').fill(locale === 'en' ? 'prompt' : 'requête');
    await expect(main.locator('[data-search-no-results]')).toHaveCount(0);
    await expect(page.getByRole('status').filter({hasText: text.announced})).toHaveCount(0);
    await expect(main.locator('article').first()).toBeVisible();

    await main.getByRole('searchbox').fill(text.query);
    await main.getByRole('link', {name: text.report}).click();
    await page.waitForURL(`**${text.reportPath}`);
  });
}

/**
 * Odd input, from the box and from the address bar: lunr's query syntax, broken escapes, markup, a very long
 * query. The search answers (hits, or "No results" and the suggestions), never an error or a blank page.
 */
const ODD_QUERIES = [
  '%E0%A4%A',
  '<script>alert(1)</script>',
  '"',
  '*',
  'prompt~2',
  'title:prompt',
  '+sign -in',
  'é'.repeat(300),
];

test('odd queries never break the search box or the page', async ({page}) => {
  const input = await openSearch(page, 'en');
  for (const query of ODD_QUERIES) {
    await input.fill(query);
    await expect(
      page.locator('.navbar__search').locator('[role="option"], [data-search-no-results]').first(),
      `"${query.slice(0, 20)}"`,
    ).toBeVisible();
  }
  for (const query of ['%E0%A4%A', '<script>', '~^:']) {
    await page.goto(`/search?q=${query}`);
    await expect(page.getByRole('main').getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.getByRole('main').locator('article, [data-search-no-results]').first()).toBeVisible();
  }
});

const fold = (word: string) => word.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const stemOf = (word: string) => fold(word).slice(0, 5);

const wordsOf = (doc: Doc) =>
  new Set(
    bodyText(doc.file)
      .toLowerCase()
      .match(/\p{L}{8,}/gu) ?? [],
  );

/**
 * For each article of `checked`, what to search for it by: a word of its body that no other article of `all` uses,
 * even in another form (same first 5 letters), or else its title (on a large site, an article may share each of its
 * words with another). Every article is read once.
 */
function searchesFor(checked: Doc[], all: Doc[]): {article: Doc; query: string}[] {
  const words = new Map(all.map((doc) => [doc.id, wordsOf(doc)]));
  const articlesWithStem = new Map<string, number>();
  for (const stems of [...words.values()].map((set) => new Set([...set].map(stemOf)))) {
    for (const stem of stems) articlesWithStem.set(stem, (articlesWithStem.get(stem) ?? 0) + 1);
  }
  return checked.map((article) => {
    const ownWords = [...words.get(article.id)!].filter((word) => articlesWithStem.get(stemOf(word)) === 1);
    return {article, query: ownWords.sort((a, b) => b.length - a.length)[0] ?? article.title};
  });
}

// The articles of ./pageSets.ts (today every article): a search in the browser costs a second an article.
for (const locale of LOCALES) {
  test(`${locale}: the search finds each article by a word of its own`, async ({page}) => {
    const isArticle = (d: Doc) => !d.id.endsWith('/index');
    const searches = searchesFor(inDepthDocs(locale).filter(isArticle), docs(locale).filter(isArticle));
    const input = await openSearch(page, locale);
    for (const {article, query} of searches) {
      await input.fill(query);
      await expect(
        page.getByRole('option', {name: article.title}).first(),
        `searching "${query}" lists "${article.title}"`,
      ).toBeVisible();
    }
  });
}

const UNAVAILABLE: Record<Locale, {message: string; tryAgain: string}> = {
  en: {message: 'Search is unavailable right now. Check your connection and try again.', tryAgain: 'Try again'},
  fr: {
    message: "La recherche n'est pas disponible pour le moment. Vérifiez votre connexion et réessayez.",
    tryAgain: 'Réessayer',
  },
};

for (const locale of LOCALES) {
  test(`${locale}: when the search index cannot be fetched, the box says so and offers to try again`, async ({
    page,
  }) => {
    // The network drops the index (the worker's request), from the page's first load.
    await page.route(/\/search-index[^/]*\.json/, (route) => route.abort('internetdisconnected'));
    const input = await openSearch(page, locale);
    await input.fill('cache');
    const t = UNAVAILABLE[locale];
    await expect(page.getByRole('status').filter({hasText: t.message})).toHaveCount(1);
    await expect(page.getByRole('button', {name: t.tryAgain})).toBeVisible();
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expectNoAccessibilityViolations(page, `${locale}-search-unavailable`);
  });
}
