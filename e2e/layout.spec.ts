import type {Locator} from '@playwright/test';
import {test, expect, expectSignedIn} from './fixtures';

/** How wide an input's placeholder is drawn, and how much room the input has for it (CSS pixels). */
function placeholderWidths(box: Locator): Promise<{text: number; room: number}> {
  return box.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
    return {text: context.measureText(input.placeholder).width, room: input.clientWidth - padding};
  });
}

test('on a phone the docs sidebar opens and closes from the navbar button, and search is hidden @phone', async ({
  page,
}) => {
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
  // A touch screen cannot hover to reveal it: it is shown.
  await expect(copyButtons.first()).toHaveCSS('opacity', '1');
  const overflowing = await page
    .locator('article pre')
    .evaluateAll((blocks) => blocks.filter((pre) => pre.scrollWidth > pre.clientWidth + 1).length);
  expect(overflowing, 'code blocks wider than their box').toBe(0);
  expect(await copyButtons.count()).toBe(await page.locator('article pre').count());
});

test('on a phone the menu offers the search page, as the navbar search box is hidden @phone', async ({page}) => {
  await page.goto('/fr/docs/get-help/troubleshooting');
  await expectSignedIn(page);
  await page.getByRole('button', {name: 'Ouvrir/fermer la barre de navigation'}).click();
  await page.getByRole('button', {name: '← Retour au menu principal'}).click();
  const search = page.getByRole('dialog').getByRole('link', {name: "Rechercher dans le Centre d'aide"});
  await expect(search).toHaveAttribute('href', '/fr/search');
  await search.click();
  await expect(page).toHaveURL('/fr/search');
  await expect(page.getByRole('main').getByRole('searchbox', {name: "Rechercher dans le Centre d'aide"})).toBeVisible();
});

test('the home page heading link is named after its French heading @desktop', async ({page}) => {
  await page.goto('/fr/');
  await expectSignedIn(page);
  await expect(page.getByRole('link', {name: "Lien direct vers Parcourir les sujets d'aide"})).toHaveAttribute(
    'href',
    '#browse-topics',
  );
});

test('the home page links to the About page @desktop', async ({page}) => {
  await page.goto('/fr/');
  await expectSignedIn(page);
  await page.getByRole('main').getByRole('link', {name: "À propos de ce Centre d'aide"}).click();
  await expect(page.getByRole('heading', {level: 1, name: "À propos de ce Centre d'aide"})).toBeVisible();
});

test('category cards show their whole title and description', async ({page}) => {
  await page.goto('/fr/docs/category/get-help');
  await expectSignedIn(page);
  const cards = page.locator('article .card');
  await expect(cards.first()).toBeVisible();
  const cut = await cards
    .locator('h2, p')
    .evaluateAll((texts) => texts.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent));
  expect(cut, 'card texts cut short').toEqual([]);
  await expect(cards.getByRole('heading', {name: /Signaler un problème/})).toBeVisible();
});

test('on a phone the home search placeholder fits its box @phone', async ({page}) => {
  for (const path of ['/', '/fr/']) {
    await page.goto(path);
    await expectSignedIn(page);
    const box = page.getByRole('main').getByRole('searchbox');
    const {text, room} = await placeholderWidths(box);
    expect(text, `placeholder of ${path} (${room} px of room)`).toBeLessThanOrEqual(room);
  }
});

test('the navbar search placeholder fits its box, in both languages @desktop', async ({page}) => {
  for (const path of ['/', '/fr/']) {
    await page.goto(path);
    await expectSignedIn(page);
    const box = page.locator('input.navbar__search-input');
    const {text, room} = await placeholderWidths(box);
    expect(text, `navbar placeholder of ${path} (${room} px of room)`).toBeLessThanOrEqual(room);
  }
});

test('on a phone the back-to-top button leaves the footer readable @phone', async ({page}) => {
  await page.goto('/fr/docs/how-to-use-chatgnb/how-to-write-prompts');
  await expectSignedIn(page);
  const button = page.getByRole('button', {name: 'Retour au début de la page'});
  // The button shows when the reader scrolls back up a little from the bottom of the page.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(async () => {
    await page.evaluate(() => window.scrollBy(0, -20));
    await expect(button).toBeInViewport({timeout: 500});
  }).toPass();
  const copyright = page.getByRole('contentinfo').getByText('© 2025 Gouvernement du Nouveau-Brunswick');
  await expect(copyright).toBeInViewport();
  const [a, b] = [(await button.boundingBox())!, (await copyright.boundingBox())!];
  const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlap, 'the button covers the copyright line').toBe(false);
});
