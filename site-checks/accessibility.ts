/**
 * axe's rules that read a page's markup, as a signed-in reader's browser shows it, on every kind of page of both
 * languages: the home, About and docs index pages, every category page, the articles that hold every content
 * element, and a fixed sample of the other articles (e2e/pageSets.ts; today every article). axe costs seconds a page
 * in jsdom, so on a site of thousands of pages it runs on that bounded set; what every page says (language, headings,
 * links, texts) is checked on every page (./pages.test.ts). The lists that grow with a category (the sidebar's
 * articles, a category page's cards) are read up to their `LIST_ITEMS`th item: each item is the same component with
 * other words, and a category of hundreds of articles made them most of every page of it (axe took 4 times as long on
 * an article, 20–50 s on its category page).
 * Rules that need a rendering engine (colour contrast, target size) run in the browser on each kind of page and of
 * content (e2e/routes.spec.ts). One test file per language (./accessibility.*.test.ts): the languages run in parallel.
 */
import axe from 'axe-core';
import {describe, expect, test} from 'vitest';
import {AXE_TAGS, RENDERING_RULES} from '@site/e2e/axe';
import {inDepthDocs} from '@site/e2e/pageSets';
import {localePath, PAGES, type Locale} from '@site/e2e/site';
import {loadPage, signedInView} from './builtPages';

/** axe takes a few seconds a page, ten times as long on a busy 2-core machine. */
const AXE_TIMEOUT_MS = 120_000;
/**
 * The lists of a category's articles: the sidebar's (and its categories'), a category page's cards. Today's longest
 * holds 6: they are read whole. axe's time grows faster than the page (an article of a category of 475: 35 s whole,
 * 11 s with 50 items, 5 s without its sidebar, on a busy machine).
 */
const CATEGORY_LISTS = '.theme-doc-sidebar-menu, .theme-doc-sidebar-menu .menu__list, section.row';
const LIST_ITEMS = 12;

function shortenCategoryLists(document: Document): void {
  for (const list of document.querySelectorAll(CATEGORY_LISTS)) {
    while (list.children.length > LIST_ITEMS) list.lastElementChild!.remove();
  }
}

/** The pages axe reads: the page kinds, and the docs of pageSets.ts. */
function axeRoutes(locale: Locale): string[] {
  const pages = PAGES[locale].map(({route}) => route);
  return [...pages, ...inDepthDocs(locale).map(({route}) => route)].filter((route, n, all) => all.indexOf(route) === n);
}

export const axeEveryKindOfPage = (locale: Locale) =>
  describe(`${locale} pages`, () => {
    test.each(axeRoutes(locale))(
      '%s: no accessibility violation in its markup',
      async (route) => {
        const {window} = loadPage(localePath(locale, route), {runScripts: 'outside-only'});
        signedInView(window.document);
        shortenCategoryLists(window.document);
        window.eval(axe.source);
        const results = await (window as unknown as {axe: typeof axe}).axe.run(window.document, {
          runOnly: {type: 'tag', values: AXE_TAGS},
          rules: RENDERING_RULES,
          resultTypes: ['violations'],
        });
        const violations = results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target).join(', ')})`,
        );
        window.close();
        expect(violations).toEqual([]);
      },
      AXE_TIMEOUT_MS,
    );
  });
