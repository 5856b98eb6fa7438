import type {Config, LoadContext} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {PluginOptions as SearchOptions} from '@easyops-cn/docusaurus-search-local';
import {themes as prismThemes} from 'prism-react-renderer';
import {execFileSync} from 'node:child_process';
import {earlyRevealScript} from './src/auth/earlyReveal';
import {CALLBACK_ROUTE, OUTSIDE_GATE_ROUTES, SIGNED_OUT_ROUTE, resolveAuthSettings} from './src/auth/settings';
import {resolveHostSettings} from './src/hosting/settings';
import {resolveInsightsSettings} from './src/insights/settings';
import bundleStats from './src/plugins/bundleStats';
import callbackPage from './src/plugins/callbackPage';
import {performancePatchPlugins} from './src/plugins/performancePatches';
import signedOutPage from './src/plugins/signedOutPage';
import devHost from './src/plugins/devHost';
import staticWebAppConfig from './src/plugins/staticWebAppConfig';
import translationFreshness from './src/plugins/translationFreshness';
import upstreamGuard from './src/plugins/upstreamGuard';
import {parsePerformancePatches} from './src/performance/patches.mjs';
import {parsePublishPending} from './src/translations/status.mjs';
import serviceFacts from './serviceFacts';

// Environment, read once (each variable is documented in .env.example).
const AUTH = resolveAuthSettings(process.env);
const HOST = resolveHostSettings(process.env, AUTH.provider);
const INSIGHTS = resolveInsightsSettings(process.env, AUTH.provider);
const SHOW_FOOTER_LINKS = process.env.SHOW_FOOTER_LINKS === 'true';
const ANNOUNCEMENT_EN = process.env.ANNOUNCEMENT_EN?.trim() ?? '';
const ANNOUNCEMENT_FR = process.env.ANNOUNCEMENT_FR?.trim() ?? '';
const ANNOUNCEMENT_ID = process.env.ANNOUNCEMENT_ID || 'announcement';
const ANNOUNCEMENT_BACKGROUND = process.env.ANNOUNCEMENT_BACKGROUND || '#fff4ce';
const ANNOUNCEMENT_TEXT_COLOR = process.env.ANNOUNCEMENT_TEXT_COLOR || '#1c1c1c';
const ANNOUNCEMENT_CLOSEABLE = process.env.ANNOUNCEMENT_CLOSEABLE !== 'false';
// `npm run analyze` asks the build for its bundle's stats (src/plugins/bundleStats).
const BUNDLE_STATS_FILE = process.env.BUNDLE_STATS_FILE ?? '';
// Articles published while their French is being revised: a decision, never a default (see CONTRIBUTING.md).
const PUBLISH_PENDING_TRANSLATIONS = parsePublishPending(process.env.PUBLISH_PENDING_TRANSLATIONS);
// What ships is every performance patch; a maintainer builds without some to compare (src/performance/patches.mjs).
const PERFORMANCE_PATCHES = parsePerformancePatches(process.env.PERFORMANCE_PATCHES);
// Set by Docusaurus for each locale it builds or serves.
const LOCALE = process.env.DOCUSAURUS_CURRENT_LOCALE === 'fr' ? 'fr' : 'en';

if (Boolean(ANNOUNCEMENT_EN) !== Boolean(ANNOUNCEMENT_FR)) {
  throw new Error(
    'Announcement bar: set both ANNOUNCEMENT_EN and ANNOUNCEMENT_FR (readers of each language must see it), or neither.',
  );
}

/** Last-updated dates come from git; a build from a source archive simply has none. */
function insideGitWorktree(): boolean {
  try {
    return (
      execFileSync('git', ['rev-parse', '--is-inside-work-tree'], {cwd: __dirname, stdio: 'pipe'}).toString().trim() ===
      'true'
    );
  } catch {
    return false;
  }
}

const MAIN_DOC_PATH = '/docs/about-chatgnb/what-is-chatgnb';
const HOW_TO_START_A_CHAT_PATH = '/docs/how-to-use-chatgnb/how-to-start-a-chat';

