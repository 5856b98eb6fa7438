#!/usr/bin/env node
/**
 * Runs the rest of its arguments with the local identity provider (src/shared/node/localProvider.mjs), e.g.
 * `node scripts/localBuild.mjs docusaurus build` (`npm run build:local`).
 */
import {spawn} from 'node:child_process';
import {localBuildEnv} from '../src/shared/node/localProvider.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Usage: node scripts/localBuild.mjs <command> [args...]');
  process.exit(2);
}
spawn('npx', [command, ...args], {stdio: 'inherit', env: localBuildEnv()}).on('exit', (code) =>
  process.exit(code ?? 1),
);
