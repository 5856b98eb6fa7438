/**
 * The docs version's data without what only a section's page shows. Docusaurus gives every doc page the version's
 * data: its sidebars and, for every article, its id, title, description and sidebar, read only by a section's cards.
 * Here the version's route keeps each article's id and title, and each section's page gets its own articles'
 * descriptions with its route (`sectionDescriptions`, read by ./sectionDescriptions.tsx).
 */
import type {RouteConfig} from '@docusaurus/types';
import type {PropSidebarItem, PropSidebarItemCategory, PropVersionMetadata} from '@docusaurus/plugin-content-docs';

/** A section's articles' descriptions, by article id. */
export type SectionDescriptions = {[docId: string]: string};

function isVersionMetadata(value: unknown): value is PropVersionMetadata {
  return typeof value === 'object' && value !== null && 'docsSidebars' in value && 'docs' in value;
}

/** Every section (sidebar category) among the items, nested ones included. */
export function sectionsIn(items: PropSidebarItem[]): PropSidebarItemCategory[] {
  return items.flatMap((item) => (item.type === 'category' ? [item, ...sectionsIn(item.items)] : []));
}

function descriptionEntry(item: PropSidebarItem, version: PropVersionMetadata): [string, string][] {
  if (item.type !== 'link' || !item.docId) return [];
  const description = version.docs[item.docId]?.description;
  return description ? [[item.docId, description]] : [];
}

function descriptionsBySectionPath(version: PropVersionMetadata): Map<string, SectionDescriptions> {
  const sections = Object.values(version.docsSidebars).flatMap(sectionsIn);
  return new Map(
    sections.flatMap((section) =>
      section.href
        ? [[section.href, Object.fromEntries(section.items.flatMap((item) => descriptionEntry(item, version)))]]
        : [],
    ),
  );
}

function withSectionDescriptions(route: RouteConfig, byPath: Map<string, SectionDescriptions>): RouteConfig {
  const sectionDescriptions = byPath.get(route.path);
  return {
    ...route,
    ...(sectionDescriptions && {props: {...route.props, sectionDescriptions}}),
    ...(route.routes && {routes: route.routes.map((child) => withSectionDescriptions(child, byPath))}),
  };
}

/** The docs plugin's routes, with the version's data lean and each section's descriptions on the section's route. */
export function leanVersionRoutes(route: RouteConfig): RouteConfig {
  const version = route.props?.version;
  if (!isVersionMetadata(version)) {
    return route.routes ? {...route, routes: route.routes.map(leanVersionRoutes)} : route;
  }
  const docs = Object.fromEntries(Object.entries(version.docs).map(([docId, {id, title}]) => [docId, {id, title}]));
  const leanRoute = {...route, props: {...route.props, version: {...version, docs}}};
  return withSectionDescriptions(leanRoute, descriptionsBySectionPath(version));
}
