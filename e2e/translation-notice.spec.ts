/**
 * A French article published while its translation is being revised (PUBLISH_PENDING_TRANSLATIONS) tells its
 * readers so at the top, in French and in English, with a link to the English page. Served from the sample
 * build (`npm run build:pending-sample`, scripts/translations/pendingSample.mjs): the French site built the normal
 * way after one English sentence of the article changed, on 20 November 2025, and its French did not.
 */
import fs from 'node:fs';
import type {Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {test, expect, chooseAccount, expectNoAccessibilityViolations, expectSignedIn, signedOut} from './fixtures';
import {localePath} from './site';
import {createStaticServer} from '../scripts/hosting/static-server.mjs';
import {PENDING_SAMPLE} from '../scripts/translations/pendingSample.mjs';

const SAMPLE_DIR = path.resolve(__dirname, '..', PENDING_SAMPLE.outDir);
const ARTICLE = `/docs/${PENDING_SAMPLE.article}`;
const NOTICE = {
  name: 'Traduction en cours de révision',
  french:
    'La version anglaise de cette page a été mise à jour le 20 novembre 2025; la présente traduction est en cours de révision. Consulter la version anglaise',
  english:
    'The English version of this page was updated on November 20, 2025; this translation is being revised. Read the English version',
};

let server: Server;
let sampleOrigin: string;

test.beforeAll(async () => {
  if (!fs.existsSync(path.join(SAMPLE_DIR, 'fr/index.html'))) {
    throw new Error(`${PENDING_SAMPLE.outDir}/ is missing: run npm run build:pending-sample first.`);
  }
  server = createStaticServer({root: SAMPLE_DIR});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sampleOrigin = `http://localhost:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test.describe('sample build with a pending translation', () => {
  // The sample is served on an origin of its own: each test signs in there, where nothing is cached yet, and the
  // first one runs axe besides. Under load that takes longer than the 30 s a test of the site's own build gets.
  test.use({storageState: signedOut});
  test.slow();

  test('a French article whose translation is pending says so at the top, in both languages', async ({
    page,
    baseURL,
  }) => {
    await page.goto(`${sampleOrigin}${localePath('fr', ARTICLE)}`);
    await chooseAccount(page);
    await expectSignedIn(page);

    const notice = page.getByRole('region', {name: NOTICE.name});
    await expect(notice).toBeInViewport();
    const french = notice.getByRole('paragraph').first();
    const english = notice.getByRole('paragraph').last();
    await expect(french).toHaveAttribute('lang', 'fr-CA');
    await expect(french).toHaveText(NOTICE.french);
    await expect(english).toHaveAttribute('lang', 'en-CA');
    await expect(english).toHaveText(NOTICE.english);
    // Above the article itself.
    const noticeBox = (await notice.boundingBox())!;
    const titleBox = (await page.getByRole('heading', {level: 1}).boundingBox())!;
    expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(titleBox.y);

    for (const link of [
      french.getByRole('link', {name: 'Consulter la version anglaise'}),
      english.getByRole('link', {name: 'Read the English version'}),
    ]) {
      await expect(link).toHaveAttribute('href', ARTICLE);
      await expect(link).toHaveAttribute('hreflang', 'en-CA');
    }
    // The English page the links lead to is one of the site's (the sample holds the French site only).
    expect((await page.request.get(`${baseURL}${ARTICLE}`)).status()).toBe(200);

    await expectNoAccessibilityViolations(page, 'fr-translation-pending-notice');
  });

  test('its articles whose translation is current show no notice', async ({page}) => {
    await page.goto(`${sampleOrigin}${localePath('fr', '/docs/get-help/report-a-problem')}`);
    await chooseAccount(page);
    await expectSignedIn(page);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.getByRole('region', {name: NOTICE.name})).toHaveCount(0);
  });
});
