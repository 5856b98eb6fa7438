import {test, expect, expectSignedIn} from './fixtures';
import {docs, localePath, LOCALES} from './site';

// Links in view are prefetched once the browser is idle (src/plugins/idlePrefetch), not all at once after
// hydration: the next page a reader opens from the sidebar must still arrive with its scripts already fetched.
for (const locale of LOCALES) {
  test(`${locale}: the scripts of a page linked from the sidebar are fetched before the reader opens it @desktop`, async ({
    page,
  }) => {
    const [from, to] = ['how-to-use-chatgnb/how-to-write-prompts', 'how-to-use-chatgnb/how-to-start-a-chat'].map((id) =>
      docs(locale).find((doc) => doc.id === id)!,
    );
    await page.goto(localePath(locale, from.route));
    await expectSignedIn(page);
    // The idle queue issues its prefetches within milliseconds; the network then falls quiet.
    await page.waitForLoadState('networkidle');
    const prefetchLinks = await page.locator('link[rel="prefetch"]').count();
    expect(prefetchLinks, 'links prefetched').toBeGreaterThan(0);
    const clickedAt = await page.evaluate(() => performance.now());
    await page.getByRole('complementary').getByRole('link', {name: to.title, exact: true}).click();
    await expect(page.getByRole('heading', {level: 1, name: to.title})).toBeVisible();
    // Scripts the next page needed, and how many bytes each took from the network (0: from the browser's cache).
    const nextPageScripts = await page.evaluate(
      (since) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime >= since && /\/assets\/js\//.test(entry.name))
          .map((entry) => ({url: entry.name, fromNetwork: (entry as PerformanceResourceTiming).transferSize > 0})),
      clickedAt,
    );
    expect(nextPageScripts.length, 'scripts the next page loaded').toBeGreaterThan(0);
    expect(
      nextPageScripts.filter((script) => script.fromNetwork).map((script) => script.url),
      'scripts of the next page fetched only when the reader clicked',
    ).toEqual([]);
  });
}
