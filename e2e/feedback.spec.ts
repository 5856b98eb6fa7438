/**
 * Readers' feedback and search signals, sent by Microsoft's SDK to the local collector (src/feedback/tools/collector), and
 * read back from what the collector received: the journeys of "Was this page helpful?" in both languages, on a
 * desktop with the keyboard and on a phone, a search's outcome, and what never leaves the browser.
 */
import type {Page} from '@playwright/test';
import {test, expect, expectNoAccessibilityViolations, expectSignedIn} from './fixtures';
import {collected, receivedSince, requestsToCollector, type Received} from './collector';
import {LOCAL_IDP, TEST_ACCOUNTS} from '../src/signIn/tools/index.mjs';
import {EVENTS} from '../src/feedback/tools/index.mjs';
import {FEEDBACK_TEXT} from '../src/shared/testFacts/feedbackTexts';

/** The worker's signed-in reader (e2e/fixtures.ts signs in with the first test account). */
const READER = TEST_ACCOUNTS[0]!;

const TEXT = FEEDBACK_TEXT;

// Answers are remembered in the browser for the day: each test starts from the signed-in state, without them.
test.use({ownContext: true});

function eventsNamed(items: Received[], name: string): Record<string, string>[] {
  return items
    .filter((item) => item.envelope.data.baseType === 'EventData' && item.envelope.data.baseData.name === name)
    .map((item) => item.envelope.data.baseData.properties ?? {});
}

/** The text the page gave the SDK in each item (its name, address and properties), where what a reader typed goes. */
function textsSent(items: Received[]): string[] {
  return items.flatMap(({envelope: {data}}) => {
    const {name, url, refUri, properties} = data.baseData as {name: string; url?: string; refUri?: string} & {
      properties?: Record<string, unknown>;
    };
    return [name, url, refUri, ...Object.values(properties ?? {})].filter((value) => typeof value === 'string');
  });
}

/**
 * Nothing that identifies the reader in what left the browser, nothing of what they `typed` that the scrubber
 * replaces (each a whole value: the SDK's own timestamps and ids hold digits by chance), and nothing but what the
 * help centre tracks.
 */
function expectNothingIdentifying(
  sent: {body: string; headers: Record<string, string>}[],
  items: Received[],
  typed: string[],
) {
  expect(sent.length).toBeGreaterThan(0);
  const bodies = sent.map(({body}) => body).join('\n');
  const [given, family] = READER.name.split(' ');
  for (const value of [given!, family!, READER.email, READER.email.split('@')[0]!, READER.oid, LOCAL_IDP.tenantId]) {
    expect(bodies.toLowerCase(), `"${value}" was sent`).not.toContain(value.toLowerCase());
  }
  const texts = textsSent(items);
  expect(texts.length).toBeGreaterThan(0);
  for (const value of typed) {
    expect(
      texts.filter((text) => text.includes(value)),
      `"${value}" was sent`,
    ).toEqual([]);
  }
  expect(sent.filter(({headers}) => 'cookie' in headers)).toEqual([]);
  expect(items.filter((item) => item.cookieSent)).toEqual([]);
  // No user, session, device or operation ids, and no location: the SDK's version and an address that names none.
  for (const {envelope} of items) {
    expect(envelope.tags).toEqual({
      'ai.internal.sdkVersion': expect.stringMatching(/^javascript:/),
      'ai.location.ip': '0.0.0.0',
    });
  }
}

async function openArticle(page: Page, path: string, question: string) {
  await page.goto(path);
  await expectSignedIn(page);
  await expect(page.getByRole('heading', {name: question})).toBeVisible();
}

test('a reader tells, with the keyboard, that an article is out of date and why; nothing identifies them', async ({
  page,
}) => {
  const t = TEXT.en;
  const since = new Date().toISOString();
  const sent = requestsToCollector(page);
  const article = '/docs/how-to-use-chatgnb/how-to-write-prompts';
  await openArticle(page, article, t.question);
  await expectNoAccessibilityViolations(page, 'question');

  await page.getByRole('button', {name: t.yes, exact: true}).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', {name: t.no, exact: true})).toBeFocused();
  await collected(page, EVENTS.helpful, () => page.keyboard.press('Enter'));
  // The reasons are asked for, the first one focused; sending without one says what is missing.
  const reasons = page.getByRole('group', {name: t.legend});
  await expect(reasons.getByRole('radio').first()).toBeFocused();
  await page.getByRole('button', {name: t.send}).press('Enter');
  await expect(page.getByText(t.missing)).toBeVisible();
  await expect(reasons.getByRole('radio').first()).toBeFocused();
  await expectNoAccessibilityViolations(page, 'details, reason missing');

  await page.keyboard.press('ArrowDown');
  await expect(reasons.getByRole('radio', {name: t.outdated})).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', {name: t.comment})).toBeFocused();
  await page.keyboard.type(
    'Marie here: step 2 is out of date. Call me at 506-555-0199 or marie.leblanc@gnb.test, employee 123456.',
  );
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', {name: t.send})).toBeFocused();
  await collected(page, EVENTS.feedbackDetails, () => page.keyboard.press('Enter'));

  await expect(page.getByRole('status').filter({hasText: t.thanks})).toBeVisible();
  await expect(page.getByText(t.thanks)).toBeFocused();
  await expectNoAccessibilityViolations(page, 'thanks');

  const items = receivedSince(since);
  expect(eventsNamed(items, EVENTS.helpful)).toEqual([{language: 'en', page: article, answer: 'no'}]);
  expect(eventsNamed(items, EVENTS.feedbackDetails)).toEqual([
    {
      language: 'en',
      page: article,
      reason: 'wrong-or-outdated',
      comment: '[name] here: step 2 is out of date. Call me at [phone] or [email], employee [number].',
    },
  ]);
  expectNothingIdentifying(sent, items, ['506-555-0199', 'marie.leblanc@gnb.test', '123456']);
});

