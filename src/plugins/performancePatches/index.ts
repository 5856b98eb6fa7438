/**
 * Applies the performance patches a build keeps (src/performance/patches.mjs) and undoes the others: their plugins
 * are left out, their swizzled components point back to the theme's own, their modules to the unpatched twin.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, PluginConfig} from '@docusaurus/types';
import {PERFORMANCE_PATCHES, PERFORMANCE_PATCH_IDS, type PerformancePatchId} from '../../performance/patches.mjs';
import idlePrefetch from '../idlePrefetch';
import prismOnDemand from '../prismOnDemand';

const PLUGINS: Record<string, () => Plugin> = {idlePrefetch, prismOnDemand};

function pluginOf(name: string): () => Plugin {
  const plugin = PLUGINS[name];
  if (!plugin) {
    throw new Error(`src/performance/patches.mjs names a plugin "${name}" that src/plugins/performancePatches lacks.`);
  }
  return plugin;
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

/** The swizzled components and site modules of the patches left out, pointed back to the unpatched ones. */
function undoLeftOut(context: LoadContext, leftOut: PerformancePatchId[]): Plugin {
  const patches = leftOut.map((id) => PERFORMANCE_PATCHES[id]);
  const modules = patches.flatMap((patch) =>
    patch.modules.map(([patched, unpatched]) => ({
      pattern: new RegExp(`^${escape(siteModuleFile(context.siteDir, patched))}$`),
      replacement: siteModuleFile(context.siteDir, unpatched),
    })),
  );
  return {
    name: 'performance-patches-left-out',
    configureWebpack(config, _isServer, {currentBundler}) {
      keepCacheApart(config, leftOut);
      const aliases = (config.resolve?.alias ?? {}) as Record<string, string | false | string[]>;
      for (const component of patches.flatMap((patch) => patch.themeComponents)) {
        const original = aliases[`@theme-original/${component}`];
        if (!original) {
          throw new Error(`Performance patches: no swizzled component "${component}" to point back to the theme's.`);
        }
        aliases[`@theme/${component}`] = original;
      }
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: modules.map(({pattern, replacement}) => new NormalModuleReplacementPlugin(pattern, replacement)),
      };
    },
  };
}

/** The site plugins for the patches `applied`, and the one that undoes the others. */
export function performancePatchPlugins(applied: readonly PerformancePatchId[]): PluginConfig[] {
  const leftOut = PERFORMANCE_PATCH_IDS.filter((id) => !applied.includes(id));
  return [
    ...applied.flatMap((id) => PERFORMANCE_PATCHES[id].plugins.map(pluginOf)),
    (context: LoadContext) => undoLeftOut(context, leftOut),
  ];
}
