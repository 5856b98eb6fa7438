/**
 * Writes the browser bundle's stats (assets, chunks, modules) to a JSON file, for `npm run analyze`
 * (src/performance/tools/bench/analyze.mjs).
 */
import fs from 'node:fs';

type StatsLike = {toJson: (options: Record<string, boolean>) => unknown};
type CompilerLike = {hooks: {done: {tap: (name: string, callback: (stats: StatsLike) => void) => void}}};

/** A bundler plugin that writes the stats of each browser build to `statsFile`. */
export function bundleStatsWriter(statsFile: string) {
  return {
    apply(compiler: CompilerLike) {
      compiler.hooks.done.tap('bundle-stats', (stats) => {
        const json = stats.toJson({source: false, reasons: false, usedExports: false, providedExports: false});
        fs.writeFileSync(statsFile, JSON.stringify(json));
      });
    },
  };
}
