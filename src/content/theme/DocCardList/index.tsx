import React, {type ReactNode} from 'react';
import DocCardList from '@theme-init/DocCardList';
import type {Props} from '@theme/DocCardList';
import {
  filterDocCardListItems,
  useCurrentSidebarSiblings,
  useDocsVersion,
} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import CategoryArticles, {MANY_ARTICLES, type CategoryArticle} from '@site/src/content/CategoryArticles';

/** The items, each article with its description (from the docs version's data). */
function useItemsWithDescriptions(items: PropSidebarItem[]): PropSidebarItem[] {
  const {docs} = useDocsVersion();
  return items.map((item) => {
    if (item.type !== 'link' || item.description || !item.docId) return item;
    const description = docs[item.docId]?.description;
    return description ? {...item, description} : item;
  });
}

function articlesOf(items: PropSidebarItem[]): CategoryArticle[] {
  return items.flatMap((item): CategoryArticle[] => {
    if (item.type === 'html' || !item.href) return [];
    return [{href: item.href, title: item.label, ...(item.description ? {description: item.description} : {})}];
  });
}

/** A section's own list: the theme's cards, or, for a long section, its articles with a filter, a page at a time. */
function SectionList({items, className}: {items: PropSidebarItem[]; className?: string}): ReactNode {
  const visible = useItemsWithDescriptions(filterDocCardListItems(items));
  if (visible.length <= MANY_ARTICLES) return <DocCardList items={visible} className={className} />;
  return <CategoryArticles articles={articlesOf(visible)} />;
}

function CurrentSectionList({className}: {className?: string}): ReactNode {
  return <SectionList items={useCurrentSidebarSiblings()} className={className} />;
}

/** The theme's DocCardList; a section's list without `items` (`<DocCardList />` on a category page) stays usable long. */
export default function DocCardListWrapper(props: Props): ReactNode {
  if (props.items) return <SectionList items={props.items} className={props.className} />;
  return <CurrentSectionList className={props.className} />;
}
