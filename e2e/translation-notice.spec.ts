/**
 * A French article published while its translation is being revised (PUBLISH_PENDING_TRANSLATIONS) tells its
 * readers so at the top, in French and in English, with a link to the English page. Served from the sample
 * build (`npm run build:pending-sample`, src/translations/tools/buildPendingSample.mjs): the French site built the normal
 * way after one English sentence of the article changed, on 20 November 2025, and its French did not. What the
 * notice says, and that no other article has one, is read from the built pages
 * (src/translations/translationNotice.site.test.ts); here, a reader sees it before the article, and axe checks it.
 */
import fs from 'node:fs';
import type {Server} from 'node:http';
import path from 'node:path';
import {test, expect, chooseAccount, expectNoAccessibilityViolations, expectSignedIn, signedOut} from './fixtures';
import {E2E_PORTS} from './ports';
import {localePath} from '../src/shared/testFacts/site';
import {createStaticServer} from '../src/hosting/tools/index.mjs';
import {PENDING_SAMPLE} from '../src/shared/testFacts/pendingSample.mjs';

const SAMPLE_DIR = path.resolve(__dirname, '..', PENDING_SAMPLE.outDir);
const ARTICLE = `/docs/${PENDING_SAMPLE.article}`;
const NOTICE_NAME = 'Traduction en cours de révision';

// A port the local identity provider registers (playwright.config.ts), as it registers the site's.
const sampleOrigin = `http://localhost:${E2E_PORTS.pendingSample}`;
let server: Server;

test.beforeAll(async () => {
  if (!fs.existsSync(path.join(SAMPLE_DIR, 'fr/index.html'))) {
    throw new Error(`${PENDING_SAMPLE.outDir}/ is missing: run npm run build:pending-sample first.`);
  }
  server = createStaticServer({root: SAMPLE_DIR});
  await new Promise<void>((resolve, reject) =>
    server.once('error', reject).listen(E2E_PORTS.pendingSample, '127.0.0.1', resolve),
  );
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test.describe('sample build with a pending translation', () => {
  // The sample is served on an origin of its own: the test signs in there, where nothing is cached yet, and runs axe
  // besides. Under load that takes longer than the 30 s a test of the site's own build gets.
  test.use({storageState: signedOut});
  test.slow();

  test('a French article whose translation is pending says so at the top, where the reader starts', async ({page}) => {
    await page.goto(`${sampleOrigin}${localePath('fr', ARTICLE)}`);
    await chooseAccount(page);
    await expectSignedIn(page);

    const notice = page.getByRole('region', {name: NOTICE_NAME});
    await expect(notice).toBeInViewport();
    // Above the article itself.
    const noticeBox = (await notice.boundingBox())!;
    const titleBox = (await page.getByRole('heading', {level: 1}).boundingBox())!;
    expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(titleBox.y);

    await expectNoAccessibilityViolations(page, 'fr-translation-pending-notice');
  });
});
