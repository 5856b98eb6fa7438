#!/usr/bin/env node
/**
 * Refuses a build that points readers at a local address (the local identity
 * provider, a localhost canonical URL): such a build, deployed, is down for
 * everyone. Run by the deploy job before it uploads.
 *
 * Usage: node scripts/hosting/check-bundle.mjs [build]
 */
import fs from 'node:fs';
import path from 'node:path';

const HOST_CONFIG_FILE = 'staticwebapp.config.json';
const TEXT_FILES = /\.(html|js|mjs|css|json|txt|xml|map|svg|webmanifest)$/i;
const LOCAL_ADDRESS = /localhost|127\.0\.0\.1|\[::1\]/i;
const CONTEXT = 40;

/** Each text file under the folder that mentions a local address, with the first mention in context. */
export function localAddressMentions(root) {
  return fs
    .readdirSync(root, {recursive: true, encoding: 'utf8'})
    .filter((file) => TEXT_FILES.test(file) && fs.statSync(path.join(root, file)).isFile())
    .flatMap((file) => {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      const match = LOCAL_ADDRESS.exec(text);
      if (!match) return [];
      const start = Math.max(0, match.index - CONTEXT);
      return [`${file}: …${text.slice(start, match.index + match[0].length + CONTEXT).replace(/\s+/g, ' ')}…`];
    });
}

function main(root) {
  if (!fs.existsSync(path.join(root, HOST_CONFIG_FILE))) {
    console.error(`${path.join(root, HOST_CONFIG_FILE)} is missing: this is not a complete build (run npm run build).`);
    return 1;
  }
  const mentions = localAddressMentions(root);
  if (mentions.length > 0) {
    console.error(
      `This build points readers at a local address: build with AUTH_PROVIDER=entra and SITE_URL set (see README, "Deploying").\n${mentions.join('\n')}`,
    );
    return 1;
  }
  console.log(`No local address in the build under ${root}.`);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = main(path.resolve(process.argv[2] ?? 'build'));
}
