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

function useArticles(items: PropSidebarItem[]): CategoryArticle[] {
  const {docs} = useDocsVersion();
  return items.flatMap((item): CategoryArticle[] => {
    if (item.type === 'html' || !item.href) return [];
    const docId = item.type === 'link' ? item.docId : undefined;
    const description = item.description ?? (docId ? docs[docId]?.description : undefined);
    return [{href: item.href, title: item.label, ...(description ? {description} : {})}];
  });
}

/** A section's own list: the theme's cards, or, for a long section, its articles with a filter, a page at a time. */
function SectionList({items, className}: {items: PropSidebarItem[]; className?: string}): ReactNode {
  const visible = filterDocCardListItems(items);
  const articles = useArticles(visible);
  if (visible.length <= MANY_ARTICLES) return <DocCardList items={visible} className={className} />;
  return <CategoryArticles articles={articles} />;
}

function CurrentSectionList({className}: {className?: string}): ReactNode {
  return <SectionList items={useCurrentSidebarSiblings()} className={className} />;
}

/** The theme's DocCardList; a section's list without `items` (`<DocCardList />` on a category page) stays usable long. */
export default function DocCardListWrapper(props: Props): ReactNode {
  if (props.items) return <SectionList items={props.items} className={props.className} />;
  return <CurrentSectionList className={props.className} />;
}
