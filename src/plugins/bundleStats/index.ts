/**
 * Writes the browser bundle's stats (assets, chunks, modules) to a JSON file, for `npm run analyze`
 * (scripts/bench/analyze.mjs). Does nothing unless the build is given a file to write.
 */
import fs from 'node:fs';
import type {Plugin} from '@docusaurus/types';

type StatsLike = {toJson: (options: Record<string, boolean>) => unknown};
type CompilerLike = {hooks: {done: {tap: (name: string, callback: (stats: StatsLike) => void) => void}}};

export default function bundleStats(_context: unknown, {statsFile}: {statsFile: string}): Plugin {
  return {
    name: 'bundle-stats',
    configureWebpack(_config, isServer) {
      if (isServer || !statsFile) {
        return {};
      }
      return {
        plugins: [
          {
            apply(compiler: CompilerLike) {
              compiler.hooks.done.tap('bundle-stats', (stats) => {
                const json = stats.toJson({source: false, reasons: false, usedExports: false, providedExports: false});
                fs.writeFileSync(statsFile, JSON.stringify(json));
              });
            },
          },
        ],
      };
    },
  };
}
