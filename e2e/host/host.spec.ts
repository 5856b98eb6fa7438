/**
 * The built site under the Azure Static Web Apps emulator, with the host
 * configuration the build wrote (src/hosting/tools/emulator.mjs says what the
 * emulator's copy changes). The host, not the in-page gate, protects the files.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {devices, type APIResponse, type BrowserContext, type Page} from '@playwright/test';
import {
  test,
  expect,
  expectSignedIn,
  expectNoAccessibilityViolations,
  IDP_ORIGIN,
  openMenuOnPhone,
  savedSignIn,
  signedOut,
} from '../fixtures';
import {inDepthDocs} from '../../src/shared/testFacts/pageSets';
import {
  docs,
  localePath,
  LOCALES,
  NOT_FOUND,
  PAGES,
  HTML_LANG,
  SIGN_OUT,
  type Locale,
} from '../../src/shared/testFacts/site';
import {
  CALLBACK_ROUTE,
  HOST_SIGN_OUT_PATH,
  NOTHING_TO_FINISH_ROUTE,
  SIGNED_OUT_ROUTE,
} from '../../src/signIn/tools/index.mjs';

/** The host's sign-out that returns to the signed-out page of the locale at `baseUrl`, and nowhere a link chooses. */
const hostSignOutPath = (baseUrl: string) =>
  `${HOST_SIGN_OUT_PATH}?post_logout_redirect_uri=${encodeURIComponent(`${baseUrl}${SIGNED_OUT_ROUTE}`)}`;

const BUILD = path.resolve(__dirname, '../../build');

// The unknown paths these tests open answer 404 on purpose, and the browser logs each one.
test.use({
  expectedConsoleErrors: [/status of 404 \(Not Found\) \(http:\/\/127\.0\.0\.1:\d+\/(fr\/)?(docs\/)?no-such-/],
});
const HOST_SIGN_IN = '/.auth/login/aad';
const PRINCIPAL_COOKIE = 'StaticWebAppsAuthCookie';
const HOST_USER = 'emilie.cormier@gnb.test';
const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'x-robots-tag',
];
// Spellings that try to leave the site or the build folder, or to crash the server.
const HOSTILE_PATHS = [
  '/fr//evil.example/x',
  '//evil.example/x',
  '/%2F%2Fevil.example',
  '/..%2fstaticwebapp.config.json',
  '/%E0%A4%A',
  '/fr/..%2f..%2fetc%2fpasswd',
];

test.use({storageState: signedOut});

/** The pages the host serves without a principal: the signed-out page of each language, where signing out ends. */
const PUBLIC_PAGES = LOCALES.map((locale) => localePath(locale, `/${SIGNED_OUT_ROUTE}`));
/** The phone the other projects use, without its browser type (a test group cannot change browsers). */
const {defaultBrowserType: _phoneBrowser, ...PHONE} = devices['Pixel 7'];

/** Every file of the build the host would serve (its own configuration is read, never served). */
function builtFiles(): string[] {
  return fs
    .readdirSync(BUILD, {recursive: true, encoding: 'utf8'})
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => fs.statSync(path.join(BUILD, file)).isFile() && file !== 'staticwebapp.config.json')
    .sort();
}

/** Files of one folder and extension asked of the host, at most (the host's routes tell files apart by no more). */
const FILES_OF_A_KIND = 12;

/**
 * The built files these tests ask the emulator for, one request each (a few hundred today, thousands on a large
 * site): every file of a folder and extension of which there are at most `FILES_OF_A_KIND`, and a fixed sample of
 * the others. That every other path is protected too is read from the host's configuration (the test of the paths
 * that answer without a principal).
 */
