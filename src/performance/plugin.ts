/**
 * Performance (see ./README.md): the performance patches a build keeps (./patches.mjs, `PERFORMANCE_PATCHES`), and
 * the undoing of the others: their parts are left out, their theme components point back to the theme's own, their
 * modules to the unpatched twin. Also writes the bundle's stats when `npm run analyze` asks for them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {HostRules} from '@site/src/hosting';
import {bundleStatsWriter} from './bundleStats';
import {mainScriptCompileHint} from './compileHint';
import {AFTER_FIRST_PAINT_POLICY, LOAD_AFTER_FIRST_PAINT_SCRIPT} from './afterFirstPaint';
import {IDLE_PREFETCH_CLIENT_MODULE} from './idlePrefetch';
import {PERFORMANCE_PATCHES, PERFORMANCE_PATCH_IDS, type PerformancePatchId} from './patches.mjs';
import {prismOnDemandReplacement} from './prismOnDemand';

export type PerformanceOptions = {
  /** The patches this build applies (`PERFORMANCE_PATCHES`, parsed by ./patches.mjs). */
  patches: readonly PerformancePatchId[];
  /** Where to write the browser bundle's stats (`npm run analyze`); empty: nowhere. */
  bundleStatsFile: string;
};

/** What the patches ask of the host: the loader of the page's scripts makes their URLs through its own policy. */
export function performanceHostRules(patches: readonly PerformancePatchId[]): HostRules {
  return {trustedTypesPolicies: patches.includes('scripts-after-first-paint') ? [AFTER_FIRST_PAINT_POLICY] : []};
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A site module's file, given its path from the site's root without extension. */
function siteModuleFile(siteDir: string, modulePath: string): string {
  const file = ['.ts', '.tsx'].map((ext) => path.join(siteDir, modulePath + ext)).find((f) => fs.existsSync(f));
  if (!file) {
    throw new Error(`Performance patches: src/performance/patches.mjs names a module "${modulePath}" that is missing.`);
  }
  return file;
}

type Configuration = Parameters<NonNullable<Plugin['configureWebpack']>>[0];
type CacheSettings = {version?: string} | boolean | undefined;

/**
 * The bundler's persistent cache is keyed on the configuration file and the theme's aliases, not on the environment:
 * without this, a build without some patches would reuse modules resolved for a build with them (and back).
 */
function keepCacheApart(config: Configuration, leftOut: PerformancePatchId[]) {
  const key = leftOut.length === 0 ? 'all' : `without-${leftOut.join('-')}`;
  const experiments = config.experiments as {cache?: unknown} | undefined;
  for (const cache of [config.cache, experiments?.cache] as CacheSettings[]) {
    if (typeof cache === 'object' && typeof cache.version === 'string') {
      cache.version = `${cache.version}-patches-${key}`;
    }
  }
}

/** The theme components of the patches left out, pointed back to the theme's own. */
function pointBackToTheTheme(config: Configuration, leftOut: PerformancePatchId[]) {
  const aliases = (config.resolve?.alias ?? {}) as Record<string, string | false | string[]>;
  for (const component of leftOut.flatMap((id) => PERFORMANCE_PATCHES[id].themeComponents)) {
    const original = aliases[`@theme-init/${component}`];
    if (!original) {
      throw new Error(`Performance patches: no theme component "${component}" of ours to point back to the theme's.`);
    }
    aliases[`@theme/${component}`] = original;
  }
}

/**
 * Performance patch "route-lists-after-startup": the browser's `@generated/routes`, `registry` and `routesChunkNames`
 * are stand-ins (./routeListsAfterStartup) for the generated modules, ahead of Docusaurus's `@generated` alias. Not
 * in development, where the generated modules change under a running page.
 */
function makeRouteListsAfterStartup(config: Configuration, generatedFilesDir: string) {
  const lists = path.join(__dirname, 'routeListsAfterStartup');
  const ours = {
    '@generated-original': generatedFilesDir,
    '@generated/routes$': path.join(lists, 'routes.ts'),
    '@generated/registry$': path.join(lists, 'registry.ts'),
    '@generated/routesChunkNames$': path.join(lists, 'routesChunkNames.ts'),
  };
  config.resolve = {...config.resolve, alias: {...ours, ...(config.resolve?.alias as Record<string, string>)}};
}

export default function performance(
  context: LoadContext,
  {patches: applied, bundleStatsFile}: PerformanceOptions,
): Plugin {
  const leftOut = PERFORMANCE_PATCH_IDS.filter((id) => !applied.includes(id));
  const modules = leftOut.flatMap((id) =>
    PERFORMANCE_PATCHES[id].modules.map(([patched, unpatched]) => ({
      pattern: new RegExp(`^${escape(siteModuleFile(context.siteDir, patched))}$`),
      replacement: siteModuleFile(context.siteDir, unpatched),
    })),
  );
  const themePath = path.join(__dirname, 'theme');
  return {
    name: 'performance',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    getClientModules: () => (applied.includes('idle-prefetch') ? [IDLE_PREFETCH_CLIENT_MODULE] : []),
    // The template that preloads the scripts instead of running them is the site's `ssrTemplate` (./afterFirstPaint).
    injectHtmlTags: () =>
      applied.includes('scripts-after-first-paint')
        ? {postBodyTags: [{tagName: 'script', innerHTML: LOAD_AFTER_FIRST_PAINT_SCRIPT}]}
        : {},
    configureWebpack(config, isServer, {currentBundler}) {
      keepCacheApart(config, leftOut);
      pointBackToTheTheme(config, leftOut);
      if (!isServer && config.mode === 'production' && applied.includes('route-lists-after-startup')) {
        makeRouteListsAfterStartup(config, context.generatedFilesDir);
      }
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      const replacements = [...modules, ...(applied.includes('prism-on-demand') ? [prismOnDemandReplacement()] : [])];
      return {
        plugins: [
          ...replacements.map(({pattern, replacement}) => new NormalModuleReplacementPlugin(pattern, replacement)),
          ...(isServer || !bundleStatsFile ? [] : [bundleStatsWriter(bundleStatsFile)]),
          ...(isServer || !applied.includes('main-compile-hint')
            ? []
            : [mainScriptCompileHint(currentBundler.instance)]),
        ],
      };
    },
  };
}
