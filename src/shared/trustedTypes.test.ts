import {describe, expect, it} from 'vitest';
import {acceptInlineMarkup, markupPolicy} from './trustedTypes';

const accept = acceptInlineMarkup('test-policy');

describe('acceptInlineMarkup', () => {
  it.each([
    ['plain text', 'Where to start'],
    ['HTML entities', 'Quatre principes d&#039;une bonne requête &amp; plus'],
    ['a heading with code', 'The <code>Ctrl+K</code> shortcut'],
    ['marked words', 'Example <mark>prompt</mark>s <strong>now</strong>'],
  ])('accepts %s as it is', (_, markup) => {
    expect(accept(markup)).toBe(markup);
  });

  it.each([
    ['an image with a handler', 'Hi <img src=x onerror="alert(1)">'],
    ['a script', '<script>alert(1)</script>'],
    ['an allowed tag with an attribute', '<mark onclick="alert(1)">word</mark>'],
    ['a link', '<a href="javascript:alert(1)">here</a>'],
    ['a tag cut in two', '<mark>a</mark><scr<mark></mark>ipt>'],
    ['a stray angle bracket', 'a > b'],
  ])('refuses %s, naming the policy', (_, markup) => {
    expect(() => accept(markup)).toThrow(/Trusted Types policy test-policy/);
  });
});

describe('markupPolicy', () => {
  it('without Trusted Types in the browser, passes what its rule accepts and refuses the rest', () => {
    const markup = markupPolicy('test-markup', accept);
    expect(markup('a <mark>b</mark>')).toBe('a <mark>b</mark>');
    expect(() => markup('<img src=x>')).toThrow(TypeError);
  });
});
