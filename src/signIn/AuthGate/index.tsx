import React, {startTransition, useCallback, useEffect, useState, type ComponentType, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate from '@docusaurus/Translate';
import AuthScreen from '@site/src/signIn/AuthScreen';
import {
  CONTENT_VISIBLE_MARK,
  forgetAccountKnown,
  GATE_CONTENT,
  isAccountKnown,
  SIGNING_IN_SCREEN,
} from '@site/src/signIn/shared/accountKnown';
import {CHECKING, GateStateContext, type GateState} from '@site/src/signIn/browser/gateState';
import {pageContentSettled} from '@site/src/signIn/browser/signInCheck';
import {CALLBACK_ROUTE, OUTSIDE_GATE_ROUTES, SIGNED_OUT_ROUTE} from '@site/src/signIn/shared/signInRoutes';
import {IS_LIVE_PREVIEW} from '@site/src/shared/livePreview';
import styles from './styles.module.css';

// MSAL, msal-react and the problem screens, in their own chunk.
const loadRuntime = () => import('@site/src/signIn/browser/runtime');
// A returning reader's page is already shown: MSAL waits until after hydration, off the critical path.
// Anyone else needs it to sign in at all: fetch it now, alongside the site's own scripts.
if (ExecutionEnvironment.canUseDOM && !isAccountKnown()) {
  void loadRuntime();
}

type RuntimeProps = {uiLocale: string; onChange: (state: GateState) => void};

/**
 * The sign-in runtime once its chunk is there, after hydration (the first render must match the prerendered
 * HTML). Not React.lazy: React 19 holds a resolved Suspense boundary back for up to 300 ms, which every
 * sign-in would wait for.
 */
function useSignInRuntime(): ComponentType<RuntimeProps> | null {
  const [runtime, setRuntime] = useState<ComponentType<RuntimeProps> | null>(null);
  useEffect(() => {
    let mounted = true;
    // A returning reader's page is shown: its own content comes first (../browser/signInCheck.ts).
    const ready = isAccountKnown() ? pageContentSettled() : Promise.resolve();
    // A transition: React renders MSAL's start in slices, apart from the page's own first updates.
    void ready.then(loadRuntime).then((module) => mounted && startTransition(() => setRuntime(() => module.default)));
    return () => {
      mounted = false;
    };
  }, []);
  return runtime;
}

function SigningIn(): ReactNode {
  return (
    <div {...{[SIGNING_IN_SCREEN]: ''}}>
      <AuthScreen busy>
        <div className={styles.signingIn} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          <h1 className={styles.signingInHeading}>
            <Translate id="authGate.signingIn">Signing you in…</Translate>
          </h1>
        </div>
        <noscript>
          <p>
            <Translate id="authGate.noscript">
              The Help Centre needs JavaScript to sign you in. Turn on JavaScript in your browser, then reload the page.
            </Translate>
          </p>
        </noscript>
      </AuthScreen>
    </div>
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

function useGate(): [GateState, (state: GateState) => void] {
  const [state, setState] = useState<GateState>(CHECKING);
  const [shownLate, setShownLate] = useState(false);
  const onChange = useCallback((next: GateState) => {
    if (next.status !== 'signed-in') {
      // The saved account could not be confirmed: hide the page again.
      forgetAccountKnown();
    } else if (!isAccountKnown()) {
      setShownLate(true);
    }
    setState(next);
  }, []);
  useEffect(() => {
    // Shown only now: the browser could not scroll to the anchor while the page was hidden.
    if (shownLate) {
      performance.mark(CONTENT_VISIBLE_MARK);
      scrollToHash();
    }
  }, [shownLate]);
  return [state, onChange];
}

/**
 * Shows the site only once an account is known. Until then the page stays in
 * the DOM (the prerendered HTML keeps its text for the search index) but is
 * hidden, so it is neither seen nor in the accessibility tree. A returning
 * reader's page is shown before first paint by the early-reveal script
 * (src/signIn/browser/earlyReveal.ts); MSAL confirms after hydration.
 */
function Gate({children}: {children: ReactNode}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const uiLocale = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  const [state, onChange] = useGate();
  const SignInRuntime = useSignInRuntime();
  const signedIn = state.status === 'signed-in';
  // The page comes first in the DOM so the search indexer reads its <main>, not the gate's.
  return (
    <GateStateContext.Provider value={state}>
      <div
        className={styles.content}
        hidden={!signedIn}
        data-auth-gate={signedIn ? 'open' : 'closed'}
        {...{[GATE_CONTENT]: ''}}>
        {children}
      </div>
      {(state.status === 'checking' || state.status === 'redirecting') && <SigningIn />}
      {/* eslint-disable-next-line react-hooks/static-components -- the runtime chunk's export, kept in state */}
      {SignInRuntime && <SignInRuntime uiLocale={uiLocale} onChange={onChange} />}
    </GateStateContext.Provider>
  );
}

/**
 * The live preview's signed-out page is a route of the site (src/signIn/build/livePreviewSignedOutRoute.ts), the built site's a
 * static page the gate never sees.
 */
const OUTSIDE_GATE = IS_LIVE_PREVIEW ? [...OUTSIDE_GATE_ROUTES, SIGNED_OUT_ROUTE] : OUTSIDE_GATE_ROUTES;

/** Only the pages themselves (`/no-sign-in-to-finish`, `/fr/no-sign-in-to-finish/`), not any path that ends like them. */
function isOutsideGate(pathname: string, baseUrl: string): boolean {
  const path = pathname.replace(/\/$/, '');
  return OUTSIDE_GATE.some((route) => path === `${baseUrl}${route}`);
}

/**
 * The live preview has neither the callback page nor the host: back from the identity provider's sign-out, the
 * reader goes straight to the signed-out page it serves (src/signIn/build/livePreviewSignedOutRoute.ts), where the built site's callback page
 * would have sent them through the host's sign-out.
 */
function LivePreviewSignOutEnd({baseUrl}: {baseUrl: string}): ReactNode {
  useEffect(() => window.location.replace(`${baseUrl}${SIGNED_OUT_ROUTE}`), [baseUrl]);
  return null;
}

function isSignOutReturn(pathname: string, search: string, baseUrl: string): boolean {
  return pathname === `${baseUrl}${CALLBACK_ROUTE}` && new URLSearchParams(search).has('signed-out');
}

export default function AuthGate({children}: {children: ReactNode}): ReactNode {
  const {pathname, search} = useLocation();
  const {baseUrl} = useDocusaurusContext().siteConfig;
  if (IS_LIVE_PREVIEW && isSignOutReturn(pathname, search, baseUrl)) {
    return <LivePreviewSignOutEnd baseUrl={baseUrl} />;
  }
  return isOutsideGate(pathname, baseUrl) ? children : <Gate>{children}</Gate>;
}
