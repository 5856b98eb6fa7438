/**
 * The signed-out page (`signed-out`), written for each locale as a page that needs nothing else: no script, and
 * its styles, logo and icon inside it. Signing out ends the host's session last (src/signIn/browser/runtime/signOut.ts),
 * so this is the one page the host serves to a reader it no longer knows (see the `anonymous` route in
 * src/hosting/hostConfig.ts); every other file of the build, the site's own styles and
 * scripts included, answers with the host's sign-in. It says the reader is signed out and offers to sign in
 * again, and carries no site content.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {SIGNED_OUT_ROUTE} from '../shared/signInRoutes';
import {escapeHtml, standalonePageHead} from '../../shared/standalonePage';

const LOGO = 'img/logo.svg';

/** The look of the sign-in screens (src/signIn/AuthScreen and the site's colours), every text at least 4.5:1. */
export const SIGNED_OUT_PAGE_STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:106.25%;line-height:1.65;color:#1c1e21;background:#f5f6f7}
.screen{min-height:100vh;display:flex;flex-direction:column;align-items:center;padding:2rem 1rem}
.brand{display:flex;align-items:center;gap:.75rem;font-weight:700;font-size:1.25rem;color:#003f6d;margin-bottom:2rem}
main{width:100%;max-width:36rem;background:#fff;border-radius:.4rem;box-shadow:0 5px 40px rgba(0,0,0,.2);padding:2rem}
h1{font-size:1.6rem;line-height:1.25;margin:0 0 1rem}
p{margin:0 0 1.25rem}
.button{display:inline-block;padding:.75rem 2rem;border-radius:.4rem;background:#005a9c;color:#fff;font-weight:700;font-size:1.1rem;text-decoration:none}
.button:hover{background:#00518c;text-decoration:underline}
:focus-visible{outline:3px solid #005a9c;outline-offset:2px}
`;

function dataUri(file: string): string {
  return `data:image/svg+xml;base64,${fs.readFileSync(file).toString('base64')}`;
}

/** What the page says, in the locale being built or served. */
export type SignedOutText = {title: string; body: string; signIn: string};

type PageText = SignedOutText & {htmlLang: string; siteName: string; pageTitle: string};

function page(text: PageText, home: string, logo: string, favicon: string): string {
  const titleHtml = escapeHtml(text.pageTitle);
  return `${standalonePageHead({htmlLang: text.htmlLang, titleHtml, favicon, style: SIGNED_OUT_PAGE_STYLE})}
<body>
<div class="screen">
<header class="brand"><img src="${logo}" alt="" width="40" height="40"><span>${escapeHtml(text.siteName)}</span></header>
<main>
<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(text.body)}</p>
<a class="button" href="${home}">${escapeHtml(text.signIn)}</a>
</main>
</div>
</body>
</html>
`;
}

/** English is the code's default; other locales read their translation of the same ids (i18n/fr/code.json). */
function translated({codeTranslations}: LoadContext, id: string, english: string): string {
  return codeTranslations[id] ?? english;
}

/** What the page says (the live preview's signed-out page says it too: src/signIn/build/livePreviewSignedOutRoute.ts). */
export function signedOutText(context: LoadContext): SignedOutText {
  return {
    title: translated(context, 'callback.signedOut.title', 'You are signed out'),
    body: translated(
      context,
      'callback.signedOut.body',
      'You have signed out of the Help Centre and of your Microsoft account in this browser. On a shared computer, also close the browser.',
    ),
    signIn: translated(context, 'callback.signInAgain', 'Sign in again'),
  };
}

function signedOutPageHtml(context: LoadContext): string {
  const {baseUrl, i18n, siteConfig, siteDir} = context;
  const said = signedOutText(context);
  const text: PageText = {
    ...said,
    htmlLang: i18n.localeConfigs[i18n.currentLocale]!.htmlLang,
    siteName: translated(context, 'authScreen.siteName', 'ChatGNB Help Centre'),
    pageTitle: `${said.title} ${siteConfig.titleDelimiter} ${siteConfig.title}`,
  };
  const staticDir = path.join(siteDir, 'static');
  return page(
    text,
    baseUrl,
    dataUri(path.join(staticDir, LOGO)),
    dataUri(path.join(staticDir, siteConfig.favicon ?? LOGO)),
  );
}

/** Writes the signed-out page of the locale being built into `outDir`. */
export function writeSignedOutPage(context: LoadContext, outDir: string): void {
  fs.writeFileSync(path.join(outDir, `${SIGNED_OUT_ROUTE}.html`), signedOutPageHtml(context));
}
