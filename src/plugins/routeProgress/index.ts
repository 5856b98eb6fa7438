/**
 * The bar at the top of the window while another page loads, without the nprogress library (about 1.5 KB gzip in
 * main.js, which every page loads). @docusaurus/theme-classic registers a client module that runs nprogress; it is
 * replaced by ./client.ts: the same bar (theme-classic's nprogress.css), after the same 200 ms, drawn by CSS.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const THEME_CLIENT_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress(\.js)?$/;

export default function routeProgress(): Plugin {
  return {
    name: 'route-progress',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [new NormalModuleReplacementPlugin(THEME_CLIENT_MODULE, path.join(__dirname, 'client.ts'))],
      };
    },
  };
}
