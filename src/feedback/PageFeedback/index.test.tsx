import React from 'react';
import {afterEach, beforeAll, beforeEach, describe, expect, test, vi} from 'vitest';
import {act, cleanup, fireEvent, screen} from '@testing-library/react';
import insights from '@chatgnb/insights.json';
import {accessibilityViolations} from '@site/src/testing/axe';
import {FEEDBACK_TEXT} from '@site/src/shared/testFacts/feedbackTexts';
import events from '@site/src/feedback/events.json';
import {send, type Signal} from '@site/src/feedback/telemetry';
import {renderInSite, replaceContents, useSiteLocale, type Locale} from '@site/src/testing/site';
import PageFeedback from './';
import {rememberAnswer} from './answered';

// What the widget asks to send; the real SDK and collector are the browser tests' (e2e/feedback.spec.ts).
vi.mock('@site/src/feedback/telemetry', () => ({send: vi.fn()}));

const PAGE = '/docs/how-to-use-modes/writing-mode';

const TEXT = FEEDBACK_TEXT;

const sent = () => vi.mocked(send).mock.calls.map(([, signal]) => signal);

afterEach(cleanup);
beforeEach(() => {
  localStorage.clear();
  vi.mocked(send).mockClear();
});

describe.each<Locale>(['en', 'fr'])('%s: "Was this page helpful?"', (locale) => {
  const t = TEXT[locale];
  beforeAll(() => useSiteLocale(locale));

  test('Yes is one answer: sent with the page and language, thanked in a live region that takes focus', async () => {
    const {container} = renderInSite(<PageFeedback page={PAGE} />);
    expect(screen.getByRole('heading', {level: 2, name: t.question})).toBeTruthy();
    expect(await accessibilityViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', {name: t.yes}));
    const thanks = screen.getByText(t.thanks);
    expect(screen.getByRole('status').contains(thanks)).toBe(true);
    expect(document.activeElement).toBe(thanks);
    expect(screen.queryByRole('button', {name: t.yes})).toBeNull();
    expect(sent()).toEqual<Signal[]>([
      {
        kind: 'event',
        name: events.helpful,
        properties: {language: locale, page: PAGE, answer: 'yes'},
        typed: undefined,
        readerNames: [],
      },
    ]);
    expect(await accessibilityViolations(container)).toEqual([]);
  });

  test('No asks what went wrong, requires a reason, counts the comment down, and sends the comment to be scrubbed', async () => {
    const {container} = renderInSite(<PageFeedback page={PAGE} />);
    fireEvent.click(screen.getByRole('button', {name: t.no}));
    expect(sent().map((signal) => signal.properties.answer)).toEqual(['no']);
    const reasons = screen.getByRole('group', {name: t.legend});
    expect(reasons.querySelectorAll('input[type="radio"]')).toHaveLength(events.feedbackReasons.length);
    expect(document.activeElement).toBe(reasons.querySelector('input[type="radio"]'));
    const comment = screen.getByRole<HTMLTextAreaElement>('textbox', {name: t.comment});
    expect(comment.maxLength).toBe(events.commentMaxLength);
    expect(comment.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(new RegExp(`^${t.warning}`))).toBeTruthy();
    expect(screen.getByText(t.left)).toBeTruthy();
    expect(await accessibilityViolations(container)).toEqual([]);

    fireEvent.click(screen.getByRole('button', {name: t.send}));
    expect(screen.getByText(t.missing)).toBeTruthy();
    expect(reasons.getAttribute('aria-invalid')).toBe('true');
    expect(sent()).toHaveLength(1);
    expect(await accessibilityViolations(container)).toEqual([]);

    fireEvent.click(screen.getByRole('radio', {name: t.hard}));
    fireEvent.change(comment, {target: {value: 'Trop'.padEnd(5, '!')}});
    expect(screen.getByText(t.leftAfter)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', {name: t.send}));
    expect(sent()[1]).toEqual<Signal>({
      kind: 'event',
      name: events.feedbackDetails,
      properties: {language: locale, page: PAGE, reason: 'hard-to-understand'},
      typed: {comment: 'Trop!'},
      readerNames: [],
    });
    expect(document.activeElement).toBe(screen.getByText(t.thanks));
  });

  test('the count of characters left is in the singular where the language says so', () => {
    renderInSite(<PageFeedback page={PAGE} />);
    fireEvent.click(screen.getByRole('button', {name: t.no}));
    const comment = screen.getByRole('textbox', {name: t.comment});
    fireEvent.change(comment, {target: {value: 'x'.repeat(events.commentMaxLength - 1)}});
    expect(screen.getByText(t.oneLeft)).toBeTruthy();
    fireEvent.change(comment, {target: {value: 'x'.repeat(events.commentMaxLength)}});
    expect(screen.getByText(t.noneLeft)).toBeTruthy();
  });

  test('a reader who answered about this page today is thanked, not asked again', () => {
    rememberAnswer(localStorage, `${locale}:${PAGE}`);
    renderInSite(<PageFeedback page={PAGE} />);
    expect(screen.getByText(t.thanks)).toBeTruthy();
    expect(screen.queryByRole('button', {name: t.no})).toBeNull();
  });
});

test('a build that sends nothing (APPLICATIONINSIGHTS_CONNECTION_STRING=off) shows no question', async () => {
  await useSiteLocale('en');
  const sending = {...insights};
  replaceContents(insights, {enabled: false});
  try {
    const {container} = renderInSite(<PageFeedback page={PAGE} />);
    expect(container.innerHTML).toBe('');
  } finally {
    replaceContents(insights, sending);
  }
  await act(async () => {});
});

test('where the reader blocks site data, the question is asked and answered all the same', async () => {
  await useSiteLocale('en');
  const blocked = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  });
  try {
    renderInSite(<PageFeedback page={PAGE} />);
    fireEvent.click(screen.getByRole('button', {name: TEXT.en.yes}));
    expect(screen.getByText(TEXT.en.thanks)).toBeTruthy();
    expect(sent().map((signal) => signal.properties.answer)).toEqual(['yes']);
  } finally {
    blocked.mockRestore();
  }
});
