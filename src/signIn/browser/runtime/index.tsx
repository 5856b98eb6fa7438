/**
 * The sign-in itself, loaded by AuthGate after first paint so a signed-in
 * reader never waits for MSAL: MSAL initialised, msal-react's MsalProvider
 * handles the redirect; the decision below reads its state:
 * redirect result or saved account of the tenant → signed in; no account →
 * loginRedirect; failures (from MSAL's events) → a problem screen. Signing out
 * ends three sessions in a set order: see runtime/signOut.ts.
 */
import React, {useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode} from 'react';
import {
  EventType,
  InteractionStatus,
  InteractionType,
  type AccountInfo,
  type EventMessage,
  type IPublicClientApplication,
  type PublicClientApplication,
} from '@azure/msal-browser';
import {MsalProvider, useMsal} from '@azure/msal-react';
import SignInProblemScreen from '@site/src/signIn/SignInProblemScreen';
import {isAccountKnown} from '@site/src/signIn/shared/accountKnown';
import type {GateState, ReaderAccount} from '@site/src/signIn/browser/gateState';
import type {SignInProblem} from '@site/src/signIn/shared/problems';
import {SIGN_IN_SCOPES} from '@site/src/signIn/shared/authSettings';
import {authSettings} from '@site/src/signIn/browser/siteAuth';
import {
  clearSignInLeftovers,
  hasUnreadableCache,
  hostSignedInUser,
  MAX_ATTEMPTS,
  providerIsReachable,
  recentAttempts,
  recordAttempt,
  resetAttempts,
  siteStorageWorks,
} from '@site/src/signIn/browser/signInGuards';
import {classifySignInError} from '@site/src/signIn/browser/runtime/classifySignInError';
import {createMsalInstance} from '@site/src/signIn/browser/runtime/msalInstance';
import {signOut} from '@site/src/signIn/browser/runtime/signOut';

type Props = {uiLocale: string; onChange: (state: GateState) => void};

const problem = (p: SignInProblem): GateState => ({status: 'problem', problem: p});

