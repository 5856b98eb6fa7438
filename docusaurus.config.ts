import type {Config, LoadContext} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {themes as prismThemes} from 'prism-react-renderer';
import {execFileSync} from 'node:child_process';
import {getVcsPreset} from '@docusaurus/utils';
import content from './src/content/plugin';
import {changeNotesVcs} from './src/content/changeNotes.mjs';
import remarkChangeNotes from './src/content/remarkChangeNotes.mjs';
import {contentHostRules} from './src/content/hostRules';
import {sidebarItemsGenerator} from './src/content/longSections';
import feedback from './src/feedback/plugin';
import {feedbackHostRules} from './src/feedback/hostRules';
import hosting from './src/hosting/plugin';
import performance from './src/performance/plugin';
import {SSR_TEMPLATE as SCRIPTS_AFTER_FIRST_PAINT_TEMPLATE} from './src/hosting/afterFirstPaint';
import search, {searchIndexer, searchIndexOptions} from './src/search/plugin';
import {signInHostRules} from './src/signIn/hostRules';
import signIn from './src/signIn/plugin';
import {CALLBACK_ROUTE, OUTSIDE_GATE_ROUTES, SIGNED_OUT_ROUTE} from './src/signIn/shared/signInRoutes';
import translations from './src/translations/plugin';
import {parsePublishPending} from './src/translations/status.mjs';
import upstreamGuard from './src/upstream/plugin';
import serviceFacts from './serviceFacts';
import {siteSettings} from './siteSettings';
import {IS_LIVE_PREVIEW} from './src/shared/livePreview';

// Environment, read once (each variable is documented in .env.example).
const {auth: AUTH, host: HOST, insights: INSIGHTS} = siteSettings(process.env);
const SHOW_FOOTER_LINKS = process.env.SHOW_FOOTER_LINKS === 'true';
const ANNOUNCEMENT_EN = process.env.ANNOUNCEMENT_EN?.trim() ?? '';
const ANNOUNCEMENT_FR = process.env.ANNOUNCEMENT_FR?.trim() ?? '';
const ANNOUNCEMENT_ID = process.env.ANNOUNCEMENT_ID || 'announcement';
const ANNOUNCEMENT_BACKGROUND = process.env.ANNOUNCEMENT_BACKGROUND || '#fff4ce';
const ANNOUNCEMENT_TEXT_COLOR = process.env.ANNOUNCEMENT_TEXT_COLOR || '#1c1c1c';
const ANNOUNCEMENT_CLOSEABLE = process.env.ANNOUNCEMENT_CLOSEABLE !== 'false';
// `npm run analyze` asks the build for its bundle's stats (src/performance/bundleStats.ts).
const BUNDLE_STATS_FILE = process.env.BUNDLE_STATS_FILE ?? '';
// Articles published while their French is being revised: a decision, never a default (see CONTRIBUTING.md).
const PUBLISH_PENDING_TRANSLATIONS = parsePublishPending(process.env.PUBLISH_PENDING_TRANSLATIONS);
// The footer's copyright years run to the year of the build (src/shared/copyright.ts).
const BUILD_YEAR = new Date().getUTCFullYear();
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

  future: {
    v4: true,
    // An article's "Last updated" day is its latest change note, else its first publication (src/content). The live
    // preview dates articles from git too, instead of Docusaurus's stand-in date.
    experimental_vcs: changeNotesVcs(__dirname, getVcsPreset(IS_LIVE_PREVIEW ? 'git-ad-hoc' : 'default-v2')),
  },

  // The page's scripts run after its first paint (src/hosting/afterFirstPaint; the hosting plugin adds the loader).
  ssrTemplate: SCRIPTS_AFTER_FIRST_PAINT_TEMPLATE,

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

  customFields: {
    serviceFacts,
    buildYear: BUILD_YEAR,
  },

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          // A long section without a page of its own gets one, so that its sidebar can be shortened.
          sidebarItemsGenerator,
          routeBasePath: 'docs',
          showLastUpdateTime: insideGitWorktree(),
          breadcrumbs: true,
          // An article with change notes shows them under its title (src/content/remarkChangeNotes.mjs).
          beforeDefaultRemarkPlugins: [remarkChangeNotes],
        },
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: false,
      } satisfies Preset.Options,
    ],
  ],

  // The site's capabilities, each a local plugin in src/ (its README says what it does and where to change it).
  plugins: [
    upstreamGuard,
    (context: LoadContext) => signIn(context, {auth: AUTH}),
    // Builds the search index; listed before our search, whose box and results page replace its own.
    [searchIndexer, searchIndexOptions([CALLBACK_ROUTE, SIGNED_OUT_ROUTE, ...OUTSIDE_GATE_ROUTES])],
    search,
    () => feedback({insights: INSIGHTS}),
    // Stops a build with a pending French translation, unless it is named above; then shows the French notice.
    (context: LoadContext) => translations(context, {publishPending: PUBLISH_PENDING_TRANSLATIONS}),
    content,
    () => performance({bundleStatsFile: BUNDLE_STATS_FILE}),
    // Writes the host configuration, and the /docs redirect page (@docusaurus/plugin-client-redirects).
    (context: LoadContext) =>
      hosting(context, {
        host: HOST,
        rules: [signInHostRules(AUTH), feedbackHostRules(INSIGHTS), contentHostRules(__dirname)],
        redirects: [{from: '/docs', to: MAIN_DOC_PATH}],
      }),
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
      copyright: '© {years} Government of New Brunswick',
    },
    prism: {theme: prismThemes.github},
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
