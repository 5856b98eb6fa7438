import React, {useCallback, useEffect, useState, type ReactNode} from 'react';
import {MsalProvider} from '@azure/msal-react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate from '@docusaurus/Translate';
import AuthScreen from '@site/src/auth/AuthScreen';
import SignInProblemScreen from '@site/src/auth/SignInProblemScreen';
import {getMsalInstance} from '@site/src/auth/msalClient';
import {clearSignInLeftovers, signInOnce, type SignInOutcome} from '@site/src/auth/signIn';
import {CALLBACK_ROUTE} from '@site/src/auth/settings';
import styles from './styles.module.css';

type GateState = SignInOutcome | {status: 'checking'};

function SigningIn(): ReactNode {
  return (
    <AuthScreen busy>
      <div className={styles.signingIn} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <Translate id="authGate.signingIn">Signing you in…</Translate>
      </div>
      <noscript>
        <p>
          <Translate id="authGate.noscript">
            The Help Centre needs JavaScript to sign you in. Turn on JavaScript in your browser, then reload the page.
          </Translate>
        </p>
      </noscript>
    </AuthScreen>
  );
}

/** The element id a `#fragment` names; a malformed escape (`#%E0%A4%A`) is taken as written. */
function anchorId(hash: string): string {
  const raw = hash.slice(1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Once content shows, take the reader to the anchor of the URL they opened
 * (the browser could not: the page was hidden when it loaded), clear of the fixed navbar.
 */
function scrollToHash(): void {
  const target = document.getElementById(anchorId(window.location.hash));
  if (!target) {
    return;
  }
  const navbarHeight = document.querySelector('.navbar')?.getBoundingClientRect().height ?? 0;
  window.scrollTo({top: target.getBoundingClientRect().top + window.scrollY - navbarHeight - 8});
}

function useSignInState(): [GateState, () => void] {
  const {i18n} = useDocusaurusContext();
  const uiLocale = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  const [state, setState] = useState<GateState>({status: 'checking'});
  useEffect(() => {
    const instance = getMsalInstance();
    if (instance) {
      signInOnce(instance, uiLocale).then(setState);
    }
  }, [uiLocale]);
  useEffect(() => {
    if (state.status === 'signed-in') {
      scrollToHash();
    }
  }, [state.status]);
  const tryAgain = useCallback(() => {
    if (state.status === 'problem') {
      clearSignInLeftovers(state.problem.kind);
    }
    window.location.reload();
  }, [state]);
  return [state, tryAgain];
}

/**
 * Shows the site only once an account is known. Until then the page stays in
 * the DOM (the prerendered HTML keeps its text for the search index) but is
 * hidden, so it is neither seen nor in the accessibility tree.
 */
function Gate({children}: {children: ReactNode}): ReactNode {
  const [state, tryAgain] = useSignInState();
  const signedIn = state.status === 'signed-in';
  // The page comes first in the DOM so the search indexer reads its <main>, not the gate's.
  return (
    <>
      <div className={styles.content} hidden={!signedIn} data-auth-gate={signedIn ? 'open' : 'closed'}>
        {children}
      </div>
      {state.status === 'problem' ? (
        <SignInProblemScreen problem={state.problem} onTryAgain={tryAgain} />
      ) : (
        !signedIn && <SigningIn />
      )}
    </>
  );
}

function isCallbackPage(pathname: string): boolean {
  return pathname.replace(/\/$/, '').endsWith(`/${CALLBACK_ROUTE}`);
}

export default function AuthGate({children}: {children: ReactNode}): ReactNode {
  const {pathname} = useLocation();
  const instance = getMsalInstance();
  if (isCallbackPage(pathname)) {
    return children;
  }
  const gate = <Gate>{children}</Gate>;
  return instance ? <MsalProvider instance={instance}>{gate}</MsalProvider> : gate;
}
