import {test, expect, expectSignedIn} from './fixtures';
import {localePath, LOCALES} from './site';

const LINK = {en: 'Report a problem with this page', fr: 'Signaler un problème avec cette page'};

for (const locale of LOCALES) {
  test(`${locale}: every article ends with "Report a problem with this page", which opens the report-a-problem article while no contact is set`, async ({
    page,
  }) => {
    await page.goto(localePath(locale, '/docs/how-to-use-modes/writing-mode'));
    await expectSignedIn(page);
    const link = page.getByRole('article').getByRole('link', {name: LINK[locale]});
    await expect(link).toHaveAttribute('href', localePath(locale, '/docs/get-help/report-a-problem'));
    await link.click();
    await expect(page).toHaveURL(localePath(locale, '/docs/get-help/report-a-problem'));
  });
}
