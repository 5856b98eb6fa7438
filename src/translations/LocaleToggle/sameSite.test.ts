import {expect, test} from 'vitest';
import {sameOriginHref, sameSitePath} from './sameSite';

// Addresses a crafted link can put in the reader's address bar; each must stay a path on this site.
const CRAFTED = [
  ['//evil.example/x', '/evil.example/x'],
  ['///evil.example/x', '/evil.example/x'],
  ['/\\evil.example/x', '/evil.example/x'],
  ['\\\\evil.example/x', '/evil.example/x'],
  ['/\t/evil.example/x', '/evil.example/x'],
  ['/\n//evil.example/x', '/evil.example/x'],
  ['/%2F%2Fevil.example/x', '/%2F%2Fevil.example/x'],
  ['/..%2f..%2fetc/passwd', '/..%2f..%2fetc/passwd'],
  ['/docs/how-to-use-modes/writing-mode', '/docs/how-to-use-modes/writing-mode'],
  ['fr/docs', '/fr/docs'],
] as const;

test.each(CRAFTED)('sameSitePath(%j) is %j', (path, expected) => {
  expect(sameSitePath(path)).toBe(expected);
  // And the browser reads it as a path of this origin.
  expect(new URL(sameSitePath(path), window.location.href).origin).toBe(window.location.origin);
});

test.each([
  ['/fr/docs?x=1#a', '/fr/docs?x=1#a'],
  ['//evil.example/x', '/fr/'],
  ['https://evil.example/', '/fr/'],
  ['javascript:alert(1)', '/fr/'],
  ['http://[::1', '/fr/'],
])('sameOriginHref(%j) is %j', (href, expected) => {
  expect(sameOriginHref(href, '/fr/')).toBe(expected);
});
