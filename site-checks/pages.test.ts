/**
 * What every page of the build says, read from the HTML the host serves (run after `npm run build:local`):
 * no browser needed for a page's title, language, heading, links and fixed texts. Every page is read, once for all
 * its checks (they run one after another), with the fast parser of src/testing/builtPages.ts. What only a browser shows
 * (layout, axe with rendering, journeys) is in e2e/.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {REPORT_A_PROBLEM_PATH} from '@site/src/feedback';
import {docs, HTML_LANG, LOCALES, localePath, NOT_FOUND, PAGES, type Locale} from '@site/src/shared/testFacts/site';
import {BUILD, builtFile, content, page, parseHtml, text} from '../src/testing/builtPages';

const SITE_NAME: Record<Locale, string> = {en: 'ChatGNB Help Centre', fr: "Centre d'aide ChatGNB"};
const REPORT_LINK: Record<Locale, string> = {
  en: 'Report a problem with this page',
  fr: 'Signaler un problème avec cette page',
};
const LAST_UPDATED: Record<Locale, string> = {en: 'Last updated on', fr: 'Dernière mise à jour le'};
const SEARCH_LABEL: Record<Locale, string> = {en: 'Search the Help Centre', fr: "Rechercher dans le Centre d'aide"};

describe.each(LOCALES)('%s pages', (locale) => {
  const articles = docs(locale).map(({route, title}) => ({route, heading: title, article: true}));
  const routes = [...PAGES[locale].map((entry) => ({...entry, article: false})), ...articles];

  describe.each(routes)('$route', ({route, heading, article: isArticle}) => {
    test('language, one heading, tab title', () => {
      const document = page(localePath(locale, route));
      expect(document.documentElement.getAttribute('lang')).toBe(HTML_LANG[locale]);
      const headings = Array.from(content(document).querySelectorAll('h1')).map(text);
      expect(headings).toEqual([heading]);
      expect(document.title).toMatch(new RegExp(` \\| ${SITE_NAME[locale]}$`));
      if (route.startsWith('/docs/') && !route.startsWith('/docs/category/')) {
        expect(document.title).toBe(`${heading} | ${SITE_NAME[locale]}`);
      }
    });

    test('every link to this site leads to a built page of the same language', () => {
      const document = page(localePath(locale, route));
      const links = Array.from(content(document).querySelectorAll('a[href^="/"]'));
      expect(links.length).toBeGreaterThan(0);
      // Collected, then compared once: a page of a large category links to hundreds of pages.
      expect(links.map((a) => a.getAttribute('href')!).filter((href) => !builtFile(href))).toEqual([]);
      // Only the language toggle leaves the French site.
      const leavingFrench = links.filter((a) => locale === 'fr' && !a.getAttribute('href')!.startsWith('/fr/'));
      const notToEnglish = leavingFrench.filter((a) => a.getAttribute('hreflang') !== HTML_LANG.en);
      expect(
        notToEnglish.map((a) => a.getAttribute('href')),
        `links out of French, not hreflang=${HTML_LANG.en}`,
      ).toEqual([]);
    });

    if (!isArticle) return;
    test('ends with the report-a-problem link and the day it was last updated', () => {
      const article = content(page(localePath(locale, route))).querySelector('article')!;
      const report = Array.from(article.querySelectorAll('a')).find((a) => text(a) === REPORT_LINK[locale]);
      expect(report?.getAttribute('href')).toBe(localePath(locale, REPORT_A_PROBLEM_PATH));
      const day = article.querySelector('time[itemprop="dateModified"]');
      const expected = new Intl.DateTimeFormat(HTML_LANG[locale], {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
        .format(new Date(day!.getAttribute('datetime')!))
        .replace(/^1 /, '1er ');
      expect(text(day!.closest('.theme-last-updated'))).toBe(`${LAST_UPDATED[locale]} ${expected}`);
    });
  });

  test('the navbar search box is labelled in the language of the page', () => {
    const input = page(localePath(locale, '/')).querySelector('.navbar input');
    expect(input?.getAttribute('aria-label')).toBe(SEARCH_LABEL[locale]);
    expect(input?.getAttribute('placeholder')).toBeTruthy();
  });

  test('the not-found page says so in this language, with a way on', () => {
    const document = page(localePath(locale, '/404.html'));
    const words = NOT_FOUND[locale];
    expect(document.documentElement.getAttribute('lang')).toBe(HTML_LANG[locale]);
    expect(document.title).toBe(`${words.title} | ${SITE_NAME[locale]}`);
    const main = content(document);
    expect(Array.from(main.querySelectorAll('h1')).map(text)).toEqual([words.title]);
    expect(text(main)).toContain(words.body);
    expect(text(main)).toMatch(words.brokenLink);
    const wayOn = main.querySelector(`nav[aria-label="${words.wayOn}"]`);
    const links = Object.fromEntries(
      Array.from(wayOn!.querySelectorAll('a')).map((a) => [text(a), a.getAttribute('href')]),
    );
    expect(links).toEqual({
      [words.home]: localePath(locale, '/'),
      [words.search]: localePath(locale, '/search'),
      [words.report]: localePath(locale, REPORT_A_PROBLEM_PATH),
    });
  });
});

test("the host's not-found page speaks both languages, each in its own section", () => {
  const document = parseHtml(fs.readFileSync(path.join(BUILD, 'not-found.html'), 'utf8'));
  for (const locale of LOCALES) {
    const section = document.querySelector(`section[lang="${HTML_LANG[locale]}"]`);
    expect(text(section)).toContain(NOT_FOUND[locale].title);
  }
});