const config = {
  title: LOCALE === 'fr' ? "Centre d'aide ChatGNB" : 'ChatGNB Help Centre',
  tagline:
    LOCALE === 'fr'
      ? "Apprenez à utiliser ChatGNB, l'assistant de clavardage IA du gouvernement."
      : "Learn to use ChatGNB, the government's AI chat assistant.",
  favicon: 'img/favicon.svg',

  future: {v4: true},

  url: HOST.siteUrl,
  baseUrl: '/',
  trailingSlash: false,

  // Its inline script would be one more for the host's CSP to allow; the base URL is checked by the tests.
  baseUrlIssueBanner: false,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
    // Articles use explicit heading ids (`## Title {#id}`), identical in both languages.
    mdx1Compat: {headingIds: true},
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'fr'],
    localeConfigs: {
      en: {label: 'English', htmlLang: 'en-CA', baseUrl: '/'},
      // Explicit, so that `build --locale fr` alone still serves French under /fr/.
      fr: {label: 'Français', htmlLang: 'fr-CA', baseUrl: '/fr/'},
    },
  },

  // A returning reader's page shows before first paint, not after MSAL has loaded (see src/auth/earlyReveal.ts).
  headTags: PERFORMANCE_PATCHES.includes('early-reveal')
    ? [{tagName: 'script', attributes: {}, innerHTML: earlyRevealScript(AUTH.tenantId)}]
    : [],

  customFields: {
    auth: AUTH,
    insights: INSIGHTS,
    serviceFacts,
    performancePatches: PERFORMANCE_PATCHES,
  },

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          routeBasePath: 'docs',
          showLastUpdateTime: insideGitWorktree(),
          breadcrumbs: true,
        },
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: false,
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    upstreamGuard,
    './src/plugins/readerSearch',
    callbackPage,
    signedOutPage,
    devHost,
    ...performancePatchPlugins(PERFORMANCE_PATCHES),
    (context: LoadContext) => bundleStats(context, {statsFile: BUNDLE_STATS_FILE}),
    // Writes the host configuration, and the /docs redirect page (@docusaurus/plugin-client-redirects).
    (context: LoadContext) =>
      staticWebAppConfig(context, {
        auth: AUTH,
        host: HOST,
        insights: INSIGHTS,
        redirects: [{from: '/docs', to: MAIN_DOC_PATH}],
      }),
    // Stops a build with a pending French translation, unless it is named above; then shows the French notice.
    (context: LoadContext) => translationFreshness(context, {publishPending: PUBLISH_PENDING_TRANSLATIONS}),
  ],

  themes: [
    [
      '@easyops-cn/docusaurus-search-local',
      {
        hashed: true,
        language: ['en', 'fr'],
        indexDocs: true,
        indexBlog: false,
        indexPages: true,
        docsRouteBasePath: '/docs',
        highlightSearchTermsOnTargetPage: true,
        searchResultLimits: 8,
        searchBarShortcut: true,
        searchBarShortcutHint: true,
        searchBarPosition: 'right',
        ignoreFiles: [CALLBACK_ROUTE, SIGNED_OUT_ROUTE, ...OUTSIDE_GATE_ROUTES].map((route) => new RegExp(route)),
        // A section's page lists its articles as cards, whose titles are headings: indexed, every article's title
        // was also a heading of its section's page, and the section outranked the article. The section pages'
        // own text is still indexed.
        // The foot of every article ("Was this page helpful?") is not what the article is about.
        ignoreCssSelectors: ['.theme-doc-card-container', '.page-feedback'],
      } satisfies SearchOptions,
    ],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    colorMode: {defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false},
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    announcementBar: ANNOUNCEMENT_EN
      ? {
          id: ANNOUNCEMENT_ID,
          content: LOCALE === 'fr' ? ANNOUNCEMENT_FR : ANNOUNCEMENT_EN,
          backgroundColor: ANNOUNCEMENT_BACKGROUND,
          textColor: ANNOUNCEMENT_TEXT_COLOR,
          isCloseable: ANNOUNCEMENT_CLOSEABLE,
        }
      : undefined,
    navbar: {
      title: 'Help Centre',
      hideOnScroll: true,
      logo: {
        alt: 'Government of New Brunswick',
        src: 'img/logo.svg',
        width: 40,
        height: 40,
      },
      items: [
        {type: 'docSidebar', sidebarId: 'tutorialSidebar', position: 'left', label: 'Help topics'},
        {
          href: serviceFacts.chatUrl?.[LOCALE] ?? HOW_TO_START_A_CHAT_PATH,
          label: 'Chat',
          position: 'right',
          className: 'navbar-chat-link',
        },
        {type: 'search', position: 'right'},
        // The phone menu's way to search (the navbar search box is hidden at ≤ 996 px).
        {type: 'custom-searchPage', position: 'right'},
        {type: 'custom-localeToggle', position: 'right'},
        {type: 'custom-account', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: SHOW_FOOTER_LINKS
        ? [
            {
              title: 'About',
              items: [
                {label: 'Terms of use', to: '/docs/about-chatgnb/terms-of-use'},
                {label: 'Privacy and security', to: '/docs/about-chatgnb/privacy-and-security'},
              ],
            },
          ]
        : [],
      copyright: '© 2025 Government of New Brunswick',
    },
    prism: {theme: prismThemes.github},
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
