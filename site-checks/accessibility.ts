/**
 * axe's rules that read a page's markup, as a signed-in reader's browser shows it, on every kind of page of both
 * languages: the home, About and docs index pages, every category page, the articles that hold every content
 * element, and a fixed sample of the other articles (src/shared/testFacts/pageSets.ts; today every article). axe costs seconds a page
 * in jsdom, so on a site of thousands of pages it runs on that bounded set; what every page says (language, headings,
 * links, texts) is checked on every page (./pages.test.ts). Each page is read whole: the site itself keeps the lists
 * that grow with a section short (its sidebar keeps 12 entries, its page lists 24 articles at a time: src/content),
 * which is what keeps axe's time a page bounded (an article of a 475-article section took 35 s when its sidebar
 * listed them all).
 * Rules that need a rendering engine (colour contrast, target size) run in the browser on each kind of page and of
 * content (e2e/routes.spec.ts). One test file per language (./accessibility.*.test.ts): the languages run in parallel.
 */
import axe from 'axe-core';
import {describe, expect, test} from 'vitest';
import {AXE_TAGS, RENDERING_RULES} from '@site/src/shared/testFacts/axeRules';
import {inDepthDocs} from '@site/src/shared/testFacts/pageSets';
import {localePath, PAGES, type Locale} from '@site/src/shared/testFacts/site';
import {loadPage, signedInView} from '../src/testing/builtPages';

/** axe takes a few seconds a page, ten times as long on a busy 2-core machine. */
const AXE_TIMEOUT_MS = 120_000;
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
