import {test, expect, expectSignedIn} from './fixtures';

test('on a phone the docs sidebar opens and closes from the navbar button, and search is hidden @phone', async ({page}) => {
  await page.goto('/docs/about-chatgnb/what-is-chatgnb');
  await expectSignedIn(page);
  await expect(page.getByRole('searchbox')).toBeHidden();
  const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
  await toggle.click();
  const sidebar = page.locator('.navbar-sidebar');
  await expect(sidebar.getByRole('link', {name: 'Privacy and security'})).toBeVisible();
  await expect(sidebar.getByRole('button', {name: '← Back to main menu'})).toBeVisible();
  await page.getByRole('button', {name: 'Close navigation bar'}).click();
  await expect(sidebar.getByRole('link', {name: 'Privacy and security'})).toBeHidden();
});

test('on a phone the menu offers the other language and signing out @phone', async ({page}) => {
  await page.goto('/fr/');
  await expectSignedIn(page);
  await page.getByRole('button', {name: 'Ouvrir/fermer la barre de navigation'}).click();
  await expect(page.getByRole('link', {name: 'English'})).toBeVisible();
  await expect(page.getByRole('button', {name: 'Se déconnecter'})).toBeVisible();
});

test('the navbar hides when scrolling down and comes back when scrolling up @desktop', async ({page}) => {
  await page.goto('/docs/how-to-use-chatgnb/how-to-write-prompts');
  await expectSignedIn(page);
  const navbar = page.getByRole('navigation', {name: 'Main'});
  await expect(navbar).toBeInViewport();
  // The navbar reacts to the direction between two scroll positions: keep scrolling until it does.
  await expect(async () => {
    await page.mouse.wheel(0, 400);
    await expect(navbar).not.toBeInViewport({timeout: 500});
  }).toPass();
  await expect(async () => {
    await page.mouse.wheel(0, -200);
    await expect(navbar).toBeInViewport({timeout: 500});
  }).toPass();
});

test('the navbar shows the signed-in reader, a Chat link and the French toggle @desktop', async ({page}) => {
  await page.goto('/');
  await expectSignedIn(page);
  const navbar = page.getByRole('navigation', {name: 'Main'});
  await expect(navbar.getByText('Marie Leblanc')).toBeVisible();
  await expect(navbar.getByRole('link', {name: 'Chat', exact: true})).toBeVisible();
  await expect(navbar.getByRole('link', {name: 'Français'})).toBeVisible();
  await expect(navbar.getByRole('img', {name: 'Government of New Brunswick'})).toBeVisible();
});

test('the footer carries the government copyright in each language', async ({page}) => {
  await page.goto('/');
  await expectSignedIn(page);
  await expect(page.getByRole('contentinfo')).toContainText('© 2025 Government of New Brunswick');
  await page.goto('/fr/');
  await expectSignedIn(page);
  await expect(page.getByRole('contentinfo')).toContainText('© 2025 Gouvernement du Nouveau-Brunswick');
});

test('on a phone, example prompts wrap inside their box and keep their copy button @phone', async ({page}) => {
  await page.goto('/fr/docs/how-to-use-chatgnb/how-to-write-prompts');
  await expectSignedIn(page);
  const copyButtons = page.getByRole('button', {name: /^Copier/});
  await expect(copyButtons.first()).toBeAttached();
  const overflowing = await page
    .locator('article pre')
    .evaluateAll((blocks) => blocks.filter((pre) => pre.scrollWidth > pre.clientWidth + 1).length);
  expect(overflowing, 'code blocks wider than their box').toBe(0);
  expect(await copyButtons.count()).toBe(await page.locator('article pre').count());
});
