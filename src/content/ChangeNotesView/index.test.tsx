import React from 'react';
import {afterEach, beforeAll, describe, expect, test} from 'vitest';
import {cleanup, fireEvent, screen} from '@testing-library/react';
import {accessibilityViolations} from '@site/src/testing/axe';
import {renderInSite, useSiteLocale, type Locale} from '@site/src/testing/site';
import WhatsNewList from '@site/src/content/WhatsNewList';
import ChangeNotesView, {notesOf} from '.';

afterEach(cleanup);

// As the page holds a YAML day: a Date in the article's module, an ISO time in its JSON data.
const FIELD = [
  {date: new Date('2026-03-01T00:00:00.000Z'), note: 'Added the section on sharing.'},
  {date: '2026-11-20T00:00:00.000Z', note: 'Added how to export a chat.'},
];

const TEXT = {
  en: {
    latest: 'Updated November 20, 2026: Added how to export a chat.',
    all: 'See all updates',
    older: 'March 1, 2026: Added the section on sharing.',
  },
  fr: {
    latest: 'Mis à jour le 20 novembre 2026 : Added how to export a chat.',
    all: 'Voir toutes les mises à jour',
    older: '1er mars 2026 : Added the section on sharing.',
  },
};

describe.each<Locale>(['en', 'fr'])('%s', (locale) => {
  const t = TEXT[locale];
  beforeAll(() => useSiteLocale(locale));

  test("an article's latest significant change under its title, and all of them behind See all updates", async () => {
    const {container} = renderInSite(<ChangeNotesView notes={notesOf(FIELD)} />);
    expect(container.querySelector('p')?.textContent).toBe(t.latest);
    const history = container.querySelector('details')!;
    expect(history.open).toBe(false);
    fireEvent.click(screen.getByText(t.all));
    expect(Array.from(history.querySelectorAll('li'), (item) => item.textContent)).toEqual([
      t.latest.replace(/^(Updated|Mis à jour le) /, ''),
      t.older,
    ]);
    expect(await accessibilityViolations(container)).toEqual([]);
  });

  test("What's new: each note with its article, as a heading that links to it; or says there is none yet", async () => {
    const notes = [
      {
        date: '2026-11-20',
        note: 'Added how to export a chat.',
        title: 'Find past chats',
        permalink: '/docs/get-help/find-past-chats',
      },
    ];
    const {container} = renderInSite(<WhatsNewList notes={notes} />);
    expect(
      screen.getByRole('heading', {level: 2, name: 'Find past chats'}).querySelector('a')?.getAttribute('href'),
    ).toBe(`${locale === 'fr' ? '/fr' : ''}/docs/get-help/find-past-chats`);
    expect(await accessibilityViolations(container)).toEqual([]);
    cleanup();
    renderInSite(<WhatsNewList notes={[]} />);
    expect(
      screen.getByText(
        locale === 'en'
          ? 'No significant change to an article has been recorded yet.'
          : "Aucune modification importante d'un article n'a encore été notée.",
      ),
    ).toBeTruthy();
  });
});

test('notes without a day or a text are left out', () => {
  expect(notesOf([{date: 'soon', note: 'x'}, {date: '2026-01-01', note: ' '}, 'x'])).toEqual([]);
  expect(notesOf(undefined)).toEqual([]);
});
