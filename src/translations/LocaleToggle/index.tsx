import React, {type MouseEvent, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useHistorySelector} from '@docusaurus/theme-common';
import IconLanguage from '@theme/Icon/Language';
import {usePathInLocale} from '@site/src/translations/pathInLocale';
import {sameOriginHref} from './sameSite';
import styles from './styles.module.css';

/** The language toggle opens "the first locale that is not the current one": with two locales, the other one. */
function useOtherLocale(): string {
  const {i18n} = useDocusaurusContext();
  return i18n.locales.find((locale) => locale !== i18n.currentLocale) ?? i18n.defaultLocale;
}

/**
 * Navbar item: the same page in the other language, as a full page load that
 * keeps the query string and the #anchor. Labelled in the target language.
 */
export default function LocaleToggle({mobile = false}: {mobile?: boolean}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const locale = useOtherLocale();
  const {label, htmlLang, baseUrl: home} = i18n.localeConfigs[locale]!;
  const path = usePathInLocale(locale);
  const search = useHistorySelector((history) => history.location.search);
  const hash = useHistorySelector((history) => history.location.hash);
  // The address bar may hold a newer query or hash than the router knows (e.g. after in-page search highlights).
  const followCurrentAddress = (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = sameOriginHref(`${path}${window.location.search}${window.location.hash}`, home);
  };
  const link = (
    // eslint-disable-next-line @docusaurus/no-html-links -- a full page load into the other locale's build, keeping query and anchor
    <a
      href={`${path}${search}${hash}`}
      hrefLang={htmlLang}
      lang={htmlLang}
      target="_self"
      onClick={followCurrentAddress}
      className={mobile ? 'menu__link' : 'navbar__item navbar__link'}>
      <span className={styles.toggle}>
        <IconLanguage className={styles.icon} aria-hidden="true" />
        {label}
      </span>
    </a>
  );
  // In the phone menu, navbar items are items of its list.
  return mobile ? <li className="menu__list-item">{link}</li> : link;
}
