/**
 * The sign-in callback page (`helpcenter-az-callback`, the redirect URI
 * registered with Microsoft), written for each locale as a static page that
 * carries only what hands the response back: MSAL's own redirect bridge
 * (@azure/msal-browser's prebuilt script) and a few lines that call it. The
 * whole site's JavaScript would cost a signed-out reader its parse time on the
 * way back to their page.
 *
 * Its scripts are files, not inline, so the host's CSP allows them as 'self'.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {CALLBACK_ROUTE, hostSignOutPath, NOTHING_TO_FINISH_ROUTE} from './settings';

const BRIDGE_SCRIPT = 'node_modules/@azure/msal-browser/lib/redirect-bridge/msal-redirect-bridge.min.js';

/**
 * Sends the response back; with nothing to finish, to its page. Back from the identity provider's sign-out, it
 * takes the last step of signing out (src/signIn/runtime/signOut.ts): the host's own sign-out, whose only target is
 * this locale's signed-out page, fixed at build time.
 */
function glue(hostSignOut: string, nothingToFinishPath: string): string {
  const signOut = JSON.stringify(hostSignOut);
  const nothingToFinish = JSON.stringify(nothingToFinishPath);
  return `
(function () {
  if (/(^|[?&])signed-out(&|=|$)/.test(location.search)) {
    location.replace(${signOut});
    return;
  }
  var title = document.title;
  var handedBack = msalRedirectBridge.broadcastResponseToMainFrame();
  // The bridge renames the tab "Microsoft Authentication", in English: keep the page's own title.
  document.title = title;
  handedBack.catch(function () {
    location.replace(${nothingToFinish});
  });
})();
`;
}

/** The page's own style, declared to the host's CSP by its text (./hostRules.ts). */
export const CALLBACK_PAGE_STYLE =
  'body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1e21}main{max-width:32rem;margin:4rem auto;padding:0 1.5rem;font-size:1.1rem}';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

type PageParts = {htmlLang: string; title: string; message: string; script: string; favicon: string};

function page({htmlLang, title, message, script, favicon}: PageParts): string {
  return `<!doctype html>
<html lang="${htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="${favicon}">
<style>${CALLBACK_PAGE_STYLE}</style>
</head>
<body>
<main><p role="status">${escapeHtml(message)}</p></main>
<script src="${script}"></script>
</body>
</html>
`;
}

/** Writes the callback page of the locale being built, and its script, into `outDir`. */
export function writeCallbackPage(context: LoadContext, outDir: string): void {
  const {baseUrl, codeTranslations, i18n, siteDir} = context;
  // English is the code's default; other locales read their translation of the same ids.
  const text = (id: string, english: string) => codeTranslations[id] ?? english;
  const script =
    fs.readFileSync(path.join(siteDir, BRIDGE_SCRIPT), 'utf8') +
    glue(hostSignOutPath(baseUrl), `${baseUrl}${NOTHING_TO_FINISH_ROUTE}`);
  const hash = crypto.createHash('sha256').update(script).digest('hex').slice(0, 8);
  const scriptPath = `assets/js/${CALLBACK_ROUTE}.${hash}.js`;
  fs.mkdirSync(path.join(outDir, 'assets/js'), {recursive: true});
  fs.writeFileSync(path.join(outDir, scriptPath), script);
  const html = page({
    htmlLang: i18n.localeConfigs[i18n.currentLocale]!.htmlLang,
    title: text('callback.pageTitle', 'Sign-in | ChatGNB Help Centre'),
    message: text('callback.completing', 'Finishing sign-in…'),
    script: `${baseUrl}${scriptPath}`,
    favicon: `${baseUrl}${context.siteConfig.favicon ?? ''}`,
  });
  fs.writeFileSync(path.join(outDir, `${CALLBACK_ROUTE}.html`), html);
}
