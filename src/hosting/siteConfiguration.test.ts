/**
 * The site's configuration, loaded by Docusaurus as a build loads it, refuses a missing or unsafe setting and names
 * it. (The settings' own rules are unit-tested beside them; this proves the configuration applies them.)
 */
import path from 'node:path';
import {afterEach, describe, expect, test, vi} from 'vitest';
import {loadSiteConfig} from '@docusaurus/core/lib/server/config';
import {siteSettings} from '@site/siteSettings';

const SITE_DIR = path.resolve(import.meta.dirname, '../..');
const ENTRA = {
  AUTH_PROVIDER: 'entra',
  AUTH_CLIENT_ID: '11111111-2222-4333-8444-555555555555',
  AUTH_TENANT_ID: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee',
  SITE_URL: 'https://help.example.ca',
  HOST_PLAN: 'standard',
  APPLICATIONINSIGHTS_CONNECTION_STRING:
    'InstrumentationKey=0b5e3c7a-2d4f-4a61-9e8b-3c1d7f2a6b90;IngestionEndpoint=https://canadacentral-1.in.applicationinsights.azure.com/',
};
const SETTINGS = [
  'APPLICATIONINSIGHTS_CONNECTION_STRING',
  'AUTH_PROVIDER',
  'AUTH_CLIENT_ID',
  'AUTH_TENANT_ID',
  'AUTH_AUTHORITY',
  'SITE_URL',
  'HOST_ALLOWED_IP_RANGES',
  'HOST_PLAN',
  'PUBLISH_PENDING_TRANSLATIONS',
  'ANNOUNCEMENT_EN',
  'ANNOUNCEMENT_FR',
] as const;

/** Loads the configuration with only these settings (none from the shell running the tests). */
function loadWith(env: Partial<Record<(typeof SETTINGS)[number], string>>) {
  for (const name of SETTINGS) {
    vi.stubEnv(name, env[name]);
  }
  return loadSiteConfig({siteDir: SITE_DIR});
}

/** What the build prints: Docusaurus's message, then the error that caused it. */
async function failureOf(loading: Promise<unknown>): Promise<string> {
  try {
    await loading;
  } catch (error) {
    const messages: string[] = [];
    for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
      messages.push(cause.message);
    }
    return messages.join('\n');
  }
  return 'the configuration loaded';
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('a configuration that is missing or unsafe stops the build, naming what to set', () => {
  test.each([
    ['no provider', {}, 'AUTH_PROVIDER is not set'],
    ['an unknown provider', {AUTH_PROVIDER: 'azure'}, 'AUTH_PROVIDER must be "entra" or "local"'],
    ['Entra without SITE_URL', {...ENTRA, SITE_URL: ''}, 'SITE_URL is required'],
    ['Entra over plain http', {...ENTRA, SITE_URL: 'http://help.example.ca'}, 'SITE_URL must start with https://'],
    ['Entra without a tenant', {...ENTRA, AUTH_TENANT_ID: ''}, 'AUTH_TENANT_ID is required'],
    [
      'an authority open to every tenant',
      {...ENTRA, AUTH_AUTHORITY: 'https://login.microsoftonline.com/common'},
      'AUTH_AUTHORITY must be the tenant',
    ],
    [
      "Entra without saying where readers' feedback goes",
      {...ENTRA, APPLICATIONINSIGHTS_CONNECTION_STRING: ''},
      'APPLICATIONINSIGHTS_CONNECTION_STRING is not set',
    ],
    [
      'a feedback connection string without its ingestion endpoint',
      {...ENTRA, APPLICATIONINSIGHTS_CONNECTION_STRING: 'InstrumentationKey=0b5e3c7a-2d4f-4a61-9e8b-3c1d7f2a6b90'},
      'has no IngestionEndpoint',
    ],
    ['Entra without the host plan', {...ENTRA, HOST_PLAN: ''}, 'HOST_PLAN is required'],
    ['a host plan that does not exist', {...ENTRA, HOST_PLAN: 'premium'}, 'HOST_PLAN must be free or standard'],
    ['a malformed IP range', {...ENTRA, HOST_ALLOWED_IP_RANGES: '10.0.0.0/8, everyone'}, 'HOST_ALLOWED_IP_RANGES'],
    [
      'a malformed list of pending translations to publish',
      {AUTH_PROVIDER: 'local', PUBLISH_PENDING_TRANSLATIONS: '../../package'},
      'PUBLISH_PENDING_TRANSLATIONS must list article ids',
    ],
    [
      'an announcement in one language only',
      {AUTH_PROVIDER: 'local', ANNOUNCEMENT_EN: 'Maintenance tonight'},
      'set both ANNOUNCEMENT_EN and ANNOUNCEMENT_FR',
    ],
  ])('%s', async (_, env, message) => {
    expect(await failureOf(loadWith(env))).toContain(message);
  });
});

test('a complete Entra configuration loads, with the settings the plugins give the browser', async () => {
  const {siteConfig} = await loadWith(ENTRA);
  expect(siteConfig.url).toBe(ENTRA.SITE_URL);
  const {auth, insights} = siteSettings(process.env);
  expect(auth).toMatchObject({provider: 'entra', tenantId: ENTRA.AUTH_TENANT_ID});
  expect(insights).toMatchObject({
    enabled: true,
    ingestionOrigin: 'https://canadacentral-1.in.applicationinsights.azure.com',
  });
});

test("an Entra build may turn readers' feedback off, explicitly", async () => {
  await loadWith({...ENTRA, APPLICATIONINSIGHTS_CONNECTION_STRING: 'off'});
  expect(siteSettings(process.env).insights).toEqual({enabled: false});
});
