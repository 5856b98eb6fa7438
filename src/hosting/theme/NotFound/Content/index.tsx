import React, {type ReactNode} from 'react';
import Content from '@theme-init/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {IS_LIVE_PREVIEW} from '@site/src/shared/livePreview';
import {OtherLanguageOnLivePreview} from '@site/src/translations';
import {REPORT_A_PROBLEM_PATH} from '@site/src/feedback';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/**
 * On the live preview, which serves one language, the locale whose pages the address belongs to when it is not the
 * preview's own (the language toggle leads there); null elsewhere, and always in a production build.
 */
function useLivePreviewOtherLocale(): string | null {
  const {pathname} = useLocation();
  const {i18n} = useDocusaurusContext();
  if (!IS_LIVE_PREVIEW) {
    return null;
  }
  const owner = Object.entries(i18n.localeConfigs)
    .filter(([, config]) => config.baseUrl && pathname.startsWith(config.baseUrl))
    .sort(([, a], [, b]) => b.baseUrl.length - a.baseUrl.length)[0]?.[0];
  return owner && owner !== i18n.currentLocale ? owner : null;
}

/**
 * The not-found page, wherever the theme shows it. Under /docs/ the docs layout
 * renders this content without the page's own title, so the wrapper sets it, and
 * it offers a way on: the home page, the search, and how to report the broken link.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const otherLocale = useLivePreviewOtherLocale();
  if (otherLocale) {
    return (
      <OtherLanguageOnLivePreview
        devCommand={otherLocale === 'en' ? 'npm run dev' : `npm run dev -- --locale ${otherLocale}`}
      />
    );
  }
  return (
    <>
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <Content {...props} />
      <nav
        className={`container ${styles.wayOn}`}
        aria-label={translate({
          id: 'notFound.wayOn.ariaLabel',
          message: 'Where to go from here',
          description: 'Accessible name of the list of links on the not-found page',
        })}>
        <div className="row">
          <div className="col col--6 col--offset-3">
            <Heading as="h2" className={styles.heading}>
              <Translate id="notFound.wayOn.heading">Where to go from here</Translate>
            </Heading>
            <ul>
              <li>
                <Link to="/">
                  <Translate id="notFound.wayOn.home">Help Centre home page</Translate>
                </Link>
              </li>
              <li>
                <Link to="/search">
                  <Translate id="notFound.wayOn.search">Search the Help Centre</Translate>
                </Link>
              </li>
              <li>
                <Link to={REPORT_A_PROBLEM_PATH}>
                  <Translate id="notFound.wayOn.report">Report a broken link</Translate>
                </Link>
              </li>
            </ul>
          </div>
        </div>
      </nav>
    </>
  );
}
