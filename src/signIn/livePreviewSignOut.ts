/**
 * The live preview (`npm run dev`, `docusaurus start`) ends a sign-out where the built site does: on the signed-out
 * page of its language. The built site's pages for that (the callback page and the signed-out page) are written
 * after a build, and its last step is the host's own sign-out (src/signIn/runtime/signOut.ts), which the preview does
 * not have. So the preview serves the signed-out page from a folder of its own, and the gate sends a reader who
 * comes back from the identity provider's sign-out there (src/signIn/AuthGate). Does nothing in a production build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {SIGNED_OUT_ROUTE} from './settings';
import {signedOutPageHtml} from './signedOutPage';

/** The dev server's own options (webpack-dev-server), which Docusaurus merges into its own. */
type WithDevServer = ReturnType<NonNullable<Plugin['configureWebpack']>> & {devServer?: {static: object[]}};

/** The dev server's static folder holding the signed-out page (the preview's webpack configuration), or nothing. */
export function livePreviewSignOut(context: LoadContext, isServer: boolean): WithDevServer {
  if (isServer || process.env.NODE_ENV !== 'development') {
    return {};
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'help-centre-live-preview-'));
  fs.writeFileSync(path.join(dir, `${SIGNED_OUT_ROUTE}.html`), signedOutPageHtml(context));
  // Docusaurus merges a plugin's devServer options into its own; static folders are added to its list.
  return {
    devServer: {
      static: [{directory: dir, publicPath: context.baseUrl, staticOptions: {extensions: ['html']}, watch: false}],
    },
  };
}
