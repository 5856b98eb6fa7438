/**
 * What can go wrong while signing in, as the reader needs to know it. Plain
 * types: how MSAL's errors map to these is in runtime/classifySignInError.ts,
 * loaded with MSAL after first paint.
 */

export type SignInProblem =
  | {kind: 'cancelled'}
  | {kind: 'provider-error'; errorCode: string; correlationId: string; detail: string}
  | {kind: 'unreachable'}
  | {kind: 'interrupted'}
  | {kind: 'unreadable-cache'}
  | {kind: 'too-many-attempts'}
  | {kind: 'storage-blocked'}
  | {kind: 'foreign-tenant'; username: string};

export type SignInProblemKind = SignInProblem['kind'];
