import {test, expect, expectSignedIn, openMenuOnPhone} from './fixtures';

const SWITCHES = [
  {
    // On a phone too, where the toggle is in the menu.
    tag: ' @both',
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
    tag: '',
    toggle: 'English',
    lang: 'en-CA',
    heading: 'Troubleshooting',
    anchor: '#clear-your-browser-cache',
  },
];

for (const s of SWITCHES) {
  test(`the "${s.toggle}" toggle opens the same page in that language, keeping the query and the anchor${s.tag}`, async ({
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

// A crafted address on our own host must not turn the toggle into a link to another site. Every spelling of the
// rule is unit-tested (src/translations/LocaleToggle/sameSite.test.ts); here, the toggle a reader clicks.
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
  test('the language toggle stays on this site, whatever the address', async ({page, baseURL}) => {
    for (const crafted of CRAFTED_PATHS) {
      await page.goto(crafted);
      await expectSignedIn(page);
      const toggle = page.getByRole('link', {name: 'English'});
      expect(new URL((await toggle.getAttribute('href'))!, baseURL).origin, crafted).toBe(new URL(baseURL!).origin);
      await toggle.click();
      await page.waitForURL((url) => !url.pathname.startsWith('/fr/'));
      expect(new URL(page.url()).origin, crafted).toBe(new URL(baseURL!).origin);
      await expectSignedIn(page);
    }
  });
});
