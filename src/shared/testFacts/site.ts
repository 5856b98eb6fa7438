/**
 * What the tests expect of the site, read from the content itself so that a
 * new or renamed article is tested without editing the tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseFrontMatter} from '../frontMatter.mjs';

export type Locale = 'en' | 'fr';
export const LOCALES: Locale[] = ['en', 'fr'];

const ROOT = path.resolve(__dirname, '../../..');
const DOCS_DIR: Record<Locale, string> = {
  en: path.join(ROOT, 'docs'),
  fr: path.join(ROOT, 'i18n/fr/docusaurus-plugin-content-docs/current'),
};

export type Doc = {id: string; route: string; title: string; file: string};

function frontMatterValue(source: string, key: string): string | undefined {
  const value = parseFrontMatter(source).data[key];
  return value === undefined ? undefined : String(value);
}

/** Every doc of a locale with the route it is served at (without the locale prefix). */
export function docs(locale: Locale): Doc[] {
  const dir = DOCS_DIR[locale];
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.mdx'))
    .sort()
    .map((file) => {
      const source = fs.readFileSync(path.join(dir, file), 'utf8');
      const id = file.replace(/\.mdx$/, '');
      const slug = frontMatterValue(source, 'slug');
      return {
        id,
        file: path.join(dir, file),
        title: frontMatterValue(source, 'title') ?? id,
        route: `/docs${slug ?? `/${id}`}`,
      };
    });
}

/** The path of a route in a locale: en at the root, fr under /fr. */
export function localePath(locale: Locale, route: string): string {
  return locale === 'en' ? route : `/fr${route}`;
}

export const PAGES: Record<Locale, {route: string; heading: string}[]> = {
  en: [
    {route: '/', heading: 'ChatGNB Help Centre'},
    {route: '/about', heading: 'About this Help Centre'},
    {route: '/docs', heading: 'What is ChatGNB?'},
  ],
  fr: [
    {route: '/', heading: "Centre d'aide ChatGNB"},
    {route: '/about', heading: "À propos de ce Centre d'aide"},
    {route: '/docs', heading: "Qu'est-ce que ChatGNB?"},
  ],
};

export const NOT_FOUND: Record<
  Locale,
  {title: string; body: string; brokenLink: RegExp; wayOn: string; home: string; search: string; report: string}
> = {
  en: {
    title: 'Page Not Found',
    body: 'We could not find what you were looking for.',
    brokenLink: /let them know their link is broken/,
    wayOn: 'Where to go from here',
    home: 'Help Centre home page',
    search: 'Search the Help Centre',
    report: 'Report a broken link',
  },
  fr: {
    title: 'Page introuvable',
    body: "Nous n'avons pas trouvé ce que vous recherchez.",
    brokenLink: /lien est brisé/,
    wayOn: 'Où aller maintenant',
    home: "Page d'accueil du Centre d'aide",
    search: "Rechercher dans le Centre d'aide",
    report: 'Signaler un lien brisé',
  },
};

export const HTML_LANG: Record<Locale, string> = {en: 'en-CA', fr: 'fr-CA'};

/** What a reader who signs out clicks, and what the signed-out page says (src/signIn/build/signedOutPage.ts). */
export const SIGN_OUT: Record<
  Locale,
  {button: string; heading: string; title: string; body: RegExp; signInAgain: string; picker: string}
> = {
  en: {
    button: 'Sign out',
    heading: 'You are signed out',
    title: 'You are signed out | ChatGNB Help Centre',
    body: /signed out of the Help Centre and of your Microsoft account in this browser/,
    signInAgain: 'Sign in again',
    picker: 'Pick an account',
  },
  fr: {
    button: 'Se déconnecter',
    heading: 'Vous êtes déconnecté',
    title: "Vous êtes déconnecté | Centre d'aide ChatGNB",
    body: /déconnecté du Centre d'aide et de votre compte Microsoft dans ce navigateur/,
    signInAgain: 'Se reconnecter',
    picker: 'Choisissez un compte',
  },
};

/** The URL paths of a locale's built scripts whose code contains `marker` (run `npm run build` first). */
export function builtScriptsContaining(locale: Locale, marker: string): Set<string> {
  const urlDir = localePath(locale, '/assets/js/');
  const dir = path.join(ROOT, 'build', urlDir);
  const paths = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.js') && fs.readFileSync(path.join(dir, name), 'utf8').includes(marker))
    .map((name) => urlDir + name);
  if (paths.length === 0) throw new Error(`No script of ${dir} contains ${JSON.stringify(marker)}`);
  return new Set(paths);
}

/** Plain text of an article body (front matter, markup and components removed). */
export function bodyText(file: string): string {
  return parseFrontMatter(fs.readFileSync(file, 'utf8'))
    .body.replace(/```[\s\S]*?```/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\{#[^}]+\}/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#*_>`:|-]/g, ' ');
}
