#!/usr/bin/env node
/**
 * The one place where the tools choose the built-in local identity provider: what `npm start`, `npm run serve`,
 * `npm run dev`, `npm run build:local`, the benches, the samples and the tests build and run with. A build for
 * Microsoft Entra ID names its provider itself (`AUTH_PROVIDER=entra`, handbook/deploying.md): nothing here guesses
 * it. As a command, runs the rest of its arguments with that environment: `node scripts/localBuild.mjs docusaurus build`.
 */
// No import.meta here: Playwright loads this module too, compiled to CommonJS.
import {spawn} from 'node:child_process';
import {LOCAL_IDP_PORT} from '../src/signIn/tools/index.mjs';

export const LOCAL_PROVIDER = 'local';

/** The environment of a local build or run: this process's, with the local provider and its port, and `extra`. */
export function localBuildEnv(extra = {}) {
  return {...process.env, AUTH_PROVIDER: LOCAL_PROVIDER, LOCAL_IDP_PORT: String(LOCAL_IDP_PORT), ...extra};
}

const runAsCommand = process.argv[1]?.endsWith('localBuild.mjs') && process.argv.length > 2;
if (runAsCommand) {
  const [command, ...args] = process.argv.slice(2);
  spawn('npx', [command, ...args], {stdio: 'inherit', env: localBuildEnv()}).on('exit', (code) =>
    process.exit(code ?? 1),
  );
}
