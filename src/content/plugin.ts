/**
 * Content (see ./README.md): what every article can use without an import (`<ServiceFact />`, theme/MDXComponents)
 * its "Last updated on" line (theme/LastUpdated), and its code blocks (theme/CodeBlock/Content: Prism only for a
 * block in a programming language, ./prismOnDemand.ts). The build stops while a published address would stop working.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {aliasedSitePath} from '@docusaurus/utils';
import {lostAddresses} from './addresses.mjs';
import {recentNotes, type RecentNote} from './changeNotes.mjs';
import {prismOnDemandReplacement} from './prismOnDemand';

/** The "What's new" page of each language (./WhatsNew). */
export const WHATS_NEW_ROUTE = 'whats-new';

/** Stops the build while an address readers may hold would stop working (./addresses.mjs): `npm run check` says how. */
function refuseLostAddresses(siteDir: string): void {
  const lost = lostAddresses(siteDir);
  if (lost.length > 0) {
    throw new Error(`Addresses readers may hold would stop working:\n${lost.map((line) => `  ✗ ${line}`).join('\n')}`);
  }
}

export default function content(context: LoadContext): Plugin {
  refuseLostAddresses(context.siteDir);
  const themePath = path.join(__dirname, 'theme');
  return {
    name: 'content',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    configureWebpack(_config, _isServer, {currentBundler}) {
      const {pattern, replacement} = prismOnDemandReplacement();
      return {plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(pattern, replacement)]};
    },
    loadContent: async (): Promise<RecentNote[]> =>
      recentNotes(context.siteDir, context.i18n.currentLocale === 'fr' ? 'fr' : 'en'),
    async contentLoaded({content: notes, actions}) {
      // Links add the language's base URL themselves.
      const withPaths = (notes as RecentNote[]).map((note) => ({...note, permalink: note.address}));
      actions.addRoute({
        path: `${context.baseUrl}${WHATS_NEW_ROUTE}`,
        component: '@site/src/content/WhatsNew',
        exact: true,
        // Named from the site's folder (`@site/…`), as Docusaurus's own plugins name theirs: the absolute path that
        // createData returns would ship the build machine's folder in main.js, and rename it wherever it is built.
        modules: {
          notes: aliasedSitePath(
            await actions.createData('whats-new.json', JSON.stringify(withPaths)),
            context.siteDir,
          ),
        },
      });
    },
  };
}
