/**
 * The sign-in callback page (`helpcenter-az-callback`, the redirect URI
 * registered with Microsoft), written for each locale as a static page that
 * carries only what hands the response back: MSAL's own redirect bridge
 * (@azure/msal-browser's public `redirect-bridge` entry, bundled on its own)
 * and a few lines that call it. The whole site's JavaScript would cost a
 * signed-out reader its parse time on the way back to their page.
 *
 * Its script is a file, not inline, so the host's CSP allows it as 'self'.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {compile, getCurrentBundler} from '@docusaurus/bundler';
import type {LoadContext} from '@docusaurus/types';
import {CALLBACK_ROUTE, hostSignOutPath, NOTHING_TO_FINISH_ROUTE} from '../shared/signInRoutes';
import {escapeHtml, standalonePageHead} from '../../shared/standalonePage';

/**
 * The page's script, as a module: sends the response back; with nothing to finish, to its page. Back from the
 * identity provider's sign-out, it takes the last step of signing out (src/signIn/browser/runtime/signOut.ts): the host's own
 * sign-out, whose only target is this locale's signed-out page, fixed at build time.
 */
function scriptSource(hostSignOut: string, nothingToFinishPath: string): string {
  return `import {broadcastResponseToMainFrame} from '@azure/msal-browser/redirect-bridge';

if (/(^|[?&])signed-out(&|=|$)/.test(location.search)) {
  location.replace(${JSON.stringify(hostSignOut)});
} else {
  const title = document.title;
  const handedBack = broadcastResponseToMainFrame();
  // The bridge renames the tab "Microsoft Authentication", in English: keep the page's own title.
  document.title = title;
  handedBack.catch(() => location.replace(${JSON.stringify(nothingToFinishPath)}));
}
`;
}

/** Bundles the script alone, with the site's bundler; in the site's folder, where its import resolves. */
async function bundle({generatedFilesDir, siteConfig, siteDir}: LoadContext, source: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(generatedFilesDir, 'callback-page-'));
  try {
    await fs.writeFile(path.join(dir, 'entry.mjs'), source);
    await compile({
      currentBundler: await getCurrentBundler({siteConfig}),
      configs: [
        {
          mode: 'production',
          context: siteDir,
          entry: path.join(dir, 'entry.mjs'),
          devtool: false,
          output: {path: dir, filename: 'script.js'},
        },
      ],
    });
    return await fs.readFile(path.join(dir, 'script.js'), 'utf8');
  } finally {
    await fs.rm(dir, {recursive: true, force: true});
  }
}

/** The page's own style, declared to the host's CSP by its text (../hostRules.ts). */
export const CALLBACK_PAGE_STYLE =
  'body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1e21}main{max-width:32rem;margin:4rem auto;padding:0 1.5rem;font-size:1.1rem}';

type PageParts = {htmlLang: string; title: string; message: string; script: string; favicon: string};

function page({htmlLang, title, message, script, favicon}: PageParts): string {
  return `${standalonePageHead({htmlLang, titleHtml: escapeHtml(title), favicon, style: CALLBACK_PAGE_STYLE})}
<body>
<main><p role="status">${escapeHtml(message)}</p></main>
<script src="${script}"></script>
</body>
</html>
`;
}

/** Writes the callback page of the locale being built, and its script, into `outDir`. */
export async function writeCallbackPage(context: LoadContext, outDir: string): Promise<void> {
  const {baseUrl, codeTranslations, i18n} = context;
  // English is the code's default; other locales read their translation of the same ids.
  const text = (id: string, english: string) => codeTranslations[id] ?? english;
  const script = await bundle(context, scriptSource(hostSignOutPath(baseUrl), `${baseUrl}${NOTHING_TO_FINISH_ROUTE}`));
  const hash = crypto.createHash('sha256').update(script).digest('hex').slice(0, 8);
  const scriptPath = `assets/js/${CALLBACK_ROUTE}.${hash}.js`;
  await fs.mkdir(path.join(outDir, 'assets/js'), {recursive: true});
  await fs.writeFile(path.join(outDir, scriptPath), script);
  const html = page({
    htmlLang: i18n.localeConfigs[i18n.currentLocale]!.htmlLang,
    title: text('callback.pageTitle', 'Sign-in | ChatGNB Help Centre'),
    message: text('callback.completing', 'Finishing sign-in…'),
    script: `${baseUrl}${scriptPath}`,
    favicon: `${baseUrl}${context.siteConfig.favicon ?? ''}`,
  });
  await fs.writeFile(path.join(outDir, `${CALLBACK_ROUTE}.html`), html);
}
