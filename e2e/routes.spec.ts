/**
 * axe on each kind of page, as a signed-in reader's browser shows it: the home page, the About page, the docs
 * index, a category page, and the articles that together hold every kind of content element the articles use
 * (each kind of admonition, a table, an example prompt, a service fact). What every page says (title, language,
 * heading, links, last-updated day, report-a-problem link, the not-found texts) is checked on every built page in
 * site-checks/pages.test.ts, and axe's rules that need no rendering on the pages of src/shared/testFacts/pageSets.ts in
 * site-checks/accessibility.ts; a page's journey (the not-found page after hydration) is here.
 */
import {test, expect, expectNoAccessibilityViolations, expectSignedIn} from './fixtures';
import {articlesOfEachElement, isCategoryPage} from '../src/shared/testFacts/pageSets';
import {docs, localePath, LOCALES, NOT_FOUND, PAGES, type Doc} from '../src/shared/testFacts/site';

for (const locale of LOCALES) {
  const categories = docs(locale).filter(isCategoryPage);
  const articles = docs(locale).filter((doc) => !isCategoryPage(doc));
  const asPage = ({route, title}: Doc) => ({route, heading: title});
  // Home, About, the docs index (an article), a category page: each kind's layout, on a phone too.
  const pageKinds = [...PAGES[locale], asPage(categories[0]!)];
  const contentKinds = articlesOfEachElement(articles).map(asPage);

  test.describe(`${locale} routes`, () => {
    test.describe.configure({timeout: 90_000});

    for (const [title, pages] of [
      ['each kind of page and of content, accessibly', [...pageKinds, ...contentKinds]],
      ['each kind of page on a phone, accessibly @phone', pageKinds],
    ] as const) {
      test(title, async ({page}) => {
        for (const {route, heading} of pages) {
          await page.goto(localePath(locale, route));
          await expectSignedIn(page);
          await expect(page.getByRole('heading', {level: 1, name: heading})).toBeVisible();
          await expectNoAccessibilityViolations(page, `${locale}${route}`);
        }
      });
    }

    test.describe('not found', () => {
      // The browser logs the page's own 404 status, which is what this test asks for.
      test.use({
        expectedConsoleErrors: [/status of 404 \(Not Found\) \(http:\/\/localhost:\d+\/(fr\/)?docs\/no-such-article\)/],
      });
      test('an unknown path shows the not-found page in this language, titled so once the page runs', async ({
        page,
      }) => {
        const text = NOT_FOUND[locale];
        const response = await page.goto(localePath(locale, '/docs/no-such-article'));
        expect(response?.status()).toBe(404);
        await expectSignedIn(page);
        await expect(page.getByRole('heading', {level: 1, name: text.title})).toBeVisible();
        // After hydration too.
        await expect(page).toHaveTitle(new RegExp(`^${text.title} \\| `));
        await expect(
          page.getByRole('navigation', {name: text.wayOn}).getByRole('link', {name: text.home}),
        ).toBeVisible();
        await expectNoAccessibilityViolations(page, `${locale}-not-found`);
      });
    });
  });
}
