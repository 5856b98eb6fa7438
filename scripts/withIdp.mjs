#!/usr/bin/env node
/**
 * Runs a command next to the local identity provider and the local collector of readers' feedback, e.g.
 *   node scripts/withIdp.mjs docusaurus start
 * They start unless AUTH_PROVIDER=entra; all stop together. The provider accepts sign-ins from the port the command's
 * `--port` (or `-p`) names, besides those of src/shared/node/ports.mjs (each command's default).
 */
import {localBuildEnv} from '../src/shared/node/localProvider.mjs';
import {spawn} from 'node:child_process';
import {parseArgs} from 'node:util';
import {LOCAL_IDP_PORT, sitePortsEnv} from '../src/signIn/tools/index.mjs';
import {LOCAL_COLLECTOR_PORT} from '../src/feedback/tools/index.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Usage: node scripts/withIdp.mjs <command> [args...]');
  process.exit(2);
}

// Development and local serving use the local provider unless told otherwise (builds never guess).
const usesEntra = process.env.AUTH_PROVIDER === 'entra';
if (!usesEntra) Object.assign(process.env, localBuildEnv());
/** @type {import('node:child_process').ChildProcess[]} */
const children = [];

/**
 * @param {string} cmd
 * @param {string[]} cmdArgs
 * @param {NodeJS.ProcessEnv} [env]
 */
function run(cmd, cmdArgs, env = process.env) {
  const child = spawn(cmd, cmdArgs, {stdio: 'inherit', env, shell: process.platform === 'win32'});
  children.push(child);
  return child;
}

/**
 * @param {string} name
 * @param {string} script
 * @param {number} port
 * @param {NodeJS.ProcessEnv} [env]
 */
function runLocalService(name, script, port, env) {
  run(process.execPath, [script], env).on('exit', (code) => {
    if (code) console.error(`The ${name} stopped (exit ${code}). Is port ${port} in use?`);
  });
}

/** The port the command's arguments name, if any. */
function commandPorts() {
  const options = {port: {type: /** @type {const} */ ('string'), short: 'p'}};
  const {values} = parseArgs({args, options, strict: false, allowPositionals: true});
  return typeof values.port === 'string' ? [Number(values.port)] : [];
}

if (!usesEntra) {
  runLocalService('local identity provider', 'src/signIn/tools/idp/server.mjs', LOCAL_IDP_PORT, {
    ...process.env,
    ...sitePortsEnv(commandPorts()),
  });
  runLocalService(
    "local collector of readers' feedback",
    'src/feedback/tools/collector/server.mjs',
    LOCAL_COLLECTOR_PORT,
  );
}

const main = run('npx', [command, ...args]);
main.on('exit', (code) => {
  children.forEach((child) => child.kill('SIGTERM'));
  process.exit(code ?? 0);
});

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => children.forEach((child) => child.kill(signal)));
}
