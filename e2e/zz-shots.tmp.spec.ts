import {test, expect, expectSignedIn} from './fixtures';
import {localePath, LOCALES} from './site';

const Q = {en: 'clear browser cache', fr: 'vider le cache'};
const LABEL = {en: 'Search the Help Centre', fr: "Rechercher dans le Centre d'aide"};

for (const locale of LOCALES) {
  test(`${locale} box desktop`, async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto(localePath(locale, '/'));
    await expectSignedIn(page);
    const box = page.getByRole('combobox', {name: LABEL[locale]}).or(page.getByRole('textbox', {name: LABEL[locale]}));
    await box.fill(Q[locale]);
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.screenshot({path: `/work/shots/box-${locale}-desktop.png`});
    await box.fill('zzzqqqxxy');
    await expect(page.locator('[data-search-no-results]')).toBeVisible();
    await page.screenshot({path: `/work/shots/box-${locale}-desktop-no-hits.png`});
    await box.fill(Q[locale]);
    await page.getByRole('option').nth(0).click();
    await page.waitForURL(/_highlight=/);
    await expect(page.locator('article mark').first()).toBeVisible();
    await page.screenshot({path: `/work/shots/box-${locale}-desktop-hit-opened.png`});
  });
  for (const [name, size] of [
    ['desktop', {width: 1280, height: 800}],
    ['phone', {width: 390, height: 844}],
  ] as const) {
    test(`${locale} page ${name}`, async ({page}) => {
      await page.setViewportSize(size);
      await page.goto(localePath(locale, `/search?q=${encodeURIComponent(Q[locale])}`));
      await expectSignedIn(page);
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      await page.screenshot({path: `/work/shots/page-${locale}-${name}.png`});
      await page.screenshot({path: `/work/shots/page-${locale}-${name}-full.png`, fullPage: true});
      await page.goto(localePath(locale, '/search?q=zzzqqqxxy'));
      await expect(page.locator('[data-search-no-results]')).toBeVisible();
      await page.screenshot({path: `/work/shots/page-${locale}-${name}-no-hits.png`});
    });
  }
}