function filesOfEachKind(): string[] {
  const kinds = new Map<string, string[]>();
  for (const file of builtFiles()) {
    const kind = `${path.posix.dirname(file)} ${path.posix.extname(file)}`;
    kinds.set(kind, [...(kinds.get(kind) ?? []), file]);
  }
  const inSampleOrder = (files: string[]) =>
    files
      .map((file) => ({file, order: createHash('sha256').update(file).digest('hex')}))
      .sort((a, b) => (a.order < b.order ? -1 : 1));
  return [...kinds.values()]
    .flatMap((files) =>
      inSampleOrder(files)
        .slice(0, FILES_OF_A_KIND)
        .map(({file}) => file),
    )
    .sort();
}

/**
 * The page routes of a language (or of both) these tests open: the home, About and docs index pages, and the docs of
 * src/shared/testFacts/pageSets.ts (every category page, and articles up to a bound: today every one).
 */
function pageRoutes(locales: readonly Locale[] = LOCALES): string[] {
  return locales.flatMap((locale) => [
    ...PAGES[locale].map(({route}) => localePath(locale, route)),
    ...inDepthDocs(locale).map(({route}) => localePath(locale, route)),
  ]);
}

/** The search index's parts, as the build ships them: the dictionary, postings and documents. */
const SEARCH_INDEX_FILES = [
  /search-index-dictionary\.json$/,
  /search-index-[0-9a-f]{16}\/t0\.json$/,
  /search-index-[0-9a-f]{16}\/d0\.json$/,
];

/** The search index's files of both languages, as addresses. */
function searchIndexPaths(): string[] {
  return builtFiles()
    .filter((file) => SEARCH_INDEX_FILES.some((kind) => kind.test(file)))
    .map((file) => `/${file}`);
}

/** A page, a script, a style sheet, an image and the search index (and its parts) of a language, as built. */
function oneFileOfEachKind(locale: Locale): string[] {
  const inLocale = builtFiles().filter((file) => (locale === 'fr') === file.startsWith('fr/'));
  const kinds = [/\.html$/, /^(fr\/)?assets\/js\/main\.[0-9a-f]+\.js$/, /\.css$/, /\.svg$/, ...SEARCH_INDEX_FILES];
  return kinds.map((kind) => inLocale.find((file) => kind.test(file))!);
}

/** The principal the host's sign-in leaves in the browser (what the emulator's sign-in page stores). */
function principalCookieValue(user = HOST_USER): string {
  const principal = {
    identityProvider: 'aad',
    userId: 'e2e-host-user',
    userDetails: user,
    userRoles: ['anonymous', 'authenticated'],
    claims: [],
  };
  return Buffer.from(JSON.stringify(principal)).toString('base64');
}

async function signInAtHost(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([{name: PRINCIPAL_COOKIE, value: principalCookieValue(), url: baseURL}]);
}

function expectSignInRedirect(response: APIResponse, baseURL: string, requested: string): void {
  expect(response.status(), `${requested} without a principal`).toBe(302);
  const location = new URL(response.headers().location ?? '', baseURL);
  expect(location.origin).toBe(new URL(baseURL).origin);
  expect(location.pathname).toBe(HOST_SIGN_IN);
  expect(location.searchParams.get('post_login_redirect_uri')).toBe(requested);
}

/** Collects the page's Content-Security-Policy violations, as the browser reports them. */
async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as {reportCspViolation: (text: string) => void}).reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  return violations;
}

test('without a principal, each kind of file of the build and of page redirects to the host sign-in', async ({
  request,
  baseURL,
}) => {
  // About 170 requests (280 at 1,000 articles a language), one after the other: requests in parallel starve the page
  // loads of a test running beside this one. A few milliseconds each (src/hosting/tools/emulatorEnvironment.mjs).
  const files = filesOfEachKind();
  const checked = [...files.map((file) => `/${file}`), ...pageRoutes(), '/docs/no-such-page', '/fr/no-such-page?x=1'];
  for (const requested of checked) {
    expectSignInRedirect(await request.get(requested, {maxRedirects: 0}), baseURL!, requested);
  }
  test.info().annotations.push({type: 'files checked', description: `${files.length} files, ${checked.length} paths`});
  expect(files.length).toBeGreaterThan(100);
});

