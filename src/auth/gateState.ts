/**
 * What the page knows of the reader's sign-in, shared with the navbar's
 * account menu. Filled by the sign-in runtime once MSAL has loaded; free of
 * MSAL itself, so the page never waits for it.
 */
import {createContext, useContext} from 'react';
import type {SignInProblem} from '@site/src/auth/problems';

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
