import fs from 'node:fs';
import os from 'node:os';
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

const sites: string[] = [];

afterEach(() => {
  vi.unstubAllEnvs();
  sites.splice(0).forEach((dir) => fs.rmSync(dir, {recursive: true, force: true}));
});

/** A site directory holding only the given article files. */
function siteWith(files: string[]): LoadContext {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'translations-plugin-'));
  sites.push(siteDir);
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
    fs.writeFileSync(path.join(siteDir, file), '---\ntitle: An article\n---\n\nText.\n');
  }
  return {...frenchBuildContext(), siteDir};
}

const FR_DOCS = 'i18n/fr/docusaurus-plugin-content-docs/current';

test('an English article without its French file stops the plugin as it is created, naming the file to create', () => {
  const context = siteWith(['docs/get-help/a.mdx', `${FR_DOCS}/get-help/a.mdx`, 'docs/get-help/new-article.mdx']);
  expect(() => translationFreshness(context, {publishPending: []})).toThrow(
    `The article docs/get-help/new-article.mdx has no French version. Create ${FR_DOCS}/get-help/new-article.mdx`,
  );
});

test('a French file without its English article stops the plugin, naming it', () => {
  const context = siteWith(['docs/get-help/a.mdx', `${FR_DOCS}/get-help/a.mdx`, `${FR_DOCS}/get-help/renamed.mdx`]);
  expect(() => translationFreshness(context, {publishPending: []})).toThrow(
    `${FR_DOCS}/get-help/renamed.mdx has no English version (docs/get-help/renamed.mdx). Rename or remove it`,
  );
});

test('a French file removed while the live preview runs stops its next reload', async () => {
  const context = siteWith(['docs/get-help/a.mdx', `${FR_DOCS}/get-help/a.mdx`]);
  const plugin = translationFreshness(context, {publishPending: []});
  fs.rmSync(path.join(context.siteDir, FR_DOCS, 'get-help/a.mdx'));
  await expect(plugin.loadContent!()).rejects.toThrow('The article docs/get-help/a.mdx has no French version');
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
