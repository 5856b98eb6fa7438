// @ts-check
/**
 * CONTRIBUTING.md's "Renaming or moving an article" and "Removing an article", followed step by step on copies of
 * the project with a git history of their own, with the commands the guide names.
 */
import assert from 'node:assert/strict';
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {commitAll, sourceArchiveCopy} from '../../shared/node/projectCopy.mjs';
import {ROOT} from '../../shared/node/root.mjs';
import {articleStatuses} from '../../translations/tools/index.mjs';
import {currentArticles, lostAddresses, redirectsOf} from '../addresses.mjs';
import {relinked, withFormerAddress} from './move.mjs';
import {FR_DOCS_DIR as FR} from '../../shared/articles.mjs';

/** @param {string} copy */
function publishedCopy(copy) {
  commitAll(copy, 'Published', '2026-11-01T12:00:00Z');
  return copy;
}

/**
 * `npm run <script> -- args` in the copy, as an author runs it: its exit code and what it printed.
 * @param {string} copy
 * @param {string} script
 * @param {string[]} args
 */
function npmRun(copy, script, args = []) {
  const {status, stdout, stderr} = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: copy,
    encoding: 'utf8',
  });
  return {status, output: `${stdout}${stderr}`};
}

/**
 * @param {string} copy
 * @param {string} file
 */
const read = (copy, file) => fs.readFileSync(path.join(copy, file), 'utf8');

describe('moving an article as CONTRIBUTING.md says', () => {
  /** @type {string} */
  let copy;
  before(() => {
    copy = publishedCopy(sourceArchiveCopy(ROOT, 'help-centre-move-'));
  });
  after(() => fs.rmSync(copy, {recursive: true, force: true}));

  test('npm run move: both languages moved, links updated, the old address kept, the French current', () => {
    const moved = npmRun(copy, 'move', [
      'docs/how-to-use-chatgnb/search-your-chat-history.mdx',
      'docs/get-help/find-past-chats.mdx',
    ]);
    assert.equal(moved.status, 0, moved.output);
    assert.match(moved.output, /redirect_from: "\/docs\/how-to-use-chatgnb\/search-your-chat-history"/);
    for (const dir of ['docs', FR]) {
      assert.ok(fs.existsSync(path.join(copy, dir, 'get-help/find-past-chats.mdx')), dir);
      assert.ok(!fs.existsSync(path.join(copy, dir, 'how-to-use-chatgnb/search-your-chat-history.mdx')), dir);
    }
    const stillLinked = spawnSync('git', ['grep', '-l', 'search-your-chat-history.mdx', '--', 'docs', 'i18n'], {
      cwd: copy,
      encoding: 'utf8',
    });
    assert.equal(stillLinked.stdout, '', 'no link to the old file is left');

    assert.deepEqual(redirectsOf(currentArticles(copy)).redirects, [
      {from: '/docs/how-to-use-chatgnb/search-your-chat-history', to: '/docs/get-help/find-past-chats'},
    ]);
    assert.deepEqual(
      articleStatuses(copy).filter((status) => status.state !== 'current'),
      [],
      'no French reported out of date by the move',
    );
    const checked = npmRun(copy, 'check');
    assert.equal(checked.status, 0, checked.output);
  });
});

describe('what a move or removal the guide does not cover leaves', () => {
  /** @type {string} */
  let copy;
  before(() => {
    copy = publishedCopy(sourceArchiveCopy(ROOT, 'help-centre-remove-'));
  });
  after(() => fs.rmSync(copy, {recursive: true, force: true}));

  test('a removed article: the check names its address and the line to add, until the author says where readers go', () => {
    const gone = 'about-chatgnb/why-use-chatgnb.mdx';
    execFileSync('git', ['rm', '--quiet', `docs/${gone}`, `${FR}/${gone}`], {cwd: copy});
    for (const index of ['docs/about-chatgnb/index.mdx', `${FR}/about-chatgnb/index.mdx`]) {
      const source = read(copy, index);
      fs.writeFileSync(path.join(copy, index), source.replace(/\[([^\]]+)\]\(\.\/why-use-chatgnb\.mdx\)/, '$1'));
    }
    const line = 'redirect_from: ["/docs/about-chatgnb/why-use-chatgnb"]';
    const before = npmRun(copy, 'check');
    assert.notEqual(before.status, 0);
    assert.ok(
      before.output.includes(`/docs/about-chatgnb/why-use-chatgnb (and /fr/docs/about-chatgnb/why-use-chatgnb)`),
    );
    assert.ok(before.output.includes(line), before.output);

    const target = 'docs/about-chatgnb/what-is-chatgnb.mdx';
    fs.writeFileSync(path.join(copy, target), read(copy, target).replace(/^---\n/, `---\n${line}\n`));
    assert.deepEqual(lostAddresses(copy), []);
    const after = npmRun(copy, 'check');
    assert.equal(after.status, 0, after.output);
  });
});

test('links are pointed at where their files are after a move, and no other link changes', () => {
  const paths = {oldFile: 'a/old.mdx', newFile: 'b/new.mdx'};
  const source = 'See [old](./old.mdx#x), [other](../c/other.mdx), [web](https://example.ca/a.mdx).';
  assert.equal(
    relinked(source, {...paths, file: 'a/other.mdx', movedTo: 'a/other.mdx'}),
    'See [old](../b/new.mdx#x), [other](../c/other.mdx), [web](https://example.ca/a.mdx).',
  );
  assert.equal(
    relinked('[c](../c/other.mdx) and [sibling](./sibling.mdx)', {...paths, file: 'a/old.mdx', movedTo: 'b/new.mdx'}),
    '[c](../c/other.mdx) and [sibling](../a/sibling.mdx)',
  );
});

test('a former address joins those already recorded, once', () => {
  const source = '---\ntitle: New\nredirect_from:\n  - /docs/a/first\n---\n\nText.\n';
  assert.equal(
    withFormerAddress(withFormerAddress(source, '/docs/a/second'), '/docs/a/second'),
    '---\ntitle: New\nredirect_from: ["/docs/a/first","/docs/a/second"]\n---\n\nText.\n',
  );
});
