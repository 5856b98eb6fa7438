/**
 * axe's rules that read a page's markup, as a signed-in reader's browser shows it, on every kind of page of both
 * languages: the home, About and docs index pages, every category page, the articles that hold every content
 * element, and a fixed sample of the other articles (e2e/pageSets.ts; today every article). axe costs seconds a page
 * in jsdom, so on a site of thousands of pages it runs on that bounded set; what every page says (language, headings,
 * links, texts) is checked on every page (./pages.test.ts). On an article, the sidebar's list of its category's
 * articles is left out: it is the same list, with the same markup, as on its category page, where axe reads it, and
 * in a category of hundreds of articles it is most of the page (axe took four times as long with it).
 * Rules that need a rendering engine (colour contrast, target size) run in the browser on each kind of page and of
 * content (e2e/routes.spec.ts). One test file per language (./accessibility.*.test.ts): the languages run in parallel.
 */
import axe from 'axe-core';
import {describe, expect, test} from 'vitest';
import {AXE_TAGS, RENDERING_RULES} from '@site/e2e/axe';
import {inDepthDocs, isCategoryPage} from '@site/e2e/pageSets';
import {localePath, PAGES, type Locale} from '@site/e2e/site';
import {loadPage, signedInView} from './builtPages';

/** axe takes up to 20 s on a category page of hundreds of articles on a busy 2-core machine. */
const AXE_TIMEOUT_MS = 120_000;
const SIDEBAR_ITEMS = '.theme-doc-sidebar-menu';

/** The pages axe reads, and whether it reads the sidebar's items there. */
function axePages(locale: Locale): {route: string; withSidebarItems: boolean}[] {
  const pages = PAGES[locale].map(({route}) => ({route, withSidebarItems: true}));
  const docs = inDepthDocs(locale).filter((doc) => !pages.some(({route}) => route === doc.route));
  return [...pages, ...docs.map((doc) => ({route: doc.route, withSidebarItems: isCategoryPage(doc)}))];
}

export const axeEveryKindOfPage = (locale: Locale) =>
  describe(`${locale} pages`, () => {
    test.each(axePages(locale))(
      '$route: no accessibility violation in its markup',
      async ({route, withSidebarItems}) => {
        const {window} = loadPage(localePath(locale, route), {runScripts: 'outside-only'});
        signedInView(window.document);
        if (!withSidebarItems) window.document.querySelectorAll(SIDEBAR_ITEMS).forEach((items) => items.remove());
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
        expect(violations).toEqual([]);
      },
      AXE_TIMEOUT_MS,
    );
  });
