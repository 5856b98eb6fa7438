import {beforeEach, describe, expect, it} from 'vitest';
import {ANSWERED_STORAGE_KEY, answeredToday, rememberAnswer} from './answered';

const MORNING = new Date(2026, 10, 25, 8, 0);
const EVENING = new Date(2026, 10, 25, 23, 59);
const NEXT_DAY = new Date(2026, 10, 26, 0, 1);

describe('one answer per page per day', () => {
  beforeEach(() => localStorage.clear());

  it('remembers a page answered today, and only that page', () => {
    rememberAnswer(localStorage, 'en:/docs/a', MORNING);
    expect(answeredToday(localStorage, 'en:/docs/a', EVENING)).toBe(true);
    expect(answeredToday(localStorage, 'fr:/docs/a', EVENING)).toBe(false);
    expect(answeredToday(localStorage, 'en:/docs/b', EVENING)).toBe(false);
  });

  it('asks again the next day, and forgets the days before', () => {
    rememberAnswer(localStorage, 'en:/docs/a', MORNING);
    expect(answeredToday(localStorage, 'en:/docs/a', NEXT_DAY)).toBe(false);
    rememberAnswer(localStorage, 'en:/docs/b', NEXT_DAY);
    expect(JSON.parse(localStorage.getItem(ANSWERED_STORAGE_KEY)!)).toEqual({'en:/docs/b': '2026-11-26'});
  });

  it('treats an unreadable record as no answer', () => {
    localStorage.setItem(ANSWERED_STORAGE_KEY, '{not json');
    expect(answeredToday(localStorage, 'en:/docs/a', MORNING)).toBe(false);
    rememberAnswer(localStorage, 'en:/docs/a', MORNING);
    expect(answeredToday(localStorage, 'en:/docs/a', MORNING)).toBe(true);
  });
});
