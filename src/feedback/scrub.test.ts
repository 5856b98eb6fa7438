import {describe, expect, it} from 'vitest';
import {scrubQuery, scrubText} from './scrub';

const READER = ['Hélène Tremblay-Côté', 'helene.tremblay-cote@gnb.ca'];

describe('scrubText', () => {
  it.each([
    ['an e-mail address', 'Write to jean.dupont@gnb.ca please', 'Write to [email] please'],
    ['a phone number with brackets', 'Call (506) 555-0199 ext 12', 'Call [phone]'],
    ['a phone number with a country code', 'Appelez le +1 506-555-0199', 'Appelez le [phone]'],
    ['a phone number without separators', 'tel 5065550199', 'tel [phone]'],
    ['a local number', 'poste 555-0199', 'poste [phone]'],
    ['a run of 4 or more digits', 'case 20261125 and PIN 1234 but not 12', 'case [number] and PIN [number] but not 12'],
    [
      "the reader's names, in any case and without accents",
      'HELENE here, helene tremblay cote',
      '[name] here, [name] [name] [name]',
    ],
    ["the reader's hyphenated surname", 'Mme Tremblay-Côté', 'Mme [name]'],
    ["the reader's user name", 'I am helene.tremblay-cote', 'I am [name].[name]'],
  ])('replaces %s', (_, text, expected) => {
    expect(scrubText(text, READER)).toBe(expected);
  });

  it('keeps ordinary words and other people’s words as typed', () => {
    expect(scrubText('The translation mode gave the wrong answer.', READER)).toBe(
      'The translation mode gave the wrong answer.',
    );
  });

  it('removes control characters and keeps at most 500 characters', () => {
    expect(scrubText('a\u0000b\u202Ec')).toBe('a b c');
    expect(scrubText('x'.repeat(600))).toHaveLength(500);
  });
});

describe('scrubQuery', () => {
  it('lower-cases and trims', () => {
    expect(scrubQuery('  Translation   MODE ')).toBe('translation mode');
  });

  it('scrubs before cutting to 100 characters, so no part of a number is left', () => {
    const query = `${'a'.repeat(92)} 506-555-0199`;
    expect(scrubQuery(query)).toBe(`${'a'.repeat(92)} [phone]`);
    expect(scrubQuery(`${'b'.repeat(120)}`)).toHaveLength(100);
  });

  it('scrubs e-mail addresses, phone numbers, numbers and the reader’s names', () => {
    expect(scrubQuery('Hélène jean@gnb.ca 506 555 0199 12345', READER)).toBe('[name] [email] [phone] [number]');
  });

  it('sends nothing for a pasted sentence of more than 8 words, or for nothing', () => {
    expect(scrubQuery('one two three four five six seven eight')).toBe('one two three four five six seven eight');
    expect(scrubQuery('one two three four five six seven eight nine')).toBeNull();
    expect(scrubQuery('   ')).toBeNull();
  });
});
