import type {PluginOptions} from '@docusaurus/plugin-content-docs';
import {MANY_ARTICLES} from './CategoryArticles/limits';

type SidebarItemsGenerator = PluginOptions['sidebarItemsGenerator'];
type GeneratorArgs = Parameters<SidebarItemsGenerator>[0];
type GeneratedItem = Awaited<ReturnType<SidebarItemsGenerator>>[number];

/**
 * The folder of a section's articles, under docs/ (`workplace-services`), from the first article it holds directly;
 * null when it holds only sub-sections.
 */
function folderOf(items: readonly GeneratedItem[], docs: GeneratorArgs['docs']): string | null {
  for (const item of items) {
    if (item.type !== 'doc') continue;
    const folder = docs.find((doc) => doc.id === item.id)?.sourceDirName;
    if (folder && folder !== '.') return folder;
  }
  return null;
}

/**
 * A long section (more than MANY_ARTICLES articles) gets a page of its own when its folder has none (a
 * `_category_.json` with a label only, as Docusaurus allows): the theme's page listing its articles
 * (theme/DocCardList, a filter and a page at a time), at `/docs/category/<folder>` as the sections' own pages are.
 * Without it the sidebar could not be shortened (theme/DocSidebar links "All N articles" to that page), and every
 * page of the section would carry all of its links. A short section is left as its author wrote it.
 */
export function withLongSectionPages(items: readonly GeneratedItem[], docs: GeneratorArgs['docs']): GeneratedItem[] {
  return items.map((item) => {
    if (item.type !== 'category') return item;
    const children = withLongSectionPages(item.items, docs);
    if (item.link || children.length <= MANY_ARTICLES) return {...item, items: children};
    const folder = folderOf(children, docs);
    return {
      ...item,
      items: children,
      link: {type: 'generated-index', ...(folder ? {slug: `/category/${folder}`} : {})},
    };
  });
}

/** The docs plugin's `sidebarItemsGenerator`: Docusaurus's own sidebar, with a page for each long section lacking one. */
export const sidebarItemsGenerator: SidebarItemsGenerator = async ({defaultSidebarItemsGenerator, ...args}) =>
  withLongSectionPages(await defaultSidebarItemsGenerator(args), args.docs);
