import {ACCOUNT_KNOWN} from '../src/signIn/tools/index.mjs';
import type {Locator, Page} from '@playwright/test';
import {test, expect, expectSignedIn} from './fixtures';
import {localePath, LOCALES, type Locale} from '../src/shared/testFacts/site';
import {withCopyrightYears} from '../src/shared/copyright';

/** How wide an input's placeholder is drawn, and how much room the input has for it (CSS pixels). */
function placeholderWidths(box: Locator): Promise<{text: number; room: number}> {
  return box.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const placeholder = getComputedStyle(input, '::placeholder');
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${placeholder.fontWeight} ${placeholder.fontSize} ${placeholder.fontFamily}`;
    const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
    return {text: context.measureText(input.placeholder).width, room: input.clientWidth - padding};
  });
}

/** The boxes of an element's lines of text, without its padding (CSS pixels, from the viewport's corner). */
function textLineBoxes(element: Locator): Promise<{x: number; y: number; width: number; height: number}[]> {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return Array.from(range.getClientRects(), ({x, y, width, height}) => ({x, y, width, height}));
  });
}

test('on a phone the docs sidebar opens and closes from the navbar button, and search is hidden @phone', async ({
  page,
}) => {
  await page.goto('/docs/about-chatgnb/what-is-chatgnb');
  await expectSignedIn(page);
  await expect(page.getByRole('searchbox')).toBeHidden();
  const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
  await toggle.click();
  const sidebar = page.locator('.navbar-sidebar');
  await expect(sidebar.getByRole('link', {name: 'Privacy and security'})).toBeVisible();
  await expect(sidebar.getByRole('button', {name: '← Back to main menu'})).toBeVisible();
  await page.getByRole('button', {name: 'Close navigation bar'}).click();
  await expect(sidebar.getByRole('link', {name: 'Privacy and security'})).toBeHidden();
});

test('on a phone the menu offers the other language and signing out @phone', async ({page}) => {
  await page.goto('/fr/');
  await expectSignedIn(page);
  await page.getByRole('button', {name: 'Ouvrir/fermer la barre de navigation'}).click();
  await expect(page.getByRole('link', {name: 'English'})).toBeVisible();
  await expect(page.getByRole('button', {name: 'Se déconnecter'})).toBeVisible();
});

/** The reader turns the mouse wheel; returns once the page has finished scrolling. */
async function scrollWithWheel(page: Page, deltaY: number): Promise<void> {
  type Scrolling = Window & {scrollEnded?: Promise<void>};
  await page.evaluate(() => {
    (window as Scrolling).scrollEnded = new Promise((resolve) =>
      addEventListener('scrollend', () => resolve(), {once: true}),
    );
  });
  await page.mouse.wheel(0, deltaY);
  await page.evaluate(() => (window as Scrolling).scrollEnded);
}

test('the navbar hides when scrolling down and comes back when scrolling up', async ({page}) => {
  await page.goto('/docs/how-to-use-chatgnb/how-to-write-prompts');
  await expectSignedIn(page);
  const navbar = page.getByRole('navigation', {name: 'Main'});
  await expect(navbar).toBeInViewport();
  // The theme hides the navbar when the page scrolls down from a position below the top: two steps down.
  await scrollWithWheel(page, 200);
  await scrollWithWheel(page, 200);
  await expect(navbar).not.toBeInViewport();
  await scrollWithWheel(page, -200);
  await expect(navbar).toBeInViewport();
});

test('the navbar shows the signed-in reader, a Chat link and the French toggle', async ({page}) => {
  await page.goto('/');
  await expectSignedIn(page);
  const navbar = page.getByRole('navigation', {name: 'Main'});
  await expect(navbar.getByText('Marie Leblanc')).toBeVisible();
  await expect(navbar.getByRole('link', {name: 'Chat', exact: true})).toBeVisible();
  await expect(navbar.getByRole('link', {name: 'Français'})).toBeVisible();
  await expect(navbar.getByRole('img', {name: 'Government of New Brunswick'})).toBeVisible();
});

test("a returning reader's page does not move as their name appears in the navbar", async ({page}) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, {layoutShifts: shifts});
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & {value: number}).value);
    }).observe({type: 'layout-shift', buffered: true});
  });
  await page.goto('/fr/docs/how-to-use-chatgnb/how-to-write-prompts');
  await expectSignedIn(page);
  // Shown before first paint, from the saved account, then confirmed: the case where the name arrives late.
  await expect(page.locator('html')).toHaveAttribute(ACCOUNT_KNOWN.attribute, '');
  await expect(page.getByRole('navigation', {name: 'Menu principal'}).getByText('Marie Leblanc')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {layoutShifts: number[]}).layoutShifts)).toEqual([]);
});

// The build under test was made this year: the copyright line runs to it.
const COPYRIGHT = {
  en: withCopyrightYears('© {years} Government of New Brunswick', new Date().getUTCFullYear()),
  fr: withCopyrightYears('© {years} Gouvernement du Nouveau-Brunswick', new Date().getUTCFullYear()),
};

test('the footer carries the government copyright in each language, to the year of the build', async ({page}) => {
  await page.goto('/');
  await expectSignedIn(page);
  await expect(page.getByRole('contentinfo')).toContainText(COPYRIGHT.en);
  await page.goto('/fr/');
  await expectSignedIn(page);
  await expect(page.getByRole('contentinfo')).toContainText(COPYRIGHT.fr);
});

test('on a phone, example prompts wrap inside their box and keep their copy button @phone', async ({page}) => {
  await page.goto('/fr/docs/how-to-use-chatgnb/how-to-write-prompts');
  await expectSignedIn(page);
  const copyButtons = page.getByRole('button', {name: /^Copier/});
  // A touch screen cannot hover to reveal it: it is shown.
  await expect(copyButtons.first()).toHaveCSS('opacity', '1');
  const overflowing = await page
    .locator('article pre')
    .evaluateAll((blocks) => blocks.filter((pre) => pre.scrollWidth > pre.clientWidth + 1).length);
  expect(overflowing, 'code blocks wider than their box').toBe(0);
  expect(await copyButtons.count()).toBe(await page.locator('article pre').count());
});

test('on a phone the menu offers the search page, as the navbar search box is hidden @phone', async ({page}) => {
  await page.goto('/fr/docs/get-help/troubleshooting');
  await expectSignedIn(page);
  await page.getByRole('button', {name: 'Ouvrir/fermer la barre de navigation'}).click();
  await page.getByRole('button', {name: '← Retour au menu principal'}).click();
  const search = page.getByRole('dialog').getByRole('link', {name: "Rechercher dans le Centre d'aide"});
  await expect(search).toHaveAttribute('href', '/fr/search');
  await search.click();
  await expect(page).toHaveURL('/fr/search');
  await expect(page.getByRole('main').getByRole('searchbox', {name: "Rechercher dans le Centre d'aide"})).toBeVisible();
});

test('the home page heading link is named after its French heading', async ({page}) => {
  await page.goto('/fr/');
  await expectSignedIn(page);
  await expect(page.getByRole('link', {name: "Lien direct vers Parcourir les sujets d'aide"})).toHaveAttribute(
    'href',
    '#browse-topics',
  );
});

test('the home page links to the About page', async ({page}) => {
  await page.goto('/fr/');
  await expectSignedIn(page);
  await page.getByRole('main').getByRole('link', {name: "À propos de ce Centre d'aide"}).click();
  await expect(page.getByRole('heading', {level: 1, name: "À propos de ce Centre d'aide"})).toBeVisible();
});

test('category cards show their whole title and description @both', async ({page}) => {
  await page.goto('/fr/docs/category/get-help');
  await expectSignedIn(page);
  const cards = page.locator('article .card');
  await expect(cards.first()).toBeVisible();
  const cut = await cards
    .locator('h2, p')
    .evaluateAll((texts) => texts.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent));
  expect(cut, 'card texts cut short').toEqual([]);
  await expect(cards.getByRole('heading', {name: /Signaler un problème/})).toBeVisible();
});

test('on a phone the home search placeholder fits its box @phone', async ({page}) => {
  for (const path of ['/', '/fr/']) {
    await page.goto(path);
    await expectSignedIn(page);
    const box = page.getByRole('main').getByRole('searchbox');
    const {text, room} = await placeholderWidths(box);
    expect(text, `placeholder of ${path} (${room} px of room)`).toBeLessThanOrEqual(room);
  }
});

/** Spec §2: the placeholder, and the collapsed box's "Search" beside the Ctrl+K hint; the link left of the box. */
const SEARCH_BOX: Record<Locale, {name: string; collapsed: string; expanded: string; chat: string}> = {
  en: {name: 'Search the Help Centre', collapsed: 'Search', expanded: 'Start typing to search', chat: 'Chat'},
  fr: {
    name: "Rechercher dans le Centre d'aide",
    collapsed: 'Rechercher',
    expanded: 'Commencez à taper pour effectuer une recherche',
    chat: 'Clavardage',
  },
};

/** How far the placeholder's end is from the input's right padding (≥ 0: the whole placeholder shows). */
const placeholderRoomLeft = (box: Locator) => placeholderWidths(box).then(({text, room}) => room - text);

for (const width of [1280, 997]) {
  test(`at ${width} px the navbar search box shows the Ctrl+K hint, and its whole placeholder when expanded`, async ({
    page,
  }) => {
    await page.setViewportSize({width, height: 800});
    for (const locale of LOCALES) {
      const texts = SEARCH_BOX[locale];
      await page.goto(localePath(locale, '/docs/how-to-use-chatgnb/how-to-write-prompts'));
      await expectSignedIn(page);
      const box = page.getByRole('combobox', {name: texts.name}).or(page.getByRole('textbox', {name: texts.name}));
      const hint = page.locator('.navbar__search kbd');

      // Collapsed: "Search" (where the navbar has room for it) and the shortcut.
      await expect(hint).toHaveText(['ctrl', 'K']);
      await expect(box).toHaveAttribute('placeholder', texts.collapsed);
      if (width >= 1200) {
        expect(await placeholderRoomLeft(box), `collapsed placeholder (${locale})`).toBeGreaterThanOrEqual(0);
      }

      // Expanded: the whole sentence, inside the window and clear of the language toggle.
      await page.keyboard.press('Control+k');
      await expect(box).toBeFocused();
      await expect(box).toHaveAttribute('placeholder', texts.expanded);
      await expect(page.locator('.navbar__search kbd:visible')).toHaveCount(0);
      await expect
        .poll(() => placeholderRoomLeft(box), {message: `expanded placeholder (${locale})`})
        .toBeGreaterThanOrEqual(0);
      const expanded = (await box.boundingBox())!;
      const toggle = (await page.getByRole('link', {name: locale === 'en' ? 'Français' : 'English'}).boundingBox())!;
      expect(expanded.x).toBeGreaterThanOrEqual(0);
      expect(expanded.x + expanded.width).toBeLessThanOrEqual(toggle.x);

      // The links under the expanded box stay in the tab order, and the box collapses as focus goes back to them.
      await page.keyboard.press('Shift+Tab');
      const chat = page.getByRole('link', {name: texts.chat, exact: true});
      await expect(chat).toBeFocused();
      await expect(chat).toHaveCSS('opacity', '1');
      await expect(box).toHaveAttribute('placeholder', texts.collapsed);
    }
  });
}

test('the search page input says the same as the expanded navbar box, in both languages', async ({page}) => {
  for (const locale of LOCALES) {
    const texts = SEARCH_BOX[locale];
    await page.goto(localePath(locale, '/search'));
    await expectSignedIn(page);
    const box = page.getByRole('main').getByRole('searchbox', {name: texts.name});
    await expect(box).toHaveAttribute('placeholder', texts.expanded);
    expect(await placeholderRoomLeft(box), `search page placeholder (${locale})`).toBeGreaterThanOrEqual(0);
  }
});

const FOOTER_TEXTS = {
  en: {backToTop: 'Scroll back to top', copyright: COPYRIGHT.en},
  fr: {backToTop: 'Retour au début de la page', copyright: COPYRIGHT.fr},
} satisfies Record<Locale, {backToTop: string; copyright: string}>;

for (const locale of LOCALES) {
  test(`${locale}: on a phone the back-to-top button never covers the copyright line @phone`, async ({page}) => {
    const texts = FOOTER_TEXTS[locale];
    await page.goto(localePath(locale, '/docs/how-to-use-chatgnb/how-to-write-prompts'));
    await expectSignedIn(page);
    const button = page.getByRole('button', {name: texts.backToTop});
    const copyright = page.getByRole('contentinfo').getByText(texts.copyright);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const bottom = await page.evaluate(() => window.scrollY);
    // The button shows as the reader scrolls back up; the copyright line moves down under it as they do.
    let checked = 0;
    for (let up = 10; up <= 150; up += 10) {
      await page.evaluate((y) => window.scrollTo(0, y), bottom - up);
      await expect(button).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 0, 0)'); // shown, at full size
      const a = (await button.boundingBox())!;
      const lines = (await textLineBoxes(copyright)).filter((b) => b.y < page.viewportSize()!.height);
      if (lines.length === 0) continue; // the line has gone below the screen
      const covered = lines.some(
        (b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height,
      );
      expect(covered, `the button covers the copyright line ${up} px above the bottom`).toBe(false);
      checked++;
    }
    expect(checked, 'positions where both the button and the copyright line were on screen').toBeGreaterThan(2);
  });
}

/**
 * WCAG 1.4.12: text spacing a reader applies with an extension, whose styles the page's CSP does not govern (a
 * bookmarklet is inline script, which the CSP already refuses).
 */
const TEXT_SPACING =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';

test.describe('at 320 px wide', () => {
  test.use({viewport: {width: 320, height: 640}, bypassCSP: true, ownContext: true});
  for (const locale of LOCALES) {
    test(`${locale}: with text spacing applied, the navbar shows the site's whole name @phone`, async ({page}) => {
      await page.goto(localePath(locale, '/docs/get-help/troubleshooting'));
      await expectSignedIn(page);
      await page.addStyleTag({content: TEXT_SPACING});
      // The navbar's own brand (the phone menu has another, hidden while the menu is closed).
      const title = page.locator('.navbar__inner .navbar__brand .navbar__title');
      await expect(title).toHaveText(locale === 'en' ? 'Help Centre' : "Centre d'aide");
      const cut = await title.evaluate((el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight);
      expect(cut, "the site's name is cut short").toBe(false);
      // Still inside the navbar, which keeps its height.
      const navbar = (await page.locator('.navbar').boundingBox())!;
      const box = (await title.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(navbar.y + navbar.height);
    });
  }
});

test('on a phone, a tap outside the open menu closes it @phone', async ({page}) => {
  await page.goto('/fr/');
  await expectSignedIn(page);
  const menuButton = page.getByRole('button', {name: 'Ouvrir/fermer la barre de navigation'});
  await menuButton.click();
  const menu = page.getByRole('dialog', {name: 'Menu du site'});
  await expect(menu).toBeVisible();
  // Beside the menu, on the dimmed page.
  const viewport = page.viewportSize()!;
  const menuBox = (await menu.boundingBox())!;
  expect(menuBox.x + menuBox.width, 'the menu leaves part of the page uncovered').toBeLessThan(viewport.width - 20);
  await page.touchscreen.tap(viewport.width - 10, viewport.height / 2);
  await expect(menu).toBeHidden();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
});
