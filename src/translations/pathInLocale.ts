import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {sameSitePath} from '@site/src/translations/LocaleToggle/sameSite';

type Site = {baseUrl: string; trailingSlash: boolean | undefined};

/**
 * The page at `pathname` in the locale whose base URL is `localeBaseUrl`: the part past this locale's base URL, under
 * the other's, written as the site writes its addresses (`trailingSlash`), and never an address off this site.
 */
export function pathInLocale(pathname: string, {baseUrl, trailingSlash}: Site, localeBaseUrl: string): string {
  const base = `${pathname}/` === baseUrl ? baseUrl : pathname;
  const suffix = base.startsWith(baseUrl) ? base.slice(baseUrl.length) : base.replace(/^\/+/, '');
  const written =
    trailingSlash === false
      ? suffix.replace(/\/+$/, '')
      : trailingSlash && suffix && !suffix.endsWith('/')
        ? `${suffix}/`
        : suffix;
  return sameSitePath(`${localeBaseUrl}${written}`);
}

/** This page's path in `locale`. */
export function usePathInLocale(locale: string): string {
  const {siteConfig, i18n} = useDocusaurusContext();
  const {pathname} = useLocation();
  return pathInLocale(pathname, siteConfig, i18n.localeConfigs[locale]!.baseUrl);
}
