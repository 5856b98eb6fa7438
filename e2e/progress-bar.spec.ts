import {test, expect, expectSignedIn} from './fixtures';
import {docs} from '../src/shared/testFacts/site';

// When the next page is slow to arrive, a bar at the top of the window says it is coming (the theme's nprogress).
test('a page that is slow to arrive shows the progress bar until it is there, then the bar goes', async ({page}) => {
  const [from, to] = ['how-to-use-chatgnb/how-to-write-prompts', 'how-to-use-chatgnb/how-to-start-a-chat'].map((id) =>
    docs('en').find((doc) => doc.id === id)!,
  );
  await page.goto(from.route);
  await expectSignedIn(page);
  // The bar's own script comes once the page is shown and the browser idle (src/hosting/progressBar.ts).
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => /\/progress-bar\.[0-9a-f]+\.js$/.test(entry.name)),
  );
  // A slow network from now on: the next page's scripts wait (routing also keeps them from the browser's cache).
  let release!: () => void;
  const slow = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/[^/]+\.js$/, async (route) => {
    await slow;
    await route.continue();
  });
  const bar = page.locator('#nprogress .bar');
  await page.getByRole('complementary').getByRole('link', {name: to.title, exact: true}).click();
  await expect(bar).toBeVisible();
  await expect(page.getByRole('heading', {level: 1, name: from.title})).toBeVisible();

  release();
  await expect(page.getByRole('heading', {level: 1, name: to.title})).toBeVisible();
  await expect(bar).toHaveCount(0);
  await page.unrouteAll({behavior: 'ignoreErrors'});
});
