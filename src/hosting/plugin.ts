/**
 * Writes the host's configuration (`staticwebapp.config.json`) and its
 * bilingual not-found page at the root of the build, from the same settings
 * as the site. Docusaurus builds each locale into its own folder (English in
 * build/, French in build/fr/); at the end of each, this looks at every locale
 * present and writes both files again, under a lock (./buildLock.ts): the
 * locale that ends last leaves them complete, whether the locales are built one
 * after the other, in any order, or at the same time, and `build --locale fr`
 * alone works.
 */
import fs from 'node:fs';
import path from 'node:path';
import {mainScriptCompileHint} from './compileHint';
import clientRedirects, {type PluginOptions as RedirectOptions} from '@docusaurus/plugin-client-redirects';
import type {LoadContext, Plugin, Props} from '@docusaurus/types';
import type {HostSettings} from './environment';
import {getHtmlMinifier} from '@docusaurus/bundler';
import {buildWritesDone} from '../shared/postBuildWrites';
import {withBuildRootLock} from './buildLock';
import {buildSize, buildWeight, hostQuotaReport} from './quotas.mjs';
import {
  exactly,
  executableInlineScripts,
  inlineScriptHashes,
  inlineStyleHashes,
  inlineStyles,
  REDIRECT_PAGE_SCRIPT,
} from './inlineScripts';
import {
  BUNDLER_TRUSTED_TYPES_POLICY,
  buildStaticWebAppConfig,
  HOST_CONFIG_FILE,
  NOT_FOUND_FILE,
  type HostRules,
} from './hostConfig';
import {LOAD_AFTER_FIRST_PAINT_SCRIPT} from './afterFirstPaint';
import {BUILD_ID_FILE, buildIdOf} from './staleBuild/buildId';
import {carriedChunkFiles, chunksNamedByRegistry, routeListsBundle, writeLeafPages, type Leaf} from './routeLists';
import {
  NOT_FOUND_PAGE_STYLE,
  READER_LANGUAGE_FIRST,
  writeBilingualNotFoundPage,
  type LocaleNotFound,
} from './notFoundPage';

export type HostingOptions = {
  host: HostSettings;
  /** What the other capabilities ask of the host (their CSP sources, their public pages). */
  rules: HostRules[];
  /** Redirect pages (written by @docusaurus/plugin-client-redirects, run from here). */
  redirects: RedirectOptions['redirects'];
};

function tagsOf({headTags, preBodyTags, postBodyTags}: Props): string {
  return `${headTags}${preBodyTags}${postBodyTags}`;
}

/** build/fr → build: the folder the host serves at `/`. */
function buildRoot(outDir: string, baseUrl: string): string {
  const depth = baseUrl.split('/').filter(Boolean).length;
  return path.resolve(outDir, ...Array<string>(depth).fill('..'));
}

function builtLocales(root: string, {i18n}: LoadContext): LocaleNotFound[] {
  return i18n.locales
    .map((locale) => {
      const config = i18n.localeConfigs[locale]!;
      const baseUrl = config.baseUrl ?? (locale === i18n.defaultLocale ? '/' : `/${locale}/`);
      return {baseUrl, htmlLang: config.htmlLang, notFoundHtmlFile: path.join(root, baseUrl, '404.html')};
    })
    .filter((locale) => fs.existsSync(locale.notFoundHtmlFile));
}

/** The theme's client module that shows the progress bar, replaced by ./progressBar.ts. */
const THEME_PROGRESS_BAR = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress(\.js)?$/;

const INLINE = {script: executableInlineScripts, style: inlineStyles};

/**
 * The inline scripts or styles the configuration (headTags) and the plugins (injectHtmlTags) put on every page, as
 * written and as the build's HTML minifier rewrites them (Docusaurus's own, with the site's settings).
 */
async function declaredInline(context: LoadContext, tags: string, element: keyof typeof INLINE): Promise<string[]> {
  const declared = INLINE[element](tags);
  const minifier = await getHtmlMinifier({type: context.siteConfig.future.faster.swcHtmlMinimizer ? 'swc' : 'terser'});
  const minified = await Promise.all(
    declared.map(async (body) => {
      const {code} = await minifier.minify(`<!doctype html><html><head><${element}>${body}</${element}></head></html>`);
      return INLINE[element](code);
    }),
  );
  return [...declared, ...minified.flat()];
}

