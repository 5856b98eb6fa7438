import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

/**
 * The frame of every screen shown instead of the site while signing in or
 * after a sign-in problem: the government logo, the site name, one message.
 */
export default function AuthScreen({children, busy = false}: {children: ReactNode; busy?: boolean}): ReactNode {
  const logo = useBaseUrl('/img/logo.svg');
  return (
    <div className={styles.screen}>
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
