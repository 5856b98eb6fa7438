import {translate} from '@docusaurus/Translate';
import type {PropSidebar, PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {MANY_ARTICLES} from './limits';

function allArticlesLink(href: string, count: number): PropSidebarItem {
  return {
    type: 'link',
    href,
    label: translate(
      {
        id: 'content.sidebar.allArticles',
        message: 'All {count} articles of this section',
        description: "The sidebar's last link under a long section: to the section's page, which lists them all",
      },
      {count},
    ),
    className: 'sidebar-all-articles',
  };
}

/** The article being read, or a sub-section holding it. */
function holdsActive(item: PropSidebarItem, activePath: string): boolean {
  if (item.type === 'html') return false;
  if (item.href === activePath) return true;
  return item.type === 'category' && item.items.some((child) => holdsActive(child, activePath));
}

/**
 * The sidebar with its long sections (more than MANY_ARTICLES) shortened: their first articles, the one being read,
 * and a link to the section's page, which lists them all with a filter (CategoryArticles). Short ones are left as
 * they are.
 */
export function shortSidebar(items: readonly PropSidebarItem[], activePath: string): PropSidebar {
  return items.map((item) => {
    if (item.type !== 'category') return item;
    const children = shortSidebar(item.items, activePath);
    if (children.length <= MANY_ARTICLES || !item.href) return {...item, items: children};
    const first = children.slice(0, MANY_ARTICLES - 2);
    const active = children.slice(first.length).filter((child) => holdsActive(child, activePath));
    return {...item, items: [...first, ...active, allArticlesLink(item.href, children.length)]};
  });
}
