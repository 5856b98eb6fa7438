import {test, expect, expectSignedIn, openMenuOnPhone} from './fixtures';

test('the language toggle opens the same page in French, keeping the query and the anchor', async ({page}) => {
  await page.goto('/docs/how-to-use-chatgnb/how-to-write-prompts?ref=test#prompt-patterns');
  await expectSignedIn(page);
  await openMenuOnPhone(page);
  const toggle = page.getByRole('link', {name: 'Français'});
  await expect(toggle).toHaveAttribute('lang', 'fr-CA');
  await toggle.click();
  await page.waitForURL('**/fr/docs/how-to-use-chatgnb/how-to-write-prompts?ref=test#prompt-patterns');
  await expectSignedIn(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', {level: 1, name: 'Rédiger des requêtes (prompts)'})).toBeVisible();
  await expect(page.locator('#prompt-patterns')).toBeInViewport();
});

test('the language toggle opens the same page in English from French', async ({page}) => {
  await page.goto('/fr/docs/get-help/troubleshooting?from=fr#clear-your-browser-cache');
  await expectSignedIn(page);
  await openMenuOnPhone(page);
  const toggle = page.getByRole('link', {name: 'English'});
  await expect(toggle).toHaveAttribute('lang', 'en-CA');
  await toggle.click();
  await page.waitForURL((url) => url.pathname === '/docs/get-help/troubleshooting' && url.search === '?from=fr');
  expect(new URL(page.url()).hash).toBe('#clear-your-browser-cache');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  await expect(page.getByRole('heading', {level: 1, name: 'Troubleshooting'})).toBeVisible();
});
