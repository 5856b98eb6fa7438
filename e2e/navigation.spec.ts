import {test, expect, expectSignedIn, SCRIPTS_HELD_BACK} from './fixtures';
import {docs, LOCALES, type Locale} from '../src/shared/testFacts/site';
import type {Page} from '@playwright/test';

// Each page starts with its own route only; another article's route comes when first needed (src/hosting/routeLists).
const FROM = 'how-to-use-chatgnb/how-to-write-prompts';
const TO = 'how-to-use-chatgnb/how-to-start-a-chat';

function articles(locale: Locale) {
  const prefix = locale === 'fr' ? '/fr' : '';
  const article = (id: string) => {
    const doc = docs(locale).find((candidate) => candidate.id === id)!;
    return {title: doc.title, url: `${prefix}${doc.route}`};
  };
  return [article(FROM), article(TO)] as const;
}

/** The route chunk a page preloads, as its HTML names it. */
async function routeChunkOf(page: Page, url: string): Promise<string> {
  const html = await (await page.request.get(url)).text();
  return /<link [^>]*href="([^"]+)" data-route-leaf=/.exec(html)![1]!;
}

async function openAndMark(page: Page, url: string) {
  await page.goto(url);
  await expectSignedIn(page);
  // Gone if the page is loaded again: a move within the page keeps it.
  await page.evaluate(() => document.documentElement.setAttribute('data-opened-here', ''));
}

const openedHere = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-opened-here'));

for (const locale of LOCALES) {
  test(`${locale}: a link to another article, hovered, fetches its route; followed, shows it without loading the page again`, async ({
    page,
  }) => {
    const [from, to] = articles(locale);
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await openAndMark(page, from.url);
    const toChunk = await routeChunkOf(page, to.url);
    const link = page.getByRole('complementary').getByRole('link', {name: to.title, exact: true});
    await link.hover();
    await expect.poll(() => fetched.includes(toChunk)).toBe(true);
    await link.click();
    await expect(page.getByRole('heading', {level: 1, name: to.title})).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${to.url}$`));
    expect(await openedHere(page)).toBe(true);
    await page.goBack();
    await expect(page.getByRole('heading', {level: 1, name: from.title})).toBeVisible();
    expect(await openedHere(page)).toBe(true);
  });
}

test.describe('after a deploy', () => {
  // The route's chunk, refused: the browser reports it.
  test.use({expectedConsoleErrors: SCRIPTS_HELD_BACK});

  test('a route that can no longer be fetched: the link followed loads its page whole', async ({page}) => {
    const [from, to] = articles('en');
    // From the start: the page prefetches the link's route as soon as it is idle.
    const toChunk = await routeChunkOf(page, to.url);
    await page.route(
      (url) => url.pathname === toChunk,
      (route) => route.abort(),
    );
    await openAndMark(page, from.url);
    await page.getByRole('complementary').getByRole('link', {name: to.title, exact: true}).click();
    await expect(page.getByRole('heading', {level: 1, name: to.title})).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${to.url}$`));
    expect(await openedHere(page)).toBe(false);
    await page.unrouteAll({behavior: 'ignoreErrors'});
  });
});
