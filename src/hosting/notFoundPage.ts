/**
 * The host allows one not-found page per app (Azure/static-web-apps#528), so
 * it is bilingual, as Canada.ca's is: both languages' own not-found text,
 * taken from the built 404 pages, with the reader's language first.
 */
import fs from 'node:fs';
import path from 'node:path';
import {standalonePageHead} from '../shared/standalonePage';

export type LocaleNotFound = {
  /** Base URL of the locale, e.g. '/fr/'. */
  baseUrl: string;
  /** Value of `<html lang>`, e.g. 'fr-CA'. */
  htmlLang: string;
  /** The locale's own built 404 page. */
  notFoundHtmlFile: string;
};

const NOT_FOUND_MAIN = /<main class="container[^"]*">([\s\S]*?)<\/main>/;

/** The heading and paragraphs of a built Docusaurus 404 page, without their layout. */
export function notFoundText(html: string, file: string): string {
  const main = NOT_FOUND_MAIN.exec(html)?.[1];
  if (!main) {
    throw new Error(`${file}: no not-found text found (expected <main class="container …"> with the 404 text).`);
  }
  return main.replace(/<\/?div\b[^>]*>/g, '').replace(/ class=("[^"]*"|[^\s>]+)/g, '');
}

type Section = {title: string; html: string};

/** "Page introuvable | Centre d'aide ChatGNB" → the page title and the site title. */
function titlesOf(html: string): [string, string] {
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const [page = '', site = ''] = title.split(' | ');
  return [page, site];
}

function section(locale: LocaleNotFound): Section {
  const built = fs.readFileSync(locale.notFoundHtmlFile, 'utf8');
  const [title, siteTitle] = titlesOf(built);
  const text = notFoundText(built, locale.notFoundHtmlFile);
  const home = `<p><a href="${locale.baseUrl}">${siteTitle}</a></p>`;
  return {title, html: `<section lang="${locale.htmlLang}" data-base="${locale.baseUrl}">${text}${home}</section>`};
}

// Puts the section of the address's language first, in reading order too (not only visually).
export const READER_LANGUAGE_FIRST = `(function(){var m=document.querySelector('main');var s=m.querySelectorAll('section');for(var i=0;i<s.length;i++){var b=s[i].getAttribute('data-base');if(b!=='/'&&location.pathname.indexOf(b)===0){m.insertBefore(s[i],m.firstChild);document.documentElement.lang=s[i].lang;}}})();`;

/** The page's own style, declared to the host's CSP by its text (./plugin.ts). */
export const NOT_FOUND_PAGE_STYLE = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1e21;background:#fff;line-height:1.5}
main{display:grid;gap:2rem;grid-template-columns:repeat(auto-fit,minmax(18rem,1fr));max-width:60rem;margin:0 auto;padding:3rem 1.5rem}
h1{font-size:2rem;line-height:1.2;margin:0 0 1rem}a{color:#005a9c;text-decoration:underline}a:focus-visible{outline:3px solid #005a9c;outline-offset:2px}`;

/** The bilingual not-found page; the first locale's language is the page's language by default. */
export function bilingualNotFoundPage(locales: LocaleNotFound[], favicon: string): string {
  const [first] = locales;
  if (!first) {
    throw new Error('No locale was built: there is no not-found text to show.');
  }
  const sections = locales.map(section);
  // The titles are HTML already: read from the built pages' own <title>.
  const titleHtml = sections.map((s) => s.title).join(' | ');
  const head = standalonePageHead({
    htmlLang: first.htmlLang,
    titleHtml,
    favicon: `${first.baseUrl}${favicon}`,
    style: NOT_FOUND_PAGE_STYLE,
  });
  return `${head}
<body>
<main>${sections.map((s) => s.html).join('')}</main>
<script>${READER_LANGUAGE_FIRST}</script>
</body>
</html>
`;
}

export function writeBilingualNotFoundPage(file: string, locales: LocaleNotFound[], favicon: string): void {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, bilingualNotFoundPage(locales, favicon));
}