/** The host configuration the build wrote. */
function hostConfig(): {routes: {route: string; allowedRoles?: string[]; statusCode?: number}[]} {
  return JSON.parse(fs.readFileSync(path.join(BUILD, 'staticwebapp.config.json'), 'utf8'));
}

test('without a principal, only the signed-out pages answer, and they load nothing from the site', async ({
  request,
}) => {
  const open = hostConfig().routes.filter(
    ({allowedRoles, statusCode}) => allowedRoles?.includes('anonymous') || (!allowedRoles && !statusCode),
  );
  expect(open.map(({route}) => route)).toEqual(PUBLIC_PAGES);
  for (const locale of LOCALES) {
    const response = await request.get(localePath(locale, `/${SIGNED_OUT_ROUTE}`), {maxRedirects: 0});
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<h1>${SIGN_OUT[locale].heading}</h1>`);
    expect(html).not.toContain('<script');
    // Logo and icon are inside the page; the one link is the home page, which asks for sign-in.
    const addresses = [...html.matchAll(/\b(?:src|href)="([^"]*)"/g)].map(([, address]) => address);
    expect(addresses.filter((address) => !address.startsWith('data:'))).toEqual([localePath(locale, '/')]);
  }
});

/** A request for exactly this path (a URL parser would read `//evil.example` as a host). */
function rawGet(baseURL: string, rawPath: string): Promise<{status: number; location?: string}> {
  const {hostname, port} = new URL(baseURL);
  return new Promise((resolve, reject) => {
    http
      .get({host: hostname, port, path: rawPath}, (response) => {
        response.resume();
        resolve({status: response.statusCode ?? 0, location: response.headers.location});
      })
      .on('error', reject);
  });
}

test('hostile paths never answer content and never send the reader to another host', async ({baseURL}) => {
  for (const requested of HOSTILE_PATHS) {
    const {status, location} = await rawGet(baseURL!, requested);
    expect(status, requested).not.toBe(200);
    if (location) {
      expect(new URL(location, baseURL).origin, `${requested} → ${location}`).toBe(new URL(baseURL!).origin);
    }
  }
});

test('the host offers no other sign-in than the tenant’s', async ({request}) => {
  for (const provider of ['github', 'twitter']) {
    expect((await request.get(`/.auth/login/${provider}`, {maxRedirects: 0})).status()).toBe(404);
  }
});

test.describe('with a principal', () => {
  test.beforeEach(async ({context, baseURL}) => signInAtHost(context, baseURL!));

  test('pages and both search indexes load, with the security headers', async ({page}) => {
    const request = page.context().request;
    const indexFiles = searchIndexPaths();
    expect(indexFiles).toHaveLength(2 * SEARCH_INDEX_FILES.length);
    for (const requested of [...pageRoutes(), ...indexFiles]) {
      // The host may first add a trailing slash (/docs → /docs/): follow it.
      const response = await request.get(requested);
      expect(response.status(), requested).toBe(200);
      const headers = response.headers();
      expect(
        SECURITY_HEADERS.filter((name) => !headers[name]),
        `${requested}: missing headers`,
      ).toEqual([]);
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['x-robots-tag']).toContain('noindex');
      expect(headers['cache-control']).toBe('no-cache');
    }
    const script = builtFiles().find((file) => /^assets\/js\/main\.[0-9a-f]+\.js$/.test(file))!;
    const asset = await request.get(`/${script}`);
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toContain('immutable');
  });

  for (const locale of LOCALES) {
    test(`${locale}: an unknown path is a not-found page in that language first`, async ({page}) => {
      const text = NOT_FOUND[locale];
      const response = await page.goto(localePath(locale, '/docs/no-such-article'));
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale]);
      await expect(page.getByRole('heading', {level: 1}).first()).toHaveText(text.title);
      await expect(page.getByText(text.body)).toBeVisible();
      await expect(page.getByText(text.brokenLink)).toBeVisible();
      await expectNoAccessibilityViolations(page);
    });
  }
});

