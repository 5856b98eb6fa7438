import React from 'react';
import {afterEach, beforeAll, describe, expect, test, vi} from 'vitest';
import {cleanup, screen, waitFor} from '@testing-library/react';
import {accessibilityViolations} from '@site/src/testing/axe';
import SignInProblemScreen from './';
import type {SignInProblem} from '@site/src/signIn/shared/problems';
import {renderInSite, useSiteLocale, type Locale} from '@site/src/testing/site';

const PROBLEMS: SignInProblem[] = [
  {kind: 'cancelled'},
  {
    kind: 'provider-error',
    errorCode: 'invalid_request',
    correlationId: '0f6c6a43-33b0-4c6b-8d3c-2a7e1f0a9b11',
    detail: 'AADSTS900144',
  },
  {kind: 'unreachable'},
  {kind: 'interrupted'},
  {kind: 'unreadable-cache'},
  {kind: 'too-many-attempts'},
  {kind: 'storage-blocked'},
  {kind: 'foreign-tenant', username: 'alex@example.com'},
];

const TEXT: Record<Locale, {tryAgain: string; cancelled: string; siteName: string; errorCode: string}> = {
  en: {
    tryAgain: 'Try again',
    cancelled: 'Sign-in was cancelled',
    siteName: 'ChatGNB Help Centre',
    errorCode: 'Error code',
  },
  fr: {
    tryAgain: 'Réessayer',
    cancelled: 'La connexion a été annulée',
    siteName: "Centre d'aide ChatGNB",
    errorCode: "Code d'erreur",
  },
};

afterEach(cleanup);

describe.each<Locale>(['en', 'fr'])('%s: the sign-in problem screens', (locale) => {
  const titles = new Map<string, string>();
  beforeAll(() => useSiteLocale(locale));

  test.each(PROBLEMS.map((problem) => [problem.kind, problem] as const))(
    '%s: an alert headed by what happened, focused, with Try again and no accessibility violation',
    async (kind, problem) => {
      const onTryAgain = vi.fn();
      const {container} = renderInSite(<SignInProblemScreen problem={problem} onTryAgain={onTryAgain} />);
      const heading = screen.getByRole('heading', {level: 1});
      expect(screen.getByRole('alert').contains(heading)).toBe(true);
      expect(heading.textContent).toMatch(/\S/);
      expect(document.activeElement).toBe(heading);
      expect(screen.getByText(TEXT[locale].siteName)).toBeTruthy();
      // The tab is named after the message, not after a page that is not shown.
      await waitFor(() => expect(document.title).toBe(`${heading.textContent} | ${TEXT[locale].siteName}`));
      screen.getByRole('button', {name: TEXT[locale].tryAgain}).click();
      expect(onTryAgain).toHaveBeenCalledOnce();
      expect(await accessibilityViolations(container)).toEqual([]);
      titles.set(kind, heading.textContent!);
    },
  );

  test('each problem has a title of its own', () => {
    expect(titles.get('cancelled')).toBe(TEXT[locale].cancelled);
    expect(new Set(titles.values()).size).toBe(PROBLEMS.length);
  });

  test("a provider error gives the reader the code and correlation id to pass on, and the account's name is shown", () => {
    renderInSite(<SignInProblemScreen problem={PROBLEMS[1]!} onTryAgain={() => {}} />);
    const details = screen.getByText(TEXT[locale].errorCode).closest('dl')!;
    expect(details.textContent).toContain('invalid_request');
    expect(details.textContent).toContain('0f6c6a43-33b0-4c6b-8d3c-2a7e1f0a9b11');
    cleanup();
    renderInSite(<SignInProblemScreen problem={PROBLEMS[7]!} onTryAgain={() => {}} />);
    expect(screen.getByRole('alert').textContent).toContain('alex@example.com');
  });
});

test('the French screens say nothing in English', async () => {
  await useSiteLocale('en');
  const english = PROBLEMS.map((problem) => {
    renderInSite(<SignInProblemScreen problem={problem} onTryAgain={() => {}} />);
    const text = screen.getByRole('alert').textContent!;
    cleanup();
    return text;
  });
  await useSiteLocale('fr');
  PROBLEMS.forEach((problem, index) => {
    renderInSite(<SignInProblemScreen problem={problem} onTryAgain={() => {}} />);
    const french = screen.getByRole('alert').textContent!;
    cleanup();
    for (const sentence of english[index]!.split(/(?<=\.) /)) {
      expect(french).not.toContain(sentence);
    }
  });
});
