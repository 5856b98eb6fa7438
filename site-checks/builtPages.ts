/** The built site as the host serves it, read without a browser (run `npm run build:local` first). */
import {ACCOUNT_KNOWN} from '../src/signIn/tools/index.mjs';
import fs from 'node:fs';
import path from 'node:path';
import {JSDOM} from 'jsdom';
import {expect} from 'vitest';

export const BUILD = path.resolve(import.meta.dirname, '../build');

/** The built file the host serves for a URL path (clean URLs: /x is x.html, or x/index.html). */
export function builtFile(urlPath: string): string | undefined {
  const clean = decodeURIComponent(urlPath.replace(/[?#].*$/, '')).replace(/\/$/, '');
  const candidates = [clean, `${clean}.html`, `${clean}/index.html`].map((file) => path.join(BUILD, file));
  return candidates.find((file) => file.startsWith(BUILD) && fs.existsSync(file) && fs.statSync(file).isFile());
}

/** The page at a URL path, after the redirect pages the build writes for old or short addresses. */
export function loadPage(urlPath: string, options: ConstructorParameters<typeof JSDOM>[1] = {}): JSDOM {
  const file = builtFile(urlPath);
  if (!file) {
    throw new Error(`No built page for ${urlPath}: run npm run build:local first.`);
  }
  const dom = new JSDOM(fs.readFileSync(file, 'utf8'), options);
  const refresh = dom.window.document.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content');
  const target = refresh && /^0; ?url=(\/(?!\/).*)$/.exec(refresh)?.[1];
  return target ? loadPage(target, options) : dom;
}

export const page = (urlPath: string): Document => loadPage(urlPath).window.document;

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
