/**
 * axe's rules that read a page's markup, on every built page of both languages, as a signed-in reader's browser shows
 * it. Rules that need a rendering engine (colour contrast, target size) run in the browser on each kind of page and of
 * content (e2e/routes.spec.ts).
 */
import axe from 'axe-core';
import {describe, expect, test} from 'vitest';
import {AXE_TAGS, RENDERING_RULES} from '@site/e2e/axe';
import {docs, LOCALES, localePath, PAGES} from '@site/e2e/site';
import {loadPage, signedInView} from './builtPages';

describe.each(LOCALES)('%s pages', (locale) => {
  const routes = [...PAGES[locale].map(({route}) => route), ...docs(locale).map(({route}) => route)];

  test.each(routes)('%s: no accessibility violation in its markup', async (route) => {
    const {window} = loadPage(localePath(locale, route), {runScripts: 'outside-only'});
    signedInView(window.document);
    window.eval(axe.source);
    const results = await (window as unknown as {axe: typeof axe}).axe.run(window.document, {
      runOnly: {type: 'tag', values: AXE_TAGS},
      rules: RENDERING_RULES,
      resultTypes: ['violations'],
    });
    const violations = results.violations.map(
      (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target).join(', ')})`,
    );
    expect(violations).toEqual([]);
  });
});
