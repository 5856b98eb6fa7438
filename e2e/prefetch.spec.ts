import type {Page} from '@playwright/test';
import {test, expect, expectSignedIn} from './fixtures';
import {PREFETCHES_ISSUED_MARK} from '../src/hosting/idlePrefetch/marks';
import {docs, localePath, LOCALES} from './site';

// From an empty cache: scripts the shared context already holds would look prefetched.
test.use({ownContext: true});

/**
 * The page has issued the prefetches of the links in view (src/hosting/idlePrefetch marks it), and every one of them
 * has arrived.
 */
async function waitForIdlePrefetches(page: Page): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, PREFETCHES_ISSUED_MARK);
  await page.waitForFunction(() => {
    const arrived = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
    const prefetched = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'));
    return prefetched.length > 0 && prefetched.every((link) => arrived.has(link.href));
  });
}

// Links in view are prefetched once the browser is idle (src/hosting/idlePrefetch), not all at once after
// hydration: the next page a reader opens from the sidebar must still arrive with its scripts already fetched.
for (const locale of LOCALES) {
  test(`${locale}: the scripts of a page linked from the sidebar are fetched before the reader opens it`, async ({
    page,
  }) => {
    const [from, to] = ['how-to-use-chatgnb/how-to-write-prompts', 'how-to-use-chatgnb/how-to-start-a-chat'].map((id) =>
      docs(locale).find((doc) => doc.id === id)!,
    );
    await page.goto(localePath(locale, from.route));
    await expectSignedIn(page);
    await waitForIdlePrefetches(page);
    const clickedAt = await page.evaluate(() => performance.now());
    await page.getByRole('complementary').getByRole('link', {name: to.title, exact: true}).click();
    await expect(page.getByRole('heading', {level: 1, name: to.title})).toBeVisible();
    // Scripts the next page ran, and how many bytes each took from the network (0: from the browser's cache). Not
    // the new page's own prefetches, nor the search worker that the index prefetch starts when the browser is idle.
    const nextPageScripts = await page.evaluate(
      (since) =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => entry.startTime >= since && entry.initiatorType === 'script')
          .filter((entry) => /\/assets\/js\//.test(entry.name))
          .map((entry) => ({url: entry.name, fromNetwork: entry.transferSize > 0})),
      clickedAt,
    );
    expect(nextPageScripts.length, 'scripts the next page loaded').toBeGreaterThan(0);
    expect(
      nextPageScripts.filter((script) => script.fromNetwork).map((script) => script.url),
      'scripts of the next page fetched only when the reader clicked',
    ).toEqual([]);
  });
}

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
