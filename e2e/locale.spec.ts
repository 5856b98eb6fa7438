import {test, expect, expectSignedIn, openMenuOnPhone} from './fixtures';

const SWITCHES = [
  {
    from: '/docs/how-to-use-chatgnb/how-to-write-prompts?ref=test#prompt-patterns',
    to: '/fr/docs/how-to-use-chatgnb/how-to-write-prompts?ref=test#prompt-patterns',
    toggle: 'Français',
    lang: 'fr-CA',
    heading: 'Rédiger des requêtes (prompts)',
    anchor: '#prompt-patterns',
  },
  {
    from: '/fr/docs/get-help/troubleshooting?from=fr#clear-your-browser-cache',
    to: '/docs/get-help/troubleshooting?from=fr#clear-your-browser-cache',
    toggle: 'English',
    lang: 'en-CA',
    heading: 'Troubleshooting',
    anchor: '#clear-your-browser-cache',
  },
];

for (const s of SWITCHES) {
  test(`the "${s.toggle}" toggle opens the same page in that language, keeping the query and the anchor`, async ({
    page,
    baseURL,
  }) => {
    await page.goto(s.from);
    await expectSignedIn(page);
    await openMenuOnPhone(page);
    const toggle = page.getByRole('link', {name: s.toggle});
    await expect(toggle).toHaveAttribute('lang', s.lang);
    await toggle.click();
    await page.waitForURL(`${baseURL}${s.to}`);
    await expectSignedIn(page);
    await expect(page.locator('html')).toHaveAttribute('lang', s.lang);
    await expect(page.getByRole('heading', {level: 1, name: s.heading})).toBeVisible();
    await expect(page.locator(s.anchor)).toBeInViewport();
  });
}

// A crafted address on our own host must not turn the toggle into a link to another site.
const CRAFTED_PATHS = [
  '/fr//evil.example/x',
  '/fr/\\evil.example/x',
  '/fr///evil.example/x',
  '/fr/%2F%2Fevil.example/x',
  '/fr/%09/evil.example/x',
];

test.describe('crafted addresses', () => {
  // Each crafted address is a not-found page (and the host's own 404 answer is logged by the browser).
  test.use({expectedConsoleErrors: [/status of 404 \(Not Found\)/]});
  for (const crafted of CRAFTED_PATHS) {
    test(`the language toggle stays on this site on ${crafted}`, async ({page, baseURL}) => {
      await page.goto(crafted);
      await expectSignedIn(page);
      await openMenuOnPhone(page);
      const toggle = page.getByRole('link', {name: 'English'});
      expect(new URL((await toggle.getAttribute('href'))!, baseURL).origin).toBe(new URL(baseURL!).origin);
      await toggle.click();
      await page.waitForURL((url) => !url.pathname.startsWith('/fr/'));
      expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
      await expectSignedIn(page);
    });
  }
});
