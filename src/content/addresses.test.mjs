// @ts-check
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {articleAddress, redirectsOf} from './addresses.mjs';

test("an article's address is its slug, else its path; a section's index names its folder", () => {
  assert.equal(articleAddress('get-help/troubleshooting.mdx', {}), '/docs/get-help/troubleshooting');
  assert.equal(articleAddress('get-help/index.mdx', {slug: '/category/get-help'}), '/docs/category/get-help');
  assert.equal(articleAddress('get-help/index.mdx', {}), '/docs/get-help');
});

test('each former address leads to its article; one malformed, still in use or listed twice is named', () => {
  const {redirects, problems} = redirectsOf([
    {file: 'b/new.mdx', address: '/docs/b/new', redirectFrom: ['/docs/a/old', '//evil.example/x', '/docs/b/other']},
    {file: 'b/other.mdx', address: '/docs/b/other', redirectFrom: ['/docs/a/old', '/docs/a/Older%2F..']},
  ]);
  assert.deepEqual(redirects, [{from: '/docs/a/old', to: '/docs/b/new'}]);
  assert.deepEqual(
    problems.map((problem) => problem.replace(/ is .*| also .*/, '')),
    [
      'docs/b/new.mdx: redirect_from "//evil.example/x"',
      'docs/b/new.mdx: redirect_from "/docs/b/other"',
      'docs/b/other.mdx: redirect_from "/docs/a/old"',
      'docs/b/other.mdx: redirect_from "/docs/a/Older%2F.."',
    ],
  );
});
