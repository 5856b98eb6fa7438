#!/usr/bin/env node
/**
 * `npm run build:pending-sample`: the sample build (its facts: src/shared/testFacts/pendingSample.mjs).
 *
 * In a copy of the project made a git repository of its own, one sentence is added to the English of
 * `article`, in a commit dated `englishUpdatedOn`, with a change note of that day in both languages (a significant
 * change, as CONTRIBUTING.md says); the French text is left as it was, and the site is built, both languages, the
 * normal way, with PUBLISH_PENDING_TRANSLATIONS naming the article, into `outDir`.
 */
import {localBuildEnv} from '../../shared/node/localProvider.mjs';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {addSentence, commitAll, sourceArchiveCopy} from '../../shared/node/projectCopy.mjs';
import {ROOT} from '../../shared/node/root.mjs';
import {EN_DOCS_DIR, FR_DOCS_DIR, PUBLISH_PENDING_VARIABLE} from '../status.mjs';
import {PENDING_SAMPLE} from '../../shared/testFacts/pendingSample.mjs';

/**
 * The article with a change note of `date` at the top of its front matter.
 * @param {string} source
 * @param {string} date
 * @param {string} note
 */
function withChangeNote(source, date, note) {
  return source.replace(/^---\n/, `---\nchange_notes:\n  - date: ${date}\n    note: ${JSON.stringify(note)}\n`);
}

/**
 * Builds the sample into `root`/`outDir`; returns its absolute path.
 * @param {string} root
 */
export function buildPendingSample(root) {
  const outDir = path.join(root, PENDING_SAMPLE.outDir);
  const copy = sourceArchiveCopy(root, 'help-centre-pending-sample-');
  try {
    commitAll(copy, 'The help centre, translated', '2025-11-03T12:00:00Z');
    const english = path.join(copy, EN_DOCS_DIR, `${PENDING_SAMPLE.article}.mdx`);
    fs.writeFileSync(english, addSentence(fs.readFileSync(english, 'utf8'), PENDING_SAMPLE.addedSentence));
    for (const [dir, note] of [
      [EN_DOCS_DIR, PENDING_SAMPLE.changeNote.en],
      [FR_DOCS_DIR, PENDING_SAMPLE.changeNote.fr],
    ]) {
      const file = path.join(copy, dir, `${PENDING_SAMPLE.article}.mdx`);
      fs.writeFileSync(file, withChangeNote(fs.readFileSync(file, 'utf8'), PENDING_SAMPLE.englishUpdatedOn, note));
    }
    commitAll(copy, 'One more English sentence', `${PENDING_SAMPLE.englishUpdatedOn}T15:00:00Z`);
    fs.rmSync(outDir, {recursive: true, force: true});
    execFileSync(path.join(copy, 'node_modules/.bin/docusaurus'), ['build', '--out-dir', outDir], {
      cwd: copy,
      stdio: 'inherit',
      env: localBuildEnv({[PUBLISH_PENDING_VARIABLE]: PENDING_SAMPLE.article}),
    });
    return outDir;
  } finally {
    fs.rmSync(copy, {recursive: true, force: true});
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = buildPendingSample(ROOT);
  console.log(
    `Pending-translation sample built in ${path.relative(process.cwd(), outDir)}/ (English at /, French under /fr/).`,
  );
}
