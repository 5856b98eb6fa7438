/** Performance (see ./README.md): writes the browser bundle's stats when `npm run analyze` asks for them. */
import type {Plugin} from '@docusaurus/types';
import {bundleStatsWriter} from './bundleStats';

export type PerformanceOptions = {
  /** Where to write the browser bundle's stats (`npm run analyze`); empty: nowhere. */
  bundleStatsFile: string;
};

export default function performance({bundleStatsFile}: PerformanceOptions): Plugin {
  return {
    name: 'performance',
    configureWebpack: (_config, isServer) =>
      isServer || !bundleStatsFile ? {} : {plugins: [bundleStatsWriter(bundleStatsFile)]},
  };
}
