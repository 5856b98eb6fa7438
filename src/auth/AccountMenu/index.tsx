import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {useGateState} from '@site/src/auth/gateState';
import styles from './styles.module.css';

/** Navbar item: who is signed in, and a way to sign out. */
export default function AccountMenu({mobile = false}: {mobile?: boolean}): ReactNode {
  const state = useGateState();
  if (state.status !== 'signed-in') {
    return null;
  }
  const {account, signOut} = state;
  // In the phone menu, navbar items are items of its list.
  const Item = mobile ? 'li' : 'div';
  return (
    <Item className={mobile ? 'menu__list-item' : 'navbar__item'}>
      <div className={clsx(styles.account, mobile && styles.mobile)}>
        <span className={styles.name} title={account.username}>
          {account.name}
        </span>
        <button type="button" className="button button--outline button--primary button--sm" onClick={signOut}>
          <Translate id="account.signOut">Sign out</Translate>
        </button>
      </div>
    </Item>
  );
}
