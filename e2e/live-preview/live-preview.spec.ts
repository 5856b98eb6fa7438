/**
 * The live preview (`npm run dev`) tells the truth: it serves one language and has no search index, so its search box
 * and its language toggle say so, in the page's language, and how to see the rest; sign-out ends on the signed-out
 * page; typing in its search box loses no keystroke; and an article's last-updated line is the day git first published it.
 */
import {execFileSync} from 'node:child_process';
import {formatLongDate} from '../../src/shared/longDate';
import {test, expect, chooseAccount, expectSignedIn, IDP_ORIGIN, signedOut} from '../fixtures';

const ARTICLE = '/docs/get-help/troubleshooting';
const SEARCH_NEEDS_BUILT_SITE =
  /^Search works on the built site only\. To try it, stop the live preview and run npm start/;

for (const delay of [20, 60, 100]) {
  test(`typed at ${delay} ms a key, every key is in the search box, which says how to search`, async ({page}) => {
    await page.goto(ARTICLE);
    await expectSignedIn(page);
    const box = page.getByRole('textbox', {name: 'Search the Help Centre'});
    await page.keyboard.press('Control+k');
    await expect(box).toBeFocused();
    await page.keyboard.type('reset my password', {delay});
    await expect(box).toHaveValue('reset my password');
    await expect(page.getByRole('status').filter({hasText: SEARCH_NEEDS_BUILT_SITE})).toBeVisible();
  });
}

test('the search page says how to search', async ({page}) => {
  await page.goto('/search?q=cache');
  await expectSignedIn(page);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(SEARCH_NEEDS_BUILT_SITE);
});

test('the language toggle explains how to preview the other language, not a page not found', async ({page}) => {
  await page.goto(ARTICLE);
  await expectSignedIn(page);
  await page.getByRole('link', {name: 'Français'}).click();
  await page.waitForURL(`**/fr${ARTICLE}`);
  await expectSignedIn(page);
  await expect(page.getByRole('heading', {level: 1, name: 'This preview shows one language at a time'})).toBeVisible();
  await expect(page.getByRole('main')).toContainText('npm run dev -- --locale fr');
  await expect(page.getByRole('main')).toContainText('npm start');
});

test.describe('signing out', () => {
  test.use({storageState: signedOut});
  test('ends on the signed-out page, which offers to sign in again', async ({page}) => {
    await page.goto(ARTICLE);
    await chooseAccount(page);
    await expectSignedIn(page);
    await page.getByRole('button', {name: 'Sign out'}).click();
    await page.waitForURL('**/signed-out');
    await expect(page.getByRole('heading', {level: 1, name: 'You are signed out'})).toBeVisible();
    await page.getByRole('link', {name: 'Sign in again'}).click();
    await page.waitForURL((url) => url.origin === IDP_ORIGIN);
  });
});

test('an article without change notes is dated the day git first published it, not a stand-in date', async ({page}) => {
  // Its oldest commit, following moves (src/content/changeNotes.mjs: no note, so its first publication).
  const added = execFileSync('git', ['log', '--follow', '--diff-filter=A', '--format=%ct', '--', `.${ARTICLE}.mdx`], {
    encoding: 'utf8',
  });
  const committed = added.trim().split('\n').at(-1)!;
  await page.goto(ARTICLE);
  await expectSignedIn(page);
  await expect(page.getByRole('main')).toContainText(
    `Last updated on ${formatLongDate(new Date(Number(committed) * 1000), 'en')}`,
  );
});
