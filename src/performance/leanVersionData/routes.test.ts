import {describe, expect, it} from 'vitest';
import type {RouteConfig} from '@docusaurus/types';
import type {PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import {leanVersionRoutes} from './routes';

const version = {
  pluginId: 'default',
  version: 'current',
  label: 'Next',
  banner: null,
  badge: false,
  noIndex: false,
  className: 'docs-version-current',
  isLast: true,
  docsSidebars: {
    tutorialSidebar: [
      {
        type: 'category',
        label: 'Get help',
        href: '/docs/category/get-help',
        collapsible: true,
        collapsed: true,
        items: [
          {
            type: 'link',
            label: 'Troubleshooting',
            href: '/docs/get-help/troubleshooting',
            docId: 'get-help/troubleshooting',
          },
          {type: 'link', label: 'Elsewhere', href: 'https://example.invalid/'},
          {
            type: 'category',
            label: 'Forms',
            href: '/docs/category/forms',
            collapsible: true,
            collapsed: true,
            items: [{type: 'link', label: 'Leave', href: '/docs/forms/leave', docId: 'forms/leave'}],
          },
        ],
      },
    ],
  },
  docs: {
    'get-help/index': {
      id: 'get-help/index',
      title: 'Get help',
      description: 'Solve problems.',
      sidebar: 'tutorialSidebar',
    },
    'get-help/troubleshooting': {
      id: 'get-help/troubleshooting',
      title: 'Troubleshooting',
      description: 'Fix common problems yourself.',
      sidebar: 'tutorialSidebar',
    },
    'forms/leave': {id: 'forms/leave', title: 'Leave', description: 'Ask for leave.', sidebar: 'tutorialSidebar'},
  },
} satisfies PropVersionMetadata;

const docRoute = (path: string): RouteConfig => ({path, component: '@theme/DocItem', exact: true});

/** The docs plugin's shape: its root, the version's route with the version's data, the doc root, the pages. */
const routes: RouteConfig = {
  path: '/docs',
  component: '@theme/DocsRoot',
  routes: [
    {
      path: '/docs',
      component: '@theme/DocVersionRoot',
      props: {version},
      routes: [
        {
          path: '/docs',
          component: '@theme/DocRoot',
          routes: [docRoute('/docs/category/get-help'), docRoute('/docs/get-help/troubleshooting')],
        },
      ],
    },
  ],
};

const versionRoute = (route: RouteConfig) => route.routes![0]!;
const pagesOf = (route: RouteConfig) => versionRoute(route).routes![0]!.routes!;

describe('leanVersionRoutes', () => {
  const lean = leanVersionRoutes(routes);

  it('keeps each article’s id and title in the version’s data, not its description', () => {
    expect((versionRoute(lean).props!.version as PropVersionMetadata).docs).toEqual({
      'get-help/index': {id: 'get-help/index', title: 'Get help'},
      'get-help/troubleshooting': {id: 'get-help/troubleshooting', title: 'Troubleshooting'},
      'forms/leave': {id: 'forms/leave', title: 'Leave'},
    });
  });

  it('keeps the sidebars whole', () => {
    expect((versionRoute(lean).props!.version as PropVersionMetadata).docsSidebars).toEqual(version.docsSidebars);
  });

  it('gives a section’s page the descriptions of its own articles', () => {
    expect(pagesOf(lean)[0]!.props).toEqual({
      sectionDescriptions: {'get-help/troubleshooting': 'Fix common problems yourself.'},
    });
  });

  it('leaves an article’s page as it was', () => {
    expect(pagesOf(lean)[1]).toEqual(docRoute('/docs/get-help/troubleshooting'));
  });

  it('leaves routes without a version’s data as they were', () => {
    const tags = {path: '/docs/tags', component: '@theme/DocTagsListPage', exact: true, props: {tags: []}};
    expect(leanVersionRoutes(tags)).toBe(tags);
  });
});