test('a first visit asks the reader to sign in once and lands on the page asked for', async ({page, baseURL}) => {
  const asked = '/fr/docs/get-help/troubleshooting?ref=courriel';
  const prompts: string[] = [];
  // The emulator's own sign-in page loads its styles from the internet, which this machine cannot reach.
  await page.route(
    (url) => url.origin !== new URL(baseURL!).origin && url.origin !== IDP_ORIGIN,
    (route) => route.abort(),
  );
  page.on('response', (response) => {
    const url = new URL(response.url());
    const shownToReader = response.request().isNavigationRequest() && response.status() === 200;
    if (shownToReader && (url.pathname === HOST_SIGN_IN || url.origin === IDP_ORIGIN)) {
      prompts.push(`${url.origin}${url.pathname}`);
    }
  });

  await page.goto(asked);
  await page.waitForURL((url) => url.pathname === HOST_SIGN_IN);
  // What the emulator's sign-in page does when the reader signs in: store the principal, return to the page.
  const returnTo = new URL(page.url()).searchParams.get('post_login_redirect_uri')!;
  expect(returnTo).toBe(asked);
  await signInAtHost(page.context(), baseURL!);
  await page.goto(returnTo);

  await expectSignedIn(page);
  expect(page.url()).toBe(`${baseURL}${asked}`);
  await expect(page.getByRole('heading', {level: 1, name: 'Dépannage'})).toBeVisible();
  await expect(page.getByText('Émilie Cormier').first()).toBeAttached();
  test.info().annotations.push({type: 'interactive prompts', description: `${prompts.length}: ${prompts.join(', ')}`});
  expect(prompts).toEqual([`${baseURL}${HOST_SIGN_IN}`]);
});

for (const locale of LOCALES) {
  test(`${locale}: every page, search and the sign-in pages run under the host’s CSP with no violation`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const violations = await recordCspViolations(page);
    await signInAtHost(context, baseURL!);
    // The host's principal is the login hint: the local provider, like Entra with a session, asks nothing.
    await page.goto(localePath(locale, '/'));
    await expectSignedIn(page);

    const routes = [
      ...pageRoutes([locale]),
      localePath(locale, '/docs/no-such-page'),
      localePath(locale, `/${SIGNED_OUT_ROUTE}`),
      ...(locale === 'en' ? [`/${NOTHING_TO_FINISH_ROUTE}`] : []),
    ];
    for (const route of routes) {
      await page.goto(route);
      await expect(page.locator('body')).not.toBeEmpty();
    }
    await page.goto(localePath(locale, '/'));
    await expectSignedIn(page);
    await page
      .locator('.navbar')
      .getByRole('combobox')
      .or(page.locator('.navbar').getByRole('textbox'))
      .fill('prompts');
    await expect(page.getByRole('option').first()).toBeVisible();
    test.info().annotations.push({
      type: 'CSP violations',
      description: `${violations.length} over ${routes.length} pages and a search`,
    });
    expect(violations).toEqual([]);
  });
}

/** Every request the browser sends to the host's sign-out. */
function watchHostSignOuts(context: BrowserContext): string[] {
  const requests: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === HOST_SIGN_OUT_PATH) {
      requests.push(request.url());
    }
  });
  return requests;
}

/** The emulator's own sign-in page loads its styles from the internet, which this machine cannot reach. */
async function keepToThisMachine(context: BrowserContext, baseURL: string): Promise<void> {
  await context.route(
    (url) => url.origin !== new URL(baseURL).origin && url.origin !== IDP_ORIGIN,
    (route) => route.abort(),
  );
}

