/**
 * The performance patch `lean-version-data` (./routes.ts), over `build/`: the docs version's data, which every doc
 * page loads, holds no article's description, and each section's page still shows its articles' descriptions in its
 * HTML.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import {describe, expect, test} from 'vitest';
import type {PropSidebarItemLink, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import {builtScriptsContaining, docs, LOCALES, type Locale} from '@site/e2e/site';
import {parseFrontMatter} from '@site/src/shared/frontMatter.mjs';
import {BUILD, content, page, text} from '../../../site-checks/builtPages';
import {sectionsIn} from './routes';

function versionData(locale: Locale): PropVersionMetadata {
  const [script] = builtScriptsContaining(locale, '"docsSidebars"');
  const code = fs.readFileSync(path.join(BUILD, script!), 'utf8');
  const literal = /JSON\.parse\(('(?:[^'\\]|\\.)*')\)/s.exec(code)?.[1];
  if (!literal) throw new Error(`${script} holds no JSON.parse('…') of the docs version's data.`);
  // Only the string literal is evaluated, apart: the bundler escapes quotes and accents in it.
  return (JSON.parse(vm.runInNewContext(literal) as string) as {version: PropVersionMetadata}).version;
}

function descriptionsOf(locale: Locale): Map<string, string> {
  return new Map(
    docs(locale).flatMap((doc) => {
      const {description} = parseFrontMatter(fs.readFileSync(doc.file, 'utf8')).data;
      return typeof description === 'string' ? [[doc.id, description.replace(/\s+/g, ' ').trim()]] : [];
    }),
  );
}

describe.each(LOCALES)('%s: the docs version’s data without descriptions', (locale) => {
  const version = versionData(locale);
  const descriptions = descriptionsOf(locale);
  const sections = Object.values(version.docsSidebars)
    .flatMap(sectionsIn)
    .flatMap((section) => (section.href ? [{label: section.label, href: section.href, items: section.items}] : []));

  test('no article’s description is in the data every doc page loads', () => {
    expect(Object.values(version.docs).filter((doc) => 'description' in doc)).toEqual([]);
  });

  test.each(sections)('$label: its page shows the description of each article it lists', ({href, items}) => {
    const main = content(page(href));
    const listed = items.filter(
      (item): item is PropSidebarItemLink =>
        item.type === 'link' && Boolean(item.docId) && Boolean(main.querySelector(`a[href="${item.href}"]`)),
    );
    expect(listed.length, 'articles listed').toBeGreaterThan(0);
    for (const item of listed) {
      const description = descriptions.get(item.docId!);
      if (description) expect(text(main), item.label).toContain(description);
    }
  });
});
