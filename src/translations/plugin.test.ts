import path from 'node:path';
import {afterEach, expect, test, vi} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import translationFreshness from './plugin';

const SITE_DIR = path.resolve(import.meta.dirname, '../..');

function frenchBuildContext(): LoadContext {
  return {
    siteDir: SITE_DIR,
    i18n: {currentLocale: 'fr', defaultLocale: 'en'},
    siteConfig: {future: {experimental_vcs: {getFileLastUpdateInfo: async () => null}}},
  } as unknown as LoadContext;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

test('a production build refuses to publish, as pending, an article whose translation is current', async () => {
  vi.stubEnv('NODE_ENV', 'production');
  const plugin = translationFreshness(frenchBuildContext(), {publishPending: ['get-help/troubleshooting']});
  await expect(plugin.loadContent!()).rejects.toThrow(
    'PUBLISH_PENDING_TRANSLATIONS names "get-help/troubleshooting", whose translation is current: remove it',
  );
});

test('a production build refuses to publish an article that has no French translation', async () => {
  vi.stubEnv('NODE_ENV', 'production');
  const plugin = translationFreshness(frenchBuildContext(), {publishPending: ['get-help/no-such-article']});
  await expect(plugin.loadContent!()).rejects.toThrow('names "get-help/no-such-article", which is not an article');
});

test('with every translation current, no French page shows the notice', async () => {
  vi.stubEnv('NODE_ENV', 'production');
  expect(await translationFreshness(frenchBuildContext(), {publishPending: []}).loadContent!()).toEqual({});
});
