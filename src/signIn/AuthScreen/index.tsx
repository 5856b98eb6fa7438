import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

/**
 * The frame of every screen shown instead of the site while signing in or
 * after a sign-in problem: the government logo, the site name, one message.
 * With a `title`, the tab is named after the message, not after the page that is not shown
 * (these screens are outside the theme's layout, so its page metadata does not apply).
 */
export default function AuthScreen({
  children,
  busy = false,
  title,
}: {
  children: ReactNode;
  busy?: boolean;
  title?: string;
}): ReactNode {
  const logo = useBaseUrl('/img/logo.svg');
  const {siteConfig} = useDocusaurusContext();
  return (
    <div className={styles.screen}>
      {title && (
        <Head>
          <title>{`${title} ${siteConfig.titleDelimiter} ${siteConfig.title}`}</title>
        </Head>
      )}
      <header className={styles.brand}>
        <img src={logo} alt="" width={40} height={40} />
        <span>
          <Translate id="authScreen.siteName">ChatGNB Help Centre</Translate>
        </span>
      </header>
      <main className={styles.panel} aria-busy={busy}>
        {children}
      </main>
    </div>
  );
}
