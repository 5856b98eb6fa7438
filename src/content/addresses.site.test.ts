/**
 * A page's former address keeps working in both languages: the host answers it with a permanent redirect to the page
 * now there (the built staticwebapp.config.json), and the page is at its new address.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from 'vitest';
import {localePath, LOCALES, PAGES} from '@site/src/shared/testFacts/site';
import {BUILD, builtFile} from '../testing/builtPages';

test.each(LOCALES)('%s: the About page is at /about, and its first address, /markdown-page, leads there', (locale) => {
  const config = JSON.parse(fs.readFileSync(path.join(BUILD, 'staticwebapp.config.json'), 'utf8'));
  const rule = config.routes.find(({route}: {route: string}) => route === localePath(locale, '/markdown-page'));
  expect(rule).toMatchObject({redirect: localePath(locale, '/about'), statusCode: 301});
  expect(PAGES[locale].map(({route}) => route)).toContain('/about');
  expect(builtFile(localePath(locale, '/about'))).toBeDefined();
  expect(builtFile(localePath(locale, '/markdown-page'))).toBeUndefined();
});
