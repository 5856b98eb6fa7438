import type {BrowserContext, Locator, Page} from '@playwright/test';
import {test, expect, expectNoAccessibilityViolations, expectSignedIn} from './fixtures';
import {inDepthDocs} from '../src/shared/testFacts/pageSets';
import {bodyText, docs, localePath, LOCALES, type Doc, type Locale} from '../src/shared/testFacts/site';

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

/** The next page (tab or window) the browser opens while `action` runs, once it has its address. */
async function pageOpenedBy(context: BrowserContext, action: () => Promise<void>): Promise<Page> {
  const [opened] = await Promise.all([context.waitForEvent('page'), action()]);
  await opened.waitForURL(/_highlight=/);
  return opened;
}

/** Whether a page is a window of its own (a popup: no toolbar) rather than a tab. */
const isWindow = (opened: Page) => opened.evaluate(() => !window.toolbar.visible);

test.describe('a hit is a link', () => {
  const HIT = /Troubleshooting/;

  async function hitsFor(page: Page): Promise<Locator> {
    const input = await openSearch(page, 'en');
    await input.fill('cache');
    const hits = page.getByRole('listbox', {name: 'Search results'}).getByRole('option');
    await expect(hits.first()).toBeVisible();
    return hits;
  }

  test('Ctrl+click and middle-click open it in a new tab; the list stays as it was', async ({page, context}) => {
    const hits = await hitsFor(page);
    const hit = hits.filter({hasText: /browser cache/i}).first();
    await expect(page.getByRole('option', {name: HIT}).first()).toBeVisible();
    const href = await hit.getAttribute('href');
    expect(href).toMatch(/\/docs\/get-help\/troubleshooting\?_highlight=.*#/);
    const count = await hits.count();

    const tab = await pageOpenedBy(context, () => hit.click({modifiers: ['ControlOrMeta']}));
    expect(new URL(tab.url()).pathname + new URL(tab.url()).search + new URL(tab.url()).hash).toBe(href);
    expect(await isWindow(tab)).toBe(false);
    await expect(hits).toHaveCount(count);
    expect(page.url()).not.toContain('troubleshooting');

    const middle = await pageOpenedBy(context, () => hit.click({button: 'middle'}));
    expect(middle.url()).toContain(href!);
    await expect(hits).toHaveCount(count);
    expect(page.url()).not.toContain('troubleshooting');
  });

  test('Ctrl+Enter opens the highlighted hit in a new tab, Shift+Enter in a new window; the list stays', async ({
    page,
    context,
  }) => {
    const hits = await hitsFor(page);
    const count = await hits.count();
    const input = page.getByRole('combobox', {name: SEARCH_LABEL.en});
    const first = await hits.first().getAttribute('href');

    const tab = await pageOpenedBy(context, () => input.press('ControlOrMeta+Enter'));
    expect(tab.url()).toContain(first!);
    expect(await isWindow(tab)).toBe(false);
    await expect(hits).toHaveCount(count);
    await expect(input).toBeFocused();

    await input.press('ArrowDown');
    const second = await hits.nth(1).getAttribute('href');
    const popup = await pageOpenedBy(context, () => input.press('Shift+Enter'));
    expect(popup.url()).toContain(second!);
    expect(await isWindow(popup)).toBe(true);
    await expect(hits).toHaveCount(count);
    expect(page.url()).not.toContain('_highlight');

    // Enter, as before: the hit opens here, the list closes.
    await input.press('Enter');
    await page.waitForURL(`**${second}`);
    await expect(page.getByRole('listbox')).toHaveCount(0);
  });
});

/** The search page's journey, in each language: a question whose answer is in a later section of its article. */
const PAGE_JOURNEY = {
  en: {
    query: 'cache',
    title: 'Search results for "cache"',
    count: /^((One result|\d+ results)|First \d+ results) for “cache”$/,
    article: 'Troubleshooting',
    section: 'Clear your browser cache',
    anchor: 'clear-your-browser-cache',
    broad: 'ChatGNB',
    more: 'Show more results',
    first: /^First 10 results for “ChatGNB”$/,
  },
  fr: {
    query: 'cache',
    title: 'Résultats de recherche pour « cache »',
    count: /^(Un résultat|\d+ résultats|Les \d+ premiers résultats) pour « cache »$/,
    article: 'Dépannage',
    section: 'Vider le cache de votre navigateur',
    anchor: 'clear-your-browser-cache',
    broad: 'ChatGNB',
    more: 'Afficher plus de résultats',
    first: /^Les 10 premiers résultats pour « ChatGNB »$/,
  },
} satisfies Record<Locale, Record<string, string | RegExp>>;

for (const locale of LOCALES) {
  const t = PAGE_JOURNEY[locale];

  test(`${locale}: the search page lists the pages that answer, and opens a passage at its section @both`, async ({
    page,
  }) => {
    await page.goto(localePath(locale, `/search?q=${t.query}`));
    await expectSignedIn(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', {level: 1, name: t.title})).toBeVisible();
    await expect(main.getByRole('searchbox', {name: SEARCH_LABEL[locale]})).toHaveValue(t.query);
    await expect(page.getByRole('status').filter({hasText: t.count})).toHaveCount(1);

    const result = main.getByRole('article').filter({has: page.getByRole('heading', {level: 2, name: t.article})});
    await expect(result.getByRole('heading', {level: 2}).getByRole('link')).toHaveAttribute('href', /_highlight=cache/);
    const passage = result.getByRole('link', {name: new RegExp(t.section)});
    await expect(result.locator('mark').first()).toHaveText(/cache/i);
    await passage.click();
    await page.waitForURL(new RegExp(`\\?_highlight=.*#${t.anchor}$`));
    await expect(page.getByRole('heading', {level: 2, name: t.section})).toBeInViewport();
    await expect(page.locator('article mark').first()).toBeVisible();
    // The sentences the hit showed are marked on the page, whole, across their links and emphasis.
    const sentences = new URL(page.url()).searchParams.getAll('_passage');
    expect(sentences.join('').length).toBeGreaterThan(20);
    const passageMarks = page.locator('article mark[class^="passage"]');
    await expect(passageMarks.first()).toBeVisible();
    const marked = (await passageMarks.allTextContents()).join('');
    expect(marked.replace(/\s+/g, '')).toBe(sentences.join('').replace(/\s+/g, ''));
  });

  test(`${locale}: the search page shows more results, the focus on the first added; the address follows the query`, async ({
    page,
  }) => {
    await page.goto(localePath(locale, '/search'));
    await expectSignedIn(page);
    const main = page.getByRole('main');
    await main.getByRole('searchbox', {name: SEARCH_LABEL[locale]}).fill(t.broad);
    await expect(page.getByRole('status').filter({hasText: t.first})).toHaveCount(1);
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${t.broad}$`));
    const titles = main.getByRole('article').getByRole('heading', {level: 2}).getByRole('link');
    await expect(titles).toHaveCount(10);
    await main.getByRole('button', {name: t.more}).click();
    await expect(titles.nth(10)).toBeFocused();
    expect(await titles.count()).toBeGreaterThan(10);
  });
}

test.describe('at 320 px wide (400 % zoom)', () => {
  test.use({viewport: {width: 320, height: 640}, bypassCSP: true, ownContext: true});
  test('with text spacing applied, the search page reads without scrolling sideways @phone', async ({page}) => {
    await page.goto(localePath('fr', '/search?q=cache'));
    await expectSignedIn(page);
    await page.addStyleTag({
      content:
        '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
    });
    const main = page.getByRole('main');
    await expect(main.getByRole('article').first().locator('mark').first()).toBeVisible();
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, 'pixels the page scrolls sideways').toBeLessThanOrEqual(0);
    for (const link of await main.getByRole('article').first().getByRole('link').all()) {
      const box = (await link.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(320);
    }
  });
});

test('the search page says when the search cannot run, and "Try again" searches again', async ({page}) => {
  let fail = true;
  await page.route(/\/search-index[^/]*\.json/, (route) =>
    fail ? route.abort('internetdisconnected') : route.fallback(),
  );
  await page.goto(localePath('fr', '/search?q=cache'));
  await expectSignedIn(page);
  const t = UNAVAILABLE.fr;
  await expect(page.getByRole('status').filter({hasText: t.message})).toHaveCount(1);
  await expectNoAccessibilityViolations(page, 'fr-search-page-unavailable');
  fail = false;
  await page.getByRole('button', {name: t.tryAgain}).click();
  await expect(page.getByRole('status').filter({hasText: PAGE_JOURNEY.fr.count})).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
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

// The articles of src/shared/testFacts/pageSets.ts (today every article): a search in the browser costs a second
// an article.
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

/**
 * The contrast ratio (WCAG) between an element's text and the background drawn behind it (its own, or the first
 * ancestor's that is not transparent), as the browser computes their colours.
 */
function textContrast(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (color: string) => {
      const [r, g, b] = channels(color).map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    let background = 'rgb(255, 255, 255)';
    for (let at: Element | null = node; at; at = at.parentElement) {
      const color = getComputedStyle(at).backgroundColor;
      if (channels(color)[3] !== 0 && color !== 'transparent') {
        background = color;
        break;
      }
    }
    const [lighter, darker] = [luminance(getComputedStyle(node).color), luminance(background)].sort((a, b) => b - a);
    return (lighter + 0.05) / (darker + 0.05);
  });
}

const FORCED_COLOURS_QUERY: Record<Locale, string> = {en: 'cache', fr: 'cache'};

test.describe('in forced colours (Windows high contrast)', () => {
  test.use({ownContext: true});
  // Windows' high-contrast themes are dark ("Night sky", "Aquatic") and light ("Desert").
  for (const [locale, colorScheme] of [
    ['en', 'dark'],
    ['fr', 'dark'],
    ['fr', 'light'],
  ] as const) {
    test(`${locale}, ${colorScheme}: the reader's words stay readable in the highlighted hit of the box and on the search page`, async ({
      page,
    }) => {
      await page.emulateMedia({forcedColors: 'active', colorScheme});
      const input = await openSearch(page, locale);
      await input.fill(FORCED_COLOURS_QUERY[locale]);
      const hits = page.getByRole('listbox').getByRole('option');
      await expect(hits.first()).toBeVisible();
      await input.press('ArrowDown');
      const highlighted = page.getByRole('listbox').getByRole('option', {selected: true});
      await expect(highlighted).toHaveCount(1);
      const marks = highlighted.locator('mark');
      await expect(marks.first()).toBeVisible();
      for (const mark of await marks.all()) expect(await textContrast(mark)).toBeGreaterThanOrEqual(4.5);

      await page.goto(localePath(locale, `/search?q=${FORCED_COLOURS_QUERY[locale]}`));
      const resultMarks = page.getByRole('main').getByRole('article').locator('mark');
      await expect(resultMarks.first()).toBeVisible();
      await resultMarks.first().locator('xpath=ancestor::a').first().focus();
      for (const mark of (await resultMarks.all()).slice(0, 6)) {
        expect(await textContrast(mark)).toBeGreaterThanOrEqual(4.5);
      }
    });
  }
});
