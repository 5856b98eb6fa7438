/** The built site as the host serves it, read without a browser (run `npm run build:local` first). */
import {ACCOUNT_KNOWN} from '../signIn/tools/index.mjs';
import fs from 'node:fs';
import path from 'node:path';
import {JSDOM} from 'jsdom';
import {parseHTML} from 'linkedom';
import {expect} from 'vitest';

export const BUILD = path.resolve(import.meta.dirname, '../../build');

const builtFiles = new Map<string, string | undefined>();

/** The built file the host serves for a URL path (clean URLs: /x is x.html, or x/index.html). */
export function builtFile(urlPath: string): string | undefined {
  const clean = decodeURIComponent(urlPath.replace(/[?#].*$/, '')).replace(/\/$/, '');
  // Every page links to the same navbar, sidebar and footer pages: look each up once.
  if (!builtFiles.has(clean)) {
    const candidates = [clean, `${clean}.html`, `${clean}/index.html`].map((file) => path.join(BUILD, file));
    const found = candidates.find(
      (file) => file.startsWith(BUILD) && fs.existsSync(file) && fs.statSync(file).isFile(),
    );
    builtFiles.set(clean, found);
  }
  return builtFiles.get(clean);
}

function readBuilt(urlPath: string): string {
  const file = builtFile(urlPath);
  if (!file) {
    throw new Error(`No built page for ${urlPath}: run npm run build:local first.`);
  }
  return fs.readFileSync(file, 'utf8');
}

/** The address a redirect page the build writes for an old or short address sends the reader to, if it is one. */
function redirectTarget(document: Document): string | undefined {
  const refresh = document.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content');
  return (refresh && /^0; ?url=(\/(?!\/).*)$/.exec(refresh)?.[1]) || undefined;
}

/**
 * A page's HTML as a document to query, for the checks of its structure and words: parsed with linkedom, several
 * times faster than jsdom (it builds no browser around the document), which matters on a site of thousands of pages.
 */
export const parseHtml = (html: string): Document => parseHTML(html).document as unknown as Document;

/** The page at a URL path, with jsdom (for a check that runs a script in it), after the build's redirect pages. */
export function loadPage(urlPath: string, options: ConstructorParameters<typeof JSDOM>[1] = {}): JSDOM {
  const dom = new JSDOM(readBuilt(urlPath), options);
  const target = redirectTarget(dom.window.document);
  return target ? loadPage(target, options) : dom;
}

/**
 * The page last read, so that the checks of one page, run one after another, parse it once; kept no longer, so that
 * it dies young (vitest.config.mts).
 */
const recentPages = new Map<string, Document>();
const RECENT_PAGES = 1;

/** The page at a URL path, after the build's redirect pages, for the checks of its structure and words. */
export function page(urlPath: string): Document {
  const recent = recentPages.get(urlPath);
  if (recent) return recent;
  const document = parseHtml(readBuilt(urlPath));
  const target = redirectTarget(document);
  const result = target ? page(target) : document;
  recentPages.set(urlPath, result);
  if (recentPages.size > RECENT_PAGES) recentPages.delete(recentPages.keys().next().value!);
  return result;
}

/** The site's content: what the gate shows once the reader is signed in (not its "Signing you in…" screen). */
export function content(document: Document): Element {
  const gated = document.querySelector('[data-auth-gate]');
  expect(gated, 'the page is inside the sign-in gate').not.toBeNull();
  return gated!;
}

export const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/**
 * The page as a returning reader's browser shows it before any script runs: the early-reveal script marks the page,
 * and the site's styles show the gated content and hide the "Signing you in…" screen (src/signIn/AuthGate).
 */
export function signedInView(document: Document): void {
  document.documentElement.setAttribute(ACCOUNT_KNOWN.attribute, '');
  content(document).removeAttribute('hidden');
  const signingIn = document.querySelectorAll('[data-signing-in-screen]');
  expect(signingIn, 'the "Signing you in…" screen').toHaveLength(1);
  signingIn.forEach((screen) => screen.remove());
}
