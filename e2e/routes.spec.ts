import {test, expect, expectNoAccessibilityViolations, expectSignedIn} from './fixtures';
import {docs, localePath, HTML_LANG, LOCALES, NOT_FOUND, PAGES} from './site';

for (const locale of LOCALES) {
  const routes = [...PAGES[locale], ...docs(locale).map(({route, title}) => ({route, heading: title}))];
  // Axe on a phone for one page of each kind (home, other page, category page, article): pages of a kind share their
  // phone layout, and every page's content is checked at desktop width. This keeps CI within its time.
  const phoneAxeRoutes = new Set([
    ...PAGES[locale].map(({route}) => route),
    routes.find(({route}) => route.startsWith('/docs/category/'))!.route,
    routes.find(({route}) => route.startsWith('/docs/') && !route.startsWith('/docs/category/'))!.route,
  ]);

  test.describe(`${locale} routes`, () => {
    for (const {route, heading} of routes) {
      // Every route, in both viewports (the desktop and phone projects).
      test(`${route} shows "${heading}", accessibly`, async ({page}, testInfo) => {
        await page.goto(localePath(locale, route));
        await expectSignedIn(page);
        await expect(page.getByRole('heading', {level: 1, name: heading})).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale]);
        if (testInfo.project.name !== 'phone' || phoneAxeRoutes.has(route)) {
          await expectNoAccessibilityViolations(page, `${locale}${route}`);
        }
      });
    }

    test('an article says the day it was last updated, written out in this language @desktop', async ({page}) => {
      await page.goto(localePath(locale, '/docs/how-to-use-chatgnb/how-to-write-prompts'));
      await expectSignedIn(page);
      const day = page.locator('time[itemprop="dateModified"]');
      const dateTime = await day.getAttribute('datetime');
      // The browser's own long date of that day, the reference (with French's "1er" for the first of a month).
      const expected = new Intl.DateTimeFormat(HTML_LANG[locale], {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
        .format(new Date(dateTime!))
        .replace(/^1 /, '1er ');
      const sentence = locale === 'en' ? `Last updated on ${expected}` : `Dernière mise à jour le ${expected}`;
      await expect(page.locator('.theme-last-updated')).toHaveText(sentence);
    });

    test.describe('not found', () => {
      // The browser logs the page's own 404 status, which is what this test asks for.
      test.use({
        expectedConsoleErrors: [/status of 404 \(Not Found\) \(http:\/\/localhost:\d+\/(fr\/)?docs\/no-such-article\)/],
      });
      test('an unknown path shows the not-found page in this language, titled so, with a way on', async ({page}) => {
        const text = NOT_FOUND[locale];
        const response = await page.goto(localePath(locale, '/docs/no-such-article'));
        expect(response?.status()).toBe(404);
        await expectSignedIn(page);
        await expect(page.getByRole('heading', {level: 1, name: text.title})).toBeVisible();
        await expect(page.getByText(text.body)).toBeVisible();
        await expect(page.getByText(text.brokenLink)).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale]);
        // After hydration too.
        await expect(page).toHaveTitle(new RegExp(`^${text.title} \\| `));
        const wayOn = page.getByRole('navigation', {name: text.wayOn});
        await expect(wayOn.getByRole('link', {name: text.home})).toHaveAttribute('href', localePath(locale, '/'));
        await expect(wayOn.getByRole('link', {name: text.search})).toHaveAttribute(
          'href',
          localePath(locale, '/search'),
        );
        await expect(wayOn.getByRole('link', {name: text.report})).toHaveAttribute(
          'href',
          localePath(locale, '/docs/get-help/report-a-problem'),
        );
        await expectNoAccessibilityViolations(page, `${locale}-not-found`);
      });
    });
  });
}

test('the French site is served under /fr/ with French links', async ({page}) => {
  await page.goto('/fr/');
  await expectSignedIn(page);
  const cardLink = page.getByRole('link', {name: /À propos de ChatGNB/}).first();
  await expect(cardLink).toHaveAttribute('href', '/fr/docs/category/about-chatgnb');
});
