/**
 * axe on every page, as a signed-in reader's browser shows it. What each page says (its title, language, heading,
 * links, last-updated day, report-a-problem link, the not-found texts) is read from the build in
 * site-checks/pages.test.ts; a page's journey (the not-found page after hydration) is here.
 */
import {test, expect, expectNoAccessibilityViolations, expectSignedIn} from './fixtures';
import {docs, localePath, LOCALES, NOT_FOUND, PAGES} from './site';

/** Pages checked per test: few enough for a test's time on a loaded 2-core machine. */
const PAGES_PER_TEST = 6;

function chunks<T>(items: T[], size: number): T[][] {
  return Array.from({length: Math.ceil(items.length / size)}, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

for (const locale of LOCALES) {
  const routes = [...PAGES[locale], ...docs(locale).map(({route, title}) => ({route, heading: title}))];
  // On a phone, one page of each kind (home, other page, category page, article): pages of a kind share their phone
  // layout, and every page's content is checked at desktop width.
  const pageKinds = [
    ...PAGES[locale],
    routes.find(({route}) => route.startsWith('/docs/category/'))!,
    routes.find(({route}) => route.startsWith('/docs/') && !route.startsWith('/docs/category/'))!,
  ];

  test.describe(`${locale} routes`, () => {
    // A handful of pages per test, each loaded and checked in turn.
    test.describe.configure({timeout: 90_000});

    chunks(routes, PAGES_PER_TEST).forEach((group, index) => {
      test(`every page, accessibly (part ${index + 1}: ${group[0]!.route} …)`, async ({page}) => {
        for (const {route, heading} of group) {
          await page.goto(localePath(locale, route));
          await expectSignedIn(page);
          await expect(page.getByRole('heading', {level: 1, name: heading})).toBeVisible();
          await expectNoAccessibilityViolations(page, `${locale}${route}`);
        }
      });
    });

    test('one page of each kind on a phone, accessibly @phone', async ({page}) => {
      for (const {route, heading} of pageKinds) {
        await page.goto(localePath(locale, route));
        await expectSignedIn(page);
        await expect(page.getByRole('heading', {level: 1, name: heading})).toBeVisible();
        await expectNoAccessibilityViolations(page, `${locale}${route}`);
      }
    });

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