test('on a phone, in French, « Oui » is one tap, remembered for the day; the view is counted without query or anchor @phone', async ({
  page,
  baseURL,
}) => {
  const t = TEXT.fr;
  const since = new Date().toISOString();
  const article = '/docs/how-to-use-modes/writing-mode';
  await collected(page, '"PageviewData"', () => openArticle(page, `/fr${article}?ref=courriel#top`, t.question));
  const yes = page.getByRole('button', {name: t.yes, exact: true});
  await yes.scrollIntoViewIfNeeded();
  await collected(page, EVENTS.helpful, () => yes.tap());
  await expect(page.getByRole('status').filter({hasText: t.thanks})).toBeVisible();
  await expectNoAccessibilityViolations(page, 'thanks');

  await page.reload();
  await expect(page.getByText(t.thanks)).toBeVisible();
  await expect(page.getByRole('button', {name: t.yes, exact: true})).toHaveCount(0);

  const items = receivedSince(since);
  expect(eventsNamed(items, EVENTS.helpful)).toEqual([{language: 'fr', page: article, answer: 'yes'}]);
  const views = items.filter((item) => item.envelope.data.baseType === 'PageviewData').map((item) => item.envelope);
  expect(views[0]!.data.baseData).toMatchObject({
    name: `/fr${article}`,
    url: `${baseURL}/fr${article}`,
    properties: {page: article, language: 'fr'},
  });
});

test('a search that finds nothing, the article opened next, and the hit a reader opens, reach the owners scrubbed', async ({
  page,
}) => {
  const since = new Date().toISOString();
  const sent = requestsToCollector(page);
  await page.goto('/');
  await expectSignedIn(page);
  const box = page
    .getByRole('combobox', {name: 'Search the Help Centre'})
    .or(page.getByRole('textbox', {name: 'Search the Help Centre'}));
  await box.fill('zzzqqqxxy 506-555-0199');
  await expect(page.locator('.navbar__search').getByText('No results', {exact: true}).first()).toBeVisible();
  // The reader leaves the box for the page.
  await collected(page, 'no-results', () => page.getByRole('heading', {name: 'Browse help topics'}).click());
  // Then opens an article: the owners learn where the words of the search belong.
  const topics = page.getByRole('navigation', {name: 'Popular topics:'});
  await collected(page, EVENTS.searchNextArticle, () =>
    topics.getByRole('link', {name: 'Translation', exact: true}).click(),
  );

  await box.fill('writing mode');
  const hits = page.getByRole('listbox').getByRole('option');
  await expect(hits.nth(1)).toBeVisible();
  const count = await hits.count();
  await collected(page, 'hit-opened', () => hits.nth(1).click());
  await expect(page).toHaveURL(/\/docs\/.*_highlight=/);

  const searches = eventsNamed(receivedSince(since), EVENTS.search);
  expect(searches).toEqual([
    {language: 'en', outcome: 'no-results', query: 'zzzqqqxxy [phone]'},
    {language: 'en', outcome: 'hit-opened', hits: String(count), position: '2', query: 'writing mode'},
  ]);
  expect(eventsNamed(receivedSince(since), EVENTS.searchNextArticle)).toEqual([
    {
      language: 'en',
      outcome: 'no-results',
      query: 'zzzqqqxxy [phone]',
      article: '/docs/how-to-use-modes/translation-mode',
    },
  ]);
  expectNothingIdentifying(sent, receivedSince(since), ['506-555-0199']);
});

test('with the network to the collector down, the reader is thanked and the site keeps working', async ({page}) => {
  const t = TEXT.en;
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await page.route('**/v2/track', (route) => route.abort('internetdisconnected'));
  await openArticle(page, '/docs/get-help/troubleshooting', t.question);
  await page.getByRole('button', {name: t.no, exact: true}).click();
  await page.getByRole('radio', {name: t.other}).check();
  await page.getByRole('button', {name: t.send}).click();
  await expect(page.getByRole('status').filter({hasText: t.thanks})).toBeVisible();
  await page.getByRole('link', {name: 'Report a problem', exact: true}).first().click();
  await expect(page.getByRole('heading', {level: 1, name: 'Report a problem'})).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('on a phone, the results page tells what found nothing and which result was opened @phone', async ({page}) => {
  const since = new Date().toISOString();
  await page.goto('/fr/search?q=zzzqqqxxy');
  await expectSignedIn(page);
  await expect(page.getByText("Aucun document n'a été trouvé")).toBeVisible();
  const box = page.getByRole('searchbox', {name: "Rechercher dans le Centre d'aide"});
  // Another search ends the one before.
  await collected(page, 'no-results', () => box.fill('mode rédaction'));
  const results = page.getByRole('main').getByRole('article');
  await expect(results.first()).toBeVisible();
  await collected(page, 'hit-opened', () => results.first().getByRole('link').first().tap());
  await expect(page).toHaveURL(/\/fr\/docs\//);

  expect(eventsNamed(receivedSince(since), EVENTS.search)).toEqual([
    {language: 'fr', outcome: 'no-results', query: 'zzzqqqxxy'},
    {
      language: 'fr',
      outcome: 'hit-opened',
      hits: expect.stringMatching(/^\d+$/),
      position: '1',
      query: 'mode rédaction',
    },
  ]);
});
