/**
 * Renders a component as the built site would, in one of its languages: the site's real configuration
 * (docusaurus.config.ts, read as a build of that locale reads it), what our plugins write for the browser from the
 * same settings (siteSettings.ts) and that locale's translations (i18n/fr/code.json).
 */
import path from 'node:path';
import React, {type ReactNode} from 'react';
import {render, type RenderResult} from '@testing-library/react';
import {HelmetProvider} from 'react-helmet-async';
import {MemoryRouter} from 'react-router-dom';
import type {DocusaurusConfig, I18n} from '@docusaurus/types';
import {loadSiteConfig} from '@docusaurus/core/lib/server/config';
import insights from '@chatgnb/insights.json';
import siteAuth from '@chatgnb/site-auth.json';
import codeTranslations from '@generated/codeTranslations';
import siteConfig from '@generated/docusaurus.config';
import i18n from '@generated/i18n';
import type {Locale} from '@site/src/shared/testFacts/site';
import {siteSettings} from '@site/siteSettings';
import {readMessages} from '@site/src/translations/tools/index.mjs';

export type {Locale};

const ROOT = path.resolve(__dirname, '../..');

function translationsOf(locale: Locale): Record<string, string> {
  return locale === 'en' ? {} : readMessages(path.join(ROOT, 'i18n', locale, 'code.json'));
}

/** The site's configuration as Docusaurus loads it for a build of `locale` (the config reads the locale when it loads). */
export async function configOf(locale: Locale): Promise<DocusaurusConfig> {
  process.env.DOCUSAURUS_CURRENT_LOCALE = locale;
  process.env.AUTH_PROVIDER ??= 'local';
  const {siteConfig: config} = await loadSiteConfig({siteDir: ROOT});
  return {...config, baseUrl: config.i18n.localeConfigs[locale]?.baseUrl ?? config.baseUrl};
}

/** Makes `locale` the site's current language for the components rendered next. */
export async function useSiteLocale(locale: Locale): Promise<void> {
  const config = await configOf(locale);
  Object.assign(siteConfig, config);
  Object.assign(i18n, {...config.i18n, currentLocale: locale} satisfies Omit<I18n, 'localeConfigs'>, {
    localeConfigs: config.i18n.localeConfigs,
  });
  replaceContents(codeTranslations, translationsOf(locale));
  const settings = siteSettings(process.env);
  replaceContents(siteAuth, {auth: settings.auth, baseUrl: config.baseUrl});
  replaceContents(insights, settings.insights);
}

/** What a stand-in module holds, replaced by `contents` (its importers keep the same object). */
export function replaceContents<T extends object>(module: T, contents: T): void {
  for (const key of Object.keys(module)) {
    delete module[key as keyof T];
  }
  Object.assign(module, contents);
}

/** Renders `ui` inside the providers the site's root gives every page. */
export function renderInSite(ui: ReactNode, {route = '/'}: {route?: string} = {}): RenderResult {
  // What the client entry sets (Link prefetches through it where IntersectionObserver is missing, as in jsdom).
  window.docusaurus ??= {prefetch: () => false, preload: () => false};
  return render(
    <HelmetProvider>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </HelmetProvider>,
  );
}
