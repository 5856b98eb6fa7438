/**
 * What the page knows of the reader's sign-in, shared with the navbar's
 * account menu. Filled by the sign-in runtime once MSAL has loaded; free of
 * MSAL itself, so the page never waits for it.
 */
import {createContext, useContext} from 'react';
import type {SignInProblem} from '@site/src/signIn/shared/problems';
import {isAccountKnown} from '../shared/accountKnown';

export type ReaderAccount = {name: string; username: string};

export type GateState =
  | {status: 'checking'}
  | {status: 'redirecting'}
  | {status: 'signed-in'; account: ReaderAccount; signOut: () => void}
  | {status: 'problem'; problem: SignInProblem};

export const CHECKING: GateState = {status: 'checking'};

export const GateStateContext = createContext<GateState>(CHECKING);

export function useGateState(): GateState {
  return useContext(GateStateContext);
}
/**
 * Whether the reader sees the page: signed in, or known from MSAL's cache before first paint (the early reveal,
 * src/signIn/browser/earlyReveal.ts). Nothing is loaded for a page the reader does not see.
 */
export function useContentShown(): boolean {
  const signedIn = useGateState().status === 'signed-in';
  return signedIn || isAccountKnown();
}
