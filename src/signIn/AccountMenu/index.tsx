import {ACCOUNT_SLOT} from '@site/src/signIn/shared/accountKnown';
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {useGateState, type ReaderAccount} from '@site/src/signIn/browser/gateState';
import styles from './styles.module.css';

function SignOutLabel(): ReactNode {
  return <Translate id="account.signOut">Sign out</Translate>;
}

function Account({account, signOut, mobile}: {account: ReaderAccount; signOut: () => void; mobile: boolean}) {
  // In the phone menu, navbar items are items of its list.
  const Item = mobile ? 'li' : 'div';
  return (
    <Item className={mobile ? 'menu__list-item' : 'navbar__item'}>
      <div className={clsx(styles.account, mobile && styles.mobile)}>
        <span className={styles.name} title={`${account.name} (${account.username})`}>
          {account.name}
        </span>
        <button type="button" className="button button--outline button--primary button--sm" onClick={signOut}>
          <SignOutLabel />
        </button>
      </div>
    </Item>
  );
}

/**
 * The menu's place in the navbar while MSAL confirms the account of a page shown before first paint
 * (src/signIn/browser/earlyReveal.ts): the same boxes, unseen, so that the navbar's items do not move when the menu appears.
 * Its stylesheet shows it only then, and only where the navbar shows its items.
 */
function AccountSlot(): ReactNode {
  return (
    <div className={clsx('navbar__item', styles.slot)} aria-hidden="true" {...{[ACCOUNT_SLOT]: ''}}>
      <div className={styles.account}>
        <span className={styles.name} />
        <button type="button" className="button button--outline button--primary button--sm" tabIndex={-1}>
          <SignOutLabel />
        </button>
      </div>
    </div>
  );
}

/** Navbar item: who is signed in, and a way to sign out. */
export default function AccountMenu({mobile = false}: {mobile?: boolean}): ReactNode {
  const state = useGateState();
  if (state.status === 'signed-in') {
    return <Account account={state.account} signOut={state.signOut} mobile={mobile} />;
  }
  return state.status === 'checking' && !mobile ? <AccountSlot /> : null;
}