/** Names this language's build in ./staleBuild/buildId.ts's file, for the pages opened before the next deploy. */
function writeBuildId(outDir: string): void {
  const scripts = fs
    .readdirSync(path.join(outDir, 'assets/js'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `assets/js/${file}`);
  const id = buildIdOf(scripts);
  if (!id) {
    throw new Error(
      `No main.js or runtime~main.js in ${path.join(outDir, 'assets/js')}: the pages could not tell a new build.`,
    );
  }
  fs.writeFileSync(path.join(outDir, BUILD_ID_FILE), `${id}\n`);
}

export default function hosting(context: LoadContext, {redirects, ...options}: HostingOptions): Plugin {
  // Plugins' postBuild hooks run concurrently: the redirect pages, whose inline script the CSP must allow,
  // are written here first so that they are there when the build's inline scripts are hashed.
  const redirectPages = clientRedirects(context, {id: 'default', redirects, fromExtensions: [], toExtensions: []});
  const themePath = path.join(__dirname, 'theme');
  let leaves: Leaf[] | undefined;
  return {
    name: 'hosting',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    // A page opened before a deploy recovers the parts it can no longer load (./staleBuild).
    getClientModules: () => [path.join(__dirname, 'staleBuild')],
    // Runs the page's scripts after its first paint; the template that preloads them is the site's `ssrTemplate`.
    injectHtmlTags: () => ({postBodyTags: [{tagName: 'script', innerHTML: LOAD_AFTER_FIRST_PAINT_SCRIPT}]}),
    // The runtime loads chunks and the search worker through a named policy, which the host's CSP allows.
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      // Out of every page's main.js, in a production build: the routes of the docs' articles and the table of
      // every chunk's file (./routeLists).
      const routeLists = process.env.NODE_ENV === 'production' ? routeListsBundle(context) : undefined;
      if (routeLists) chunksNamedByRegistry(config);
      leaves = routeLists?.leaves;
      return {
        output: {trustedTypes: {policyName: BUNDLER_TRUSTED_TYPES_POLICY}},
        // Out of every page's main.js: all of tslib (./utilsCommon), nprogress until a reader moves (./progressBar.ts).
        resolve: {alias: {'@docusaurus/utils-common$': path.join(__dirname, 'utilsCommon'), ...routeLists?.alias}},
        plugins: [
          new NormalModuleReplacementPlugin(THEME_PROGRESS_BAR, path.join(__dirname, 'progressBar.ts')),
          ...(routeLists?.replacements ?? []).map(
            ([pattern, file]) => new NormalModuleReplacementPlugin(pattern, file),
          ),
          mainScriptCompileHint(currentBundler.instance),
          ...(routeLists ? [carriedChunkFiles(currentBundler.instance)] : []),
        ],
      };
    },
    async postBuild(props) {
      if (leaves) writeLeafPages(context, props.outDir, leaves);
      await redirectPages?.postBuild?.({...props, content: undefined});
      writeBuildId(props.outDir);
      const root = buildRoot(props.outDir, context.baseUrl);
      await buildWritesDone();
      await withBuildRootLock(root, async () => {
        await writeHostFiles(root, props);
        checkQuotas(root);
      });
    },
  };

  /** After each locale, the whole build (every locale present) against the plan's quotas: a build that would not upload stops here. */
  function checkQuotas(root: string): void {
    const size = buildSize(root, HOST_CONFIG_FILE);
    const {ok, summary} = hostQuotaReport(size, options.host.plan);
    // Only a build too large is searched for what weighs in it.
    const {problems} = ok ? {problems: []} : hostQuotaReport(size, options.host.plan, buildWeight(root));
    const locales = builtLocales(root, context).map((locale) => locale.htmlLang);
    console.log(`${summary}, for ${locales.join(' and ')}`);
    if (!ok) {
      throw new Error(
        `This build would not upload to the host (HOST_PLAN=${options.host.plan}):\n${problems.map((problem) => `- ${problem}`).join('\n')}`,
      );
    }
  }

  async function writeHostFiles(root: string, props: Props): Promise<void> {
    const locales = builtLocales(root, context);
    // Written first: its own inline script is hashed with the others.
    writeBilingualNotFoundPage(path.join(root, NOT_FOUND_FILE), locales, context.siteConfig.favicon ?? '');
    const allowed = [
      exactly('configuration and plugins', await declaredInline(context, tagsOf(props), 'script')),
      exactly('not-found page', [READER_LANGUAGE_FIRST]),
      REDIRECT_PAGE_SCRIPT,
    ];
    const config = buildStaticWebAppConfig({
      ...options,
      inlineScriptHashes: inlineScriptHashes(root, allowed),
      inlineStyleHashes: inlineStyleHashes(root, [
        ...(await declaredInline(context, tagsOf(props), 'style')),
        NOT_FOUND_PAGE_STYLE,
        ...options.rules.flatMap((rule) => rule.inlineStyles ?? []),
      ]),
      localeBaseUrls: locales.map((locale) => locale.baseUrl),
    });
    fs.writeFileSync(path.join(root, HOST_CONFIG_FILE), `${JSON.stringify(config, null, 2)}\n`);
  }
}
