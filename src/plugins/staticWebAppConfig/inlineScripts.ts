import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
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

export function cspHash(script: string): string {
  return `'sha256-${crypto.createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** The CSP source of every inline script any page of the build runs, sorted and unique. */
export function inlineScriptHashes(root: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(root)) {
    executableInlineScripts(fs.readFileSync(path.join(root, file), 'utf8')).forEach((script) =>
      hashes.add(cspHash(script)),
    );
  }
  return [...hashes].sort();
}
