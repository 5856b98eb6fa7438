import React from 'react';
import {afterEach, beforeAll, describe, expect, test} from 'vitest';
import {cleanup, fireEvent, screen, within} from '@testing-library/react';
import {accessibilityViolations} from '@site/src/testing/axe';
import CategoryArticles, {ARTICLES_PER_PAGE, type CategoryArticle} from './';
import {renderInSite, useSiteLocale, type Locale} from '@site/src/testing/site';

/** A long section: 60 articles, one of them with accents in its title and one found by its summary only. */
const ARTICLES: CategoryArticle[] = Array.from({length: 60}, (_, index) => ({
  href: `/docs/long-section/article-${index + 1}`,
  title: index === 41 ? 'Résumé d’une réunion' : `Article ${index + 1}`,
  description: index === 50 ? 'Set the chat language.' : `Summary of article ${index + 1}.`,
}));

const TEXT: Record<Locale, {filter: RegExp; all: string; more: string; found: string; none: string}> = {
  en: {
    filter: /^Filter the 60 articles of this section$/,
    all: 'Showing 24 of 60 articles',
    more: 'Show 24 more',
    found: '1 article matches “resume”',
    none: 'No article of this section matches “zzz”.',
  },
  fr: {
    filter: /^Filtrer les 60 articles de cette section$/,
    all: '24 articles affichés sur 60',
    more: 'Afficher 24 de plus',
    found: '1 article correspond à « resume »',
    none: 'Aucun article de cette section ne correspond à « zzz ».',
  },
};

const links = () => within(screen.getByRole('list')).getAllByRole('link');

afterEach(cleanup);

describe.each<Locale>(['en', 'fr'])(
  '%s: a long section lists its articles a page at a time, with a filter',
  (locale) => {
    beforeAll(() => useSiteLocale(locale));

    test('a labelled filter, the count in a status, the first page, and no accessibility violation', async () => {
      const {container} = renderInSite(<CategoryArticles articles={ARTICLES} />);
      expect(screen.getByRole('searchbox', {name: TEXT[locale].filter})).toBeTruthy();
      expect(screen.getByRole('status').textContent).toBe(TEXT[locale].all);
      expect(links()).toHaveLength(ARTICLES_PER_PAGE);
      expect(await accessibilityViolations(container)).toEqual([]);
    });

    test('"Show more" adds the next page and moves the focus to its first article', () => {
      renderInSite(<CategoryArticles articles={ARTICLES} />);
      fireEvent.click(screen.getByRole('button', {name: TEXT[locale].more}));
      expect(links()).toHaveLength(2 * ARTICLES_PER_PAGE);
      expect(document.activeElement).toBe(links()[ARTICLES_PER_PAGE]);
      fireEvent.click(screen.getByRole('button', {name: /12/}));
      expect(links()).toHaveLength(ARTICLES.length);
      expect(screen.queryByRole('button')).toBeNull();
    });

    test('the filter finds titles without their accents and summaries, and says when nothing matches', () => {
      renderInSite(<CategoryArticles articles={ARTICLES} />);
      const filter = screen.getByRole('searchbox');
      fireEvent.change(filter, {target: {value: 'resume'}});
      expect(links().map((link) => link.textContent)).toEqual(['Résumé d’une réunion']);
      expect(screen.getByRole('status').textContent).toBe(TEXT[locale].found);
      fireEvent.change(filter, {target: {value: 'CHAT language'}});
      expect(links()).toHaveLength(1);
      expect(links()[0]!.getAttribute('href')).toMatch(/\/docs\/long-section\/article-51$/);
      fireEvent.change(filter, {target: {value: 'zzz'}});
      expect(screen.queryAllByRole('link')).toEqual([]);
      expect(screen.getByRole('status').textContent).toBe(TEXT[locale].none);
    });
  },
);
