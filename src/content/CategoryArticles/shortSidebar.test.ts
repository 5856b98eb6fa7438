import {beforeAll, describe, expect, test} from 'vitest';
import type {PropSidebarItem, PropSidebarItemCategory} from '@docusaurus/plugin-content-docs';
import {useSiteLocale, type Locale} from '@site/src/testing/site';
import {shortSidebar} from './shortSidebar';

const article = (section: string, index: number): PropSidebarItem => ({
  type: 'link',
  href: `/docs/${section}/article-${index}`,
  label: `Article ${index}`,
  docId: `${section}/article-${index}`,
});

const section = (name: string, count: number): PropSidebarItemCategory => ({
  type: 'category',
  label: name,
  href: `/docs/category/${name}`,
  collapsed: true,
  collapsible: true,
  items: Array.from({length: count}, (_, index) => article(name, index + 1)),
});

const ALL: Record<Locale, string> = {en: 'All 300 articles of this section', fr: 'Les 300 articles de cette section'};

describe.each<Locale>(['en', 'fr'])('%s: the sidebar shortens long sections only', (locale) => {
  beforeAll(() => useSiteLocale(locale));

  test('a long section keeps its first 10 articles, the one being read, and a link to all of them', () => {
    const [long] = shortSidebar([section('long', 300)], '/docs/long/article-250') as PropSidebarItemCategory[];
    const labels = long!.items.map((item) => (item.type === 'html' ? item.value : item.label));
    expect(labels).toEqual([
      ...Array.from({length: 10}, (_, index) => `Article ${index + 1}`),
      'Article 250',
      ALL[locale],
    ]);
    expect(long!.items.at(-1)).toMatchObject({type: 'link', href: '/docs/category/long'});
  });

  test('a short section, as today, is left whole', () => {
    const short = section('short', 12);
    expect(shortSidebar([short], '/docs/short/article-3')).toEqual([short]);
  });
});
