import {expect, test} from 'vitest';
import {copyrightYears, withCopyrightYears} from './copyright';

test('a site built in 2025 says 2025; a later one, from 2025 to the year it was built', () => {
  expect(copyrightYears(2025)).toBe('2025');
  expect(copyrightYears(2027)).toBe('2025–2027');
});

test('fills the years of the message in either language', () => {
  expect(withCopyrightYears('© {years} Government of New Brunswick', 2026)).toBe(
    '© 2025–2026 Government of New Brunswick',
  );
  expect(withCopyrightYears('© {years} Gouvernement du Nouveau-Brunswick', 2025)).toBe(
    '© 2025 Gouvernement du Nouveau-Brunswick',
  );
});
