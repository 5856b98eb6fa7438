/**
 * The identity provider a build signs readers in with (`AUTH_PROVIDER`, resolved in src/signIn/environment.ts): Entra
 * for every build readers use, the built-in local one for development and tests. Other settings choose their
 * defaults by it (a local build sends feedback to the local collector and is served on localhost).
 */
export type AuthProvider = 'entra' | 'local';
