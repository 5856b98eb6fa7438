/**
 * Trusted Types, enforced by the host's Content-Security-Policy on every page: the browser refuses a string given to
 * a script or markup sink (innerHTML, a script's src, eval…) unless one of the site's named policies made it. A reader's
 * whole journey runs under the site's own CSP with no violation, and a planted sink is refused.
 */
import type {BrowserContext, Page} from '@playwright/test';
import {test, expect, chooseAccount, expectSignedIn, openMenuOnPhone, signedOut} from './fixtures';
import {collected, receivedSince} from './collector';
import {FEEDBACK_TEXT} from '../src/shared/testFacts/feedbackTexts';
import {EVENTS} from '../src/feedback/tools/index.mjs';
import {localePath, SIGN_OUT, type Locale} from '../src/shared/testFacts/site';
import {SIGNED_OUT_ROUTE} from '../src/signIn/tools/index.mjs';

type Violation = {directive: string; sample: string; source: string; page: string};

/** Every Trusted Types violation the site's pages and workers report, as the browser reports them. */
async function recordViolations(context: BrowserContext, siteOrigin: string): Promise<Violation[]> {
  const violations: Violation[] = [];
  await context.exposeBinding('__trustedTypesViolation', ({page}, violation: Omit<Violation, 'page'>) => {
    violations.push({...violation, page: page.url()});
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as {__trustedTypesViolation: (v: object) => void}).__trustedTypesViolation({
        directive: event.effectiveDirective,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  // A worker's violations reach the console only.
  context.on('console', (message) => {
    if (/Trusted ?Type/i.test(message.text()) && (message.location().url || '').startsWith(siteOrigin)) {
      violations.push({directive: 'console', sample: message.text(), source: message.location().url, page: ''});
    }
  });
  return violations;
}

const SEARCH_LABEL: Record<Locale, string> = {en: 'Search the Help Centre', fr: "Rechercher dans le Centre d'aide"};

async function searchAndOpenFirstHit(page: Page, locale: Locale, query: string): Promise<void> {
  await openMenuOnPhone(page);
  const box = page
    .getByRole('combobox', {name: SEARCH_LABEL[locale]})
    .or(page.getByRole('textbox', {name: SEARCH_LABEL[locale]}));
  await box.fill(query);
  await page.getByRole('option').first().click();
  await page.waitForURL(/_highlight=/);
  await expect(page.locator('article mark').first()).toBeVisible();
}

async function answerFeedbackNo(page: Page, locale: Locale): Promise<void> {
  const text = FEEDBACK_TEXT[locale];
  await page.getByRole('button', {name: text.no, exact: true}).click();
  await page.getByRole('radio', {name: text.other}).check();
  await page.getByRole('textbox', {name: text.comment}).fill('The example <img src=x onerror=alert(1)> did not work');
  await page.getByRole('button', {name: text.send}).click();
  await expect(page.getByRole('status').filter({hasText: text.thanks})).toBeVisible();
}

test.describe('Trusted Types', () => {
  test.use({
    storageState: signedOut,
    // The missing page of each language: the host's 404 answer, which the browser logs.
    expectedConsoleErrors: [/status of 404 \(Not Found\) \(http:\/\/localhost:\d+\/(fr\/)?docs\/no-such-article\)/],
  });

  test('a reader’s journey in both languages runs under the enforced policy with no violation', async ({
    page,
    context,
    baseURL,
  }) => {
    test.slow();
    const violations = await recordViolations(context, baseURL!);
    const steps: [string, () => Promise<void>][] = [
      [
        'sign-in and the callback page',
        async () => {
          await page.goto('/docs/how-to-use-chatgnb/how-to-write-prompts#be-specific');
          await chooseAccount(page);
          await expectSignedIn(page);
        },
      ],
      [
        'home, then an article by client-side navigation',
        async () => {
          await page.goto('/');
          await expectSignedIn(page);
          await page
            .getByRole('main')
            .getByRole('link', {name: /How to use the modes/})
            .click();
          await expect(page.getByRole('heading', {level: 1, name: /How to use the modes/})).toBeVisible();
        },
      ],
      [
        'category, then an article by client-side navigation',
        async () => {
          await page.goto('/docs/category/get-help');
          await expectSignedIn(page);
          await page
            .getByRole('main')
            .getByRole('link', {name: /Report a problem/})
            .first()
            .click();
          await expect(page.getByRole('heading', {level: 1, name: /Report a problem/})).toBeVisible();
        },
      ],
      ['the search box and a hit', () => searchAndOpenFirstHit(page, 'en', 'correlation')],
      ['the feedback question and its reason', () => answerFeedbackNo(page, 'en')],
      [
        'the search page',
        async () => {
          await page.goto('/search?q=prompt');
          await expect(page.getByRole('link', {name: /prompt/i}).first()).toBeVisible();
          // The reader's words marked by elements, not markup: no policy of search's own.
          await expect(page.getByRole('main').locator('article mark').first()).toHaveText(/prompt/i);
        },
      ],
      [
        'a missing page',
        async () => {
          await page.goto('/docs/no-such-article');
          await expect(page.getByRole('heading', {level: 1})).toBeVisible();
        },
      ],
      [
        'French: the language toggle, an article, the search box and a hit',
        async () => {
          await page.goto('/docs/get-help/troubleshooting');
          await expectSignedIn(page);
          await openMenuOnPhone(page);
          await page.getByRole('link', {name: 'Français'}).click();
          await page.waitForURL('**/fr/docs/get-help/troubleshooting');
          await expectSignedIn(page);
          await searchAndOpenFirstHit(page, 'fr', 'corrélation');
          await answerFeedbackNo(page, 'fr');
        },
      ],
      [
        'French: the search page and a missing page',
        async () => {
          await page.goto(localePath('fr', '/search?q=requête'));
          await expect(page.getByRole('link', {name: /requête/i}).first()).toBeVisible();
          await expect(page.getByRole('main').locator('article mark').first()).toHaveText(/requête/i);
          await page.goto(localePath('fr', '/docs/no-such-article'));
          await expect(page.getByRole('heading', {level: 1})).toBeVisible();
        },
      ],
      [
        'sign-out',
        async () => {
          await page.goto(localePath('fr', '/'));
          await expectSignedIn(page);
          await openMenuOnPhone(page);
          await page.getByRole('button', {name: SIGN_OUT.fr.button}).click();
          await page.waitForURL(localePath('fr', `/${SIGNED_OUT_ROUTE}`));
          await expect(page.getByRole('heading', {level: 1, name: SIGN_OUT.fr.heading})).toBeVisible();
        },
      ],
    ];
    const perStep: Record<string, Violation[]> = {};
    for (const [name, step] of steps) {
      const before = violations.length;
      await test.step(name, step);
      perStep[name] = violations.slice(before);
    }
    await test.info().attach('trusted-types-violations.json', {
      contentType: 'application/json',
      body: JSON.stringify(perStep, null, 2),
    });
    expect(violations).toEqual([]);
  });
});

test.describe('a planted sink', () => {
  // The browser's own report of each refusal.
  test.use({
    expectedConsoleErrors: [/requires 'Trusted(HTML|ScriptURL)' assignment|Creating a TrustedTypePolicy named/],
  });

  test('a string planted in a markup or script sink is refused, and the owners learn of it without the string', async ({
    page,
  }) => {
    await page.goto('/docs/get-help/troubleshooting');
    await expectSignedIn(page);
    const since = new Date().toISOString();
    const planted = '<img src=x onerror="alert(document.cookie)">';
    let outcome: Record<string, string> = {};
    await collected(page, EVENTS.securityViolation, async () => {
      outcome = await page.evaluate((markup) => {
        const attempt = (sink: () => void): string => {
          try {
            sink();
            return 'accepted';
          } catch (error) {
            return error instanceof TypeError ? 'refused' : String(error);
          }
        };
        return {
          innerHTML: attempt(() => {
            document.querySelector('article')!.innerHTML = markup;
          }),
          scriptSrc: attempt(() => {
            document.createElement('script').src = '/assets/js/planted.js';
          }),
          defaultPolicy: attempt(() => window.trustedTypes!.createPolicy('default', {createHTML: (html) => html})),
          secondBundlerPolicy: attempt(() =>
            window.trustedTypes!.createPolicy('chatgnb-bundler', {createScriptURL: (url) => url}),
          ),
        };
      }, planted);
    });
    expect(outcome).toEqual({
      innerHTML: 'refused',
      scriptSrc: 'refused',
      defaultPolicy: 'refused',
      secondBundlerPolicy: 'refused',
    });
    await expect(page.getByRole('heading', {level: 1, name: 'Troubleshooting'})).toBeVisible();

    const reports = receivedSince(since).filter(
      (item) => item.envelope.data.baseData.name === EVENTS.securityViolation,
    );
    expect(reports.map((item) => item.envelope.data.baseData.properties)).toContainEqual(
      expect.objectContaining({
        directive: 'require-trusted-types-for',
        sink: 'Element innerHTML',
        page: '/docs/get-help/troubleshooting',
      }),
    );
    expect(JSON.stringify(reports)).not.toContain('onerror');
  });
});
