import {test, expect, expectSignedIn} from './fixtures';

const TAGS = [
  {name: 'Translation', heading: 'Translation mode'},
  {name: 'Writing', heading: 'Writing mode'},
  {name: 'How to write prompts', heading: 'How to write prompts'},
];

const CARDS = [
  {name: /About ChatGNB/, heading: 'About ChatGNB', path: '/docs/category/about-chatgnb'},
  {name: /How to use ChatGNB/, heading: 'How to use ChatGNB', path: '/docs/category/how-to-use-chatgnb'},
  {name: /How to use the modes/, heading: 'How to use the modes', path: '/docs/category/how-to-use-modes'},
  {name: /Get help/, heading: 'Get help', path: '/docs/category/get-help'},
];

// Where each link leads is read from the build (site-checks/pages.test.ts: every link reaches a built page); here, a
// reader follows each one from the home page.
test('each popular topic and each card of the home page opens its page', async ({page}) => {
  await page.goto('/');
  await expectSignedIn(page);
  for (const tag of TAGS) {
    await page
      .getByRole('navigation', {name: 'Popular topics:'})
      .getByRole('link', {name: tag.name, exact: true})
      .click();
    await expect(page.getByRole('heading', {level: 1, name: tag.heading})).toBeVisible();
    await page.goBack();
  }
  for (const card of CARDS) {
    await page.getByRole('main').getByRole('link', {name: card.name}).click();
    await expect(page).toHaveURL(card.path);
    await expect(page.getByRole('heading', {level: 1, name: card.heading})).toBeVisible();
    await page.goBack();
  }
});

test('"Find a topic" searches the same index and lists matching articles', async ({page}) => {
  await page.goto('/fr/');
  await expectSignedIn(page);
  await page.getByRole('searchbox', {name: 'Trouver un sujet'}).fill('traduction');
  await page.getByRole('button', {name: 'Rechercher'}).click();
  await expect(page).toHaveURL(/\/fr\/search\?q=traduction/);
  await expect(page.getByRole('link', {name: /Mode traduction/}).first()).toBeVisible();
});
