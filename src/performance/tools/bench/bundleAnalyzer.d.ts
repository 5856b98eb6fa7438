// The two internals of webpack-bundle-analyzer that `npm run analyze` calls (UPSTREAM.md), as it calls them.
declare module 'webpack-bundle-analyzer/lib/analyzer' {
  /** A bundle's file, a folder of modules or a module, with its minified and gzip sizes. */
  export type ChartNode = {label: string; parsedSize?: number; gzipSize?: number; groups?: ChartNode[]};

  /** A bundle's file, read from bundleDir: it has both sizes. */
  export type ChartAsset = ChartNode & {parsedSize: number; gzipSize: number; groups: ChartNode[]};

  export function getViewerData(stats: object, bundleDir: string, options: object): ChartAsset[];
}

declare module 'webpack-bundle-analyzer/lib/viewer' {
  export function generateReport(
    stats: object,
    options: {
      openBrowser: boolean;
      bundleDir: string;
      reportFilename: string;
      defaultSizes: 'stat' | 'parsed' | 'gzip';
      reportTitle: string;
      logger: {
        info(...messages: unknown[]): void;
        warn(...messages: unknown[]): void;
        error(...messages: unknown[]): void;
      };
    },
  ): Promise<void>;
}