/** A failure MSAL reports through its events, kept for the decision. */
function createFailureStore() {
  let failure: SignInProblem | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => failure,
    set(next: SignInProblem) {
      failure ??= next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

type FailureStore = ReturnType<typeof createFailureStore>;

/** Registered before MsalProvider handles the redirect, so no failure event is missed. */
function watchMsal(instance: PublicClientApplication, failures: FailureStore): void {
  instance.addEventCallback((message: EventMessage) => {
    if (message.eventType === EventType.ACQUIRE_TOKEN_FAILURE && message.interactionType === InteractionType.Redirect) {
      failures.set(classifySignInError(message.error));
    }
    if (message.eventType === EventType.LOGIN_SUCCESS && message.payload) {
      instance.setActiveAccount(message.payload as AccountInfo);
    }
  });
}

/** Only accounts of the configured tenant are accepted. */
function tenantAccount(instance: IPublicClientApplication): AccountInfo | null {
  const {tenantId} = authSettings();
  const ofTenant = (account: AccountInfo | null) =>
    account && account.tenantId.toLowerCase() === tenantId.toLowerCase();
  const active = instance.getActiveAccount();
  return ofTenant(active) ? active : (instance.getAllAccounts().find(ofTenant) ?? null);
}

function readerAccount(account: AccountInfo): ReaderAccount {
  return {name: account.name ?? account.username, username: account.username};
}

type Prechecks = {reachable: () => Promise<boolean>; loginHint: () => Promise<string | undefined>};

function once<T>(start: () => Promise<T>): () => Promise<T> {
  let started: Promise<T> | undefined;
  return () => (started ??= start());
}

/**
 * The checks made before a redirect. Without a saved account they start at once, while MSAL initialises,
 * so the redirect does not wait for them; with one they start only if MSAL cannot confirm it, so a signed-in
 * reader makes no request at all.
 */
function prechecksFor(accountKnown: boolean): Prechecks {
  const prechecks = {reachable: once(providerIsReachable), loginHint: once(hostSignedInUser)};
  if (!accountKnown) {
    void prechecks.reachable();
    void prechecks.loginHint();
  }
  return prechecks;
}

async function startSignIn(
  instance: IPublicClientApplication,
  uiLocale: string,
  prechecks: Prechecks,
): Promise<GateState> {
  if (recentAttempts().length >= MAX_ATTEMPTS) {
    return problem({kind: 'too-many-attempts'});
  }
  const [reachable, loginHint] = await Promise.all([prechecks.reachable(), prechecks.loginHint()]);
  if (!reachable) {
    return problem({kind: 'unreachable'});
  }
  recordAttempt();
  try {
    await instance.loginRedirect({
      scopes: SIGN_IN_SCOPES,
      loginHint,
      redirectStartPage: window.location.href,
      extraQueryParameters: {ui_locales: uiLocale},
    });
    return {status: 'redirecting'};
  } catch (error) {
    return problem(classifySignInError(error));
  }
}

function Decision({
  uiLocale,
  onChange,
  failures,
  prechecks,
}: Props & {failures: FailureStore; prechecks: Prechecks}): null {
  const {instance, inProgress} = useMsal();
  const failure = useSyncExternalStore(failures.subscribe, failures.get, () => null);
  const started = useRef(false);
  useEffect(() => {
    if (failure) {
      onChange(problem(failure));
      return;
    }
    if (inProgress !== InteractionStatus.None || started.current) {
      return;
    }
    const account = tenantAccount(instance);
    if (account) {
      instance.setActiveAccount(account);
      resetAttempts();
      onChange({status: 'signed-in', account: readerAccount(account), signOut: () => void signOut(instance, account)});
      return;
    }
    const foreign = instance.getAllAccounts()[0];
    if (foreign) {
      onChange(problem({kind: 'foreign-tenant', username: foreign.username}));
      return;
    }
    started.current = true;
    void startSignIn(instance, uiLocale, prechecks).then(onChange);
  }, [failure, inProgress, instance, onChange, prechecks, uiLocale]);
  return null;
}

type Setup =
  | {instance: PublicClientApplication; initialize: () => Promise<void>; failures: FailureStore; prechecks: Prechecks}
  | {problem: SignInProblem};

function setUp(): Setup {
  if (!siteStorageWorks()) {
    return {problem: {kind: 'storage-blocked'}};
  }
  if (hasUnreadableCache()) {
    return {problem: {kind: 'unreadable-cache'}};
  }
  const failures = createFailureStore();
  let instance: PublicClientApplication;
  try {
    instance = createMsalInstance();
  } catch {
    return {problem: {kind: 'storage-blocked'}};
  }
  watchMsal(instance, failures);
  return {
    instance,
    initialize: once(() => instance.initialize()),
    failures,
    prechecks: prechecksFor(isAccountKnown()),
  };
}

/**
 * MSAL initialised before MsalProvider mounts, which then finds it done: the provider would swallow a failure (its
 * state would stay at "startup" for ever), here it is the storage problem.
 */
function useInitialized(setup: Setup, report: (state: GateState) => void): boolean {
  const [initialized, setInitialized] = useState(false);
  useEffect(() => {
    if (!('instance' in setup)) {
      return undefined;
    }
    let mounted = true;
    setup.initialize().then(
      () => mounted && setInitialized(true),
      () => mounted && report(problem({kind: 'storage-blocked'})),
    );
    return () => {
      mounted = false;
    };
  }, [setup, report]);
  return initialized;
}

export default function SignInRuntime({uiLocale, onChange}: Props): ReactNode {
  const [setup] = useState(setUp);
  const [shownProblem, setShownProblem] = useState<SignInProblem | null>('problem' in setup ? setup.problem : null);
  const report = useCallback(
    (state: GateState) => {
      setShownProblem(state.status === 'problem' ? state.problem : null);
      onChange(state);
    },
    [onChange],
  );
  const initialized = useInitialized(setup, report);
  useEffect(() => {
    if ('problem' in setup) {
      onChange(problem(setup.problem));
    }
  }, [setup, onChange]);
  const tryAgain = useCallback(() => {
    if (shownProblem) {
      clearSignInLeftovers(shownProblem.kind);
    }
    window.location.reload();
  }, [shownProblem]);
  return (
    <>
      {'instance' in setup && initialized && (
        <MsalProvider instance={setup.instance}>
          <Decision uiLocale={uiLocale} onChange={report} failures={setup.failures} prechecks={setup.prechecks} />
        </MsalProvider>
      )}
      {shownProblem && <SignInProblemScreen problem={shownProblem} onTryAgain={tryAgain} />}
    </>
  );
}