async function signOutOf(page: Page, locale: Locale): Promise<void> {
  await openMenuOnPhone(page);
  await page.getByRole('button', {name: SIGN_OUT[locale].button}).click();
  await page.waitForURL((url) => url.pathname === localePath(locale, `/${SIGNED_OUT_ROUTE}`));
  await expect(page.getByRole('heading', {level: 1, name: SIGN_OUT[locale].heading})).toBeVisible();
}

// On a phone, the reader signs out from the menu: in French, as the desktop tests cover both languages.
for (const [device, options, locales] of [
  ['desktop', {}, LOCALES],
  ['phone', PHONE, ['fr']],
] as const) {
  test.describe(`signing out, ${device}`, () => {
    test.use(options);
    for (const locale of locales) {
      const article = docs(locale).find(({id}) => id === 'how-to-use-chatgnb/how-to-write-prompts')!;
      test(`${locale}: ends the host's session too: every kind of file asks for sign-in again`, async ({
        page,
        context,
        baseURL,
      }) => {
        await keepToThisMachine(context, baseURL!);
        const violations = await recordCspViolations(page);
        const hostSignOuts = watchHostSignOuts(context);
        await signInAtHost(context, baseURL!);
        // A page whose address carries a sign-out target of the reader's choosing: it must not reach the host.
        const articlePath = `${localePath(locale, article.route)}?post_logout_redirect_uri=%2F%5Cevil.example`;
        await page.goto(articlePath);
        await expectSignedIn(page);

        await signOutOf(page, locale);
        await expect(page.getByText(SIGN_OUT[locale].body)).toBeVisible();
        expect(hostSignOuts).toEqual([`${baseURL}${hostSignOutPath(localePath(locale, '/'))}`]);
        expect((await context.cookies(baseURL)).map(({name}) => name)).not.toContain(PRINCIPAL_COOKIE);
        expect(await savedSignIn(page)).toEqual({localStorage: [], sessionStorage: [], cookies: []});
        expect(violations, 'CSP violations while signing out').toEqual([]);

        // Without its principal the browser is a first visitor, whom the first test follows through every file: here,
        // one file of each kind.
        for (const file of oneFileOfEachKind(locale)) {
          expectSignInRedirect(await context.request.get(`/${file}`, {maxRedirects: 0}), baseURL!, `/${file}`);
        }

        // The article again, with the site's scripts held back: the host sends the browser to its sign-in instead.
        await page.route('**/assets/js/**', (route) => route.abort());
        await page.goto(articlePath);
        await page.waitForURL((url) => url.pathname === HOST_SIGN_IN);
        await expect(page.getByRole('heading', {name: article.title})).toHaveCount(0);
        await page.unrouteAll();

        await page.goto(localePath(locale, `/${SIGNED_OUT_ROUTE}`));
        await page.getByRole('link', {name: SIGN_OUT[locale].signInAgain}).click();
        await page.waitForURL((url) => url.pathname === HOST_SIGN_IN);
      });
    }
  });
}

test.describe("the host's sign-out cannot be aimed at another site through us", () => {
  test.beforeEach(async ({context, baseURL}) => keepToThisMachine(context, baseURL!));

  test('a crafted link to the callback page still signs out to the fixed signed-out page', async ({
    page,
    context,
    baseURL,
  }) => {
    const hostSignOuts = watchHostSignOuts(context);
    await signInAtHost(context, baseURL!);
    await page.goto(`/fr/${CALLBACK_ROUTE}?signed-out&post_logout_redirect_uri=%2F%5Cevil.example#%2F%2Fevil.example`);
    await page.waitForURL(`${baseURL}/fr/${SIGNED_OUT_ROUTE}`);
    await expect(page.getByRole('heading', {level: 1, name: SIGN_OUT.fr.heading})).toBeVisible();
    expect(hostSignOuts).toEqual([`${baseURL}${hostSignOutPath('/fr/')}`]);
  });
});
