/**
 * The bar at the top of the window while another page loads, without the nprogress library (about 1.5 KB gzip in
 * main.js, which every page loads). @docusaurus/theme-classic registers a client module that runs nprogress; it is
 * replaced by ./client.ts: the same bar (theme-classic's nprogress.css), after the same 200 ms, drawn by CSS.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {replaceModule} from '../replaceModule';

const THEME_CLIENT_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress(\.js)?$/;

export default function routeProgress(): Plugin {
  return replaceModule('route-progress', THEME_CLIENT_MODULE, path.join(__dirname, 'client.ts'));
}
