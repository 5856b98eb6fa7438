import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useMsal} from '@azure/msal-react';
import Translate from '@docusaurus/Translate';
import {signedOutUrl} from '@site/src/auth/msalClient';
import styles from './styles.module.css';

/** Navbar item: who is signed in, and a way to sign out. */
export default function AccountMenu({mobile = false}: {mobile?: boolean}): ReactNode {
  const {instance, accounts} = useMsal();
  const account = accounts.length > 0 ? (instance.getActiveAccount() ?? accounts[0]) : null;
  if (!account) {
    return null;
  }
  const signOut = () => {
    void instance.logoutRedirect({account, postLogoutRedirectUri: signedOutUrl()});
  };
  return (
    <div className={mobile ? 'menu__list-item' : 'navbar__item'}>
      <div className={clsx(styles.account, mobile && styles.mobile)}>
        <span className={styles.name} title={account.username}>
          {account.name ?? account.username}
        </span>
        <button type="button" className="button button--outline button--primary button--sm" onClick={signOut}>
          <Translate id="account.signOut">Sign out</Translate>
        </button>
      </div>
    </div>
  );
}
