import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE = /<style\b([^>]*)>([\s\S]*?)<\/style\s*>/gi;
const SRC_ATTRIBUTE = /\ssrc\s*=/i;
const TYPE_ATTRIBUTE = /\stype\s*=\s*["']?([^"'\s>]+)/i;
const JAVASCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** Every .html file under a folder, as paths relative to it (posix separators). */
export function htmlFiles(root: string): string[] {
  return fs
    .readdirSync(root, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** Inline scripts the browser runs (not `src=` scripts, not data blocks such as JSON-LD). */
export function executableInlineScripts(html: string): string[] {
  return [...html.matchAll(SCRIPT)]
    .filter(([, attributes = '']) => !SRC_ATTRIBUTE.test(attributes))
    .filter(([, attributes = '']) => JAVASCRIPT_TYPES.has(TYPE_ATTRIBUTE.exec(attributes)?.[1]?.toLowerCase() ?? ''))
    .map(([, , body = '']) => body);
}

/** The text of every inline `<style>` element. */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(STYLE)].map(([, , body = '']) => body);
}

export function cspHash(script: string): string {
  return `'sha256-${crypto.createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** An inline script the site means to run: a name for messages, and the test a script of the build must pass. */
export type AllowedInlineScript = {name: string; matches: (script: string) => boolean};

/** The inline script of a redirect page (@docusaurus/plugin-client-redirects), to a path of this site only. */
export const REDIRECT_PAGE_SCRIPT: AllowedInlineScript = {
  name: 'redirect page',
  matches: (script) =>
    /^\s*window\.location\.href = '\/(?![/\\])[^'\\<>]*' \+ window\.location\.search \+ window\.location\.hash;\s*$/.test(
      script,
    ),
};

/** Scripts whose text is known exactly. */
export function exactly(name: string, scripts: string[]): AllowedInlineScript {
  const known = new Set(scripts);
  return {name, matches: (script) => known.has(script)};
}

export class UnexpectedInlineScriptError extends Error {
  constructor(found: {file: string; script: string}[]) {
    const list = found.map(({file, script}) => `  ${file}: <script>${script.trim().slice(0, 120)}…`).join('\n');
    super(
      `The build has inline scripts the site does not mean to run:\n${list}\n` +
        "The host's Content-Security-Policy allows only the inline scripts of the site's configuration and plugins, " +
        'the redirect pages and the not-found page. Remove the script (an MDX <script>, or HTML in an announcement), ' +
        'or, if the site needs it, declare it in docusaurus.config.ts (headTags) so that it is reviewed there.',
    );
    this.name = 'UnexpectedInlineScriptError';
  }
}

/**
 * The CSP source of every inline script any page of the build runs, sorted and unique. A script that no entry of
 * `allowed` matches stops the build: hashing whatever a page holds would trust a script an article let in.
 */
export function inlineScriptHashes(root: string, allowed: AllowedInlineScript[]): string[] {
  const hashes = new Set<string>();
  const unexpected: {file: string; script: string}[] = [];
  for (const file of htmlFiles(root)) {
    for (const script of executableInlineScripts(fs.readFileSync(path.join(root, file), 'utf8'))) {
      if (allowed.some((entry) => entry.matches(script))) {
        hashes.add(cspHash(script));
      } else {
        unexpected.push({file, script});
      }
    }
  }
  if (unexpected.length > 0) {
    throw new UnexpectedInlineScriptError(unexpected);
  }
  return [...hashes].sort();
}

export class UnexpectedInlineStyleError extends Error {
  constructor(found: {file: string; style: string}[]) {
    const list = found.map(({file, style}) => `  ${file}: <style>${style.trim().slice(0, 120)}…`).join('\n');
    super(
      `The build has inline styles the site does not declare:\n${list}\n` +
        "The host's Content-Security-Policy allows only the inline styles of the site's configuration and plugins and " +
        "those the capabilities declare for their own pages (host rules' inlineStyles). Move the style to a CSS file, " +
        'or declare it where its page is written.',
    );
    this.name = 'UnexpectedInlineStyleError';
  }
}

/**
 * The CSP sources of the inline styles the site declares, sorted and unique. A style of the build that is not one of
 * them stops the build. The declared ones are hashed whether or not their page is written yet: plugins write their
 * own pages concurrently with this.
 */
export function inlineStyleHashes(root: string, declared: string[]): string[] {
  const known = new Set(declared);
  const unexpected = htmlFiles(root).flatMap((file) =>
    inlineStyles(fs.readFileSync(path.join(root, file), 'utf8'))
      .filter((style) => !known.has(style))
      .map((style) => ({file, style})),
  );
  if (unexpected.length > 0) {
    throw new UnexpectedInlineStyleError(unexpected);
  }
  return [...new Set(declared.map(cspHash))].sort();
}
