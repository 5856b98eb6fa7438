#!/usr/bin/env node
/**
 * Runs a command next to the local identity provider, e.g.
 *   node scripts/with-idp.mjs docusaurus start
 * The provider starts unless AUTH_PROVIDER=entra; both stop together.
 */
import {spawn} from 'node:child_process';
import {LOCAL_IDP_PORT} from './idp/config.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Usage: node scripts/with-idp.mjs <command> [args...]');
  process.exit(2);
}

// Development and local serving ask for the local provider unless told otherwise (builds never guess).
process.env.AUTH_PROVIDER ||= 'local';
const usesEntra = process.env.AUTH_PROVIDER === 'entra';
const children = [];

function run(cmd, cmdArgs) {
  const child = spawn(cmd, cmdArgs, {stdio: 'inherit', shell: process.platform === 'win32'});
  children.push(child);
  return child;
}

if (!usesEntra) {
  const idp = run(process.execPath, ['scripts/idp/server.mjs']);
  idp.on('exit', (code) => {
    if (code) {
      console.error(`[idp] The local identity provider stopped (exit ${code}). Is port ${LOCAL_IDP_PORT} in use?`);
    }
  });
}

const main = run('npx', [command, ...args]);
main.on('exit', (code) => {
  children.forEach((child) => child.kill('SIGTERM'));
  process.exit(code ?? 0);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => children.forEach((child) => child.kill(signal)));
}
