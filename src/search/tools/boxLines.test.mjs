/**
 * What the navbar box shows of a passage (./boxLines.mjs), as the search evaluation counts it. That these lines are
 * the real box's is checked in Chromium by e2e/search-box-lines.spec.ts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {linesOf, visibleInBox} from './boxLines.mjs';

const plain = (/** @type {string} */ text) => [{text, marked: false}];

const FIRST =
  'Deleting a conversation tidies your history, but it does not undo having entered information that should never';
const ANSWER = 'Tell your supervisor and the privacy officer of your department the same day.';

test('a short passage shows whole', () => {
  const text = 'Your past chats are in the side panel.';
  assert.deepEqual(
    linesOf(plain(text)).map((line) => line.text),
    [text],
  );
  assert.equal(visibleInBox(plain(text)), text);
});

test('a long passage shows its first lines, each ending between words, and no more', () => {
  const text = `${FIRST} have been there. ${ANSWER}`;
  const lines = linesOf(plain(text));
  assert.ok(lines.length > 2, `${lines.length} lines`);
  assert.equal(lines.map((line) => line.text).join(''), text);
  for (const line of lines.slice(0, -1)) assert.match(line.text, / $/);
  const visible = visibleInBox(plain(text));
  assert.ok(text.startsWith(visible.trimEnd()));
  assert.ok(!visible.includes(ANSWER), 'the sentence after the lines shown is not');
  assert.ok(visibleInBox(plain(`${ANSWER} ${FIRST}`)).includes(ANSWER), 'the same sentence first is');
});

test('the last line is cut where its ellipsis begins', () => {
  const long = 'x'.repeat(100);
  const text = `Then delete it. ${long} have been there.`;
  const [, second] = linesOf(plain(text));
  assert.equal(second.text, `${long} `, 'a word wider than the box overflows its line');
  const shown = visibleInBox(plain(text), {lines: 2}).slice(second.start);
  assert.match(shown, /^x+$/);
  assert.ok(shown.length < 60, `${shown.length} of 100 letters`);
  assert.ok(shown.length > 50, `${shown.length} of 100 letters`);
});

test('the reader’s words, in bold, take more room', () => {
  const text = `${FIRST} have been there. ${ANSWER}`;
  const words = text.split(/(?<= )/);
  const marked = words.map((word, n) => ({text: word, marked: n % 2 === 0}));
  assert.ok(visibleInBox(marked).length < visibleInBox(plain(text)).length);
});

test('a line may end after a hyphen between letters, not after one before a number', () => {
  const hyphenated = `${'word '.repeat(10)}anti-virus-software-package-update-notice`;
  const [first] = linesOf(plain(hyphenated));
  assert.match(first.text, /-$/);
  const numbered = `${'word '.repeat(10)}page-12-section-14-paragraph-15-line-16-note`;
  assert.doesNotMatch(linesOf(plain(numbered))[0].text, /-$/);
});
