/**
 * A build for Entra from a source archive (no .git) writes a host configuration that admits only the tenant.
 * (A configuration that is missing or unsafe is refused when Docusaurus loads it: src/hosting/siteConfiguration.test.ts.)
 * Run with `node --test scripts/`.
 */
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {promisify} from 'node:util';
import {sourceArchiveCopy} from '../../shared/node/projectCopy.mjs';
import {ROOT} from '../../shared/node/root.mjs';

const run = promisify(execFile);
const DOCUSAURUS = path.join(ROOT, 'node_modules/.bin/docusaurus');
const TENANT = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const ENTRA = {
  AUTH_PROVIDER: 'entra',
  AUTH_CLIENT_ID: '11111111-2222-4333-8444-555555555555',
  AUTH_TENANT_ID: TENANT,
  SITE_URL: 'https://help.example.ca',
  HOST_PLAN: 'standard',
  APPLICATIONINSIGHTS_CONNECTION_STRING:
    'InstrumentationKey=0b5e3c7a-2d4f-4a61-9e8b-3c1d7f2a6b90;IngestionEndpoint=https://canadacentral-1.in.applicationinsights.azure.com/;LiveEndpoint=https://canadacentral.livediagnostics.monitor.azure.com/',
};
// Only what the build needs: no AUTH_* or SITE_URL from the caller's shell.
const BASE_ENV = {PATH: process.env.PATH, HOME: process.env.HOME};

/**
 * @param {Record<string, string>} env
 * @param {string[]} [args]
 */
async function build(env, cwd = ROOT, args = []) {
  try {
    const {stdout, stderr} = await run(DOCUSAURUS, ['build', ...args], {
      cwd,
      env: {...BASE_ENV, ...env},
      maxBuffer: 64 * 1024 * 1024,
    });
    return {ok: true, output: stdout + stderr};
  } catch (thrown) {
    const error = /** @type {{stdout: string, stderr: string}} */ (thrown);
    return {ok: false, output: `${error.stdout}${error.stderr}`};
  }
}

test('a French-only Entra build from a source archive is served under /fr/ and admits only the tenant', async () => {
  const dir = sourceArchiveCopy(ROOT);
  try {
    const {ok, output} = await build(ENTRA, dir, ['--locale', 'fr']);
    assert.ok(ok, output.slice(-3000));
    assert.match(
      output,
      /Host quotas \(Standard\): [\d,]+ of 15,000 files; [\d.]+ of 500\.0 MB; config [\d.]+ of 20\.0 KB/,
    );
    const out = path.join(dir, 'build');
    assert.ok(fs.existsSync(path.join(out, 'fr/index.html')), 'French home page under /fr/');
    assert.ok(!fs.existsSync(path.join(out, 'index.html')), 'no English site');
    const article = fs.readFileSync(path.join(out, 'fr/docs/get-help/troubleshooting.html'), 'utf8');
    assert.doesNotMatch(article, /Dernière mise à jour|Last updated/, 'no last-updated date without git');
    assert.match(article, /href=\/fr\/docs\/get-help\/report-a-problem|href="\/fr\/docs\//, 'links under /fr/');

    /**
     * @type {{auth: {identityProviders: {azureActiveDirectory: {registration: {openIdIssuer: string}}}},
     *   routes: {route: string, allowedRoles?: string[]}[], globalHeaders: Record<string, string>,
     *   navigationFallback?: unknown}}
     */
    const config = JSON.parse(fs.readFileSync(path.join(out, 'staticwebapp.config.json'), 'utf8'));
    assert.equal(
      config.auth.identityProviders.azureActiveDirectory.registration.openIdIssuer,
      `https://login.microsoftonline.com/${TENANT}/v2.0`,
    );
    assert.deepEqual(config.routes.at(-1), {route: '/*', allowedRoles: ['authenticated']});
    assert.ok(config.routes.some((route) => route.route === '/fr/assets/*'));
    assert.match(
      config.globalHeaders['Content-Security-Policy'],
      /connect-src 'self' https:\/\/login\.microsoftonline\.com https:\/\/canadacentral-1\.in\.applicationinsights\.azure\.com;/,
      "the pages may send to sign-in and to readers' feedback's ingestion endpoint, nowhere else",
    );
    assert.equal(config.navigationFallback, undefined, 'unknown paths stay 404');
    const open = config.routes.filter((route) => route.allowedRoles?.includes('anonymous')).map(({route}) => route);
    assert.deepEqual(open, ['/fr/signed-out'], 'the signed-out page is the only page served without sign-in');

    const signedOut = fs.readFileSync(path.join(out, 'fr/signed-out.html'), 'utf8');
    assert.match(signedOut, /<h1>Vous êtes déconnecté<\/h1>/);
    assert.doesNotMatch(signedOut, /<script|(?:src|href)="\/(?!fr\/")/, 'it loads nothing from the site');
    const callbackScript = fs
      .readdirSync(path.join(out, 'fr/assets/js'))
      .find((file) => file.startsWith('helpcenter-az-callback.'));
    assert.match(
      fs.readFileSync(path.join(out, 'fr/assets/js', /** @type {string} */ (callbackScript)), 'utf8'),
      /location\.replace\("\/\.auth\/logout\?post_logout_redirect_uri=%2Ffr%2Fsigned-out"\)/,
      "back from Microsoft's sign-out, the host's sign-out to the fixed French signed-out page",
    );

    const notFound = fs.readFileSync(path.join(out, 'not-found.html'), 'utf8');
    assert.match(notFound, /Page introuvable/);

    const check = await run(process.execPath, [path.join(ROOT, 'src/hosting/tools/checkBundle.mjs'), out]).then(
      () => 'passed',
      (error) => `failed: ${error.stdout}${error.stderr}`,
    );
    assert.equal(check, 'passed', 'an Entra build mentions no local address');
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
