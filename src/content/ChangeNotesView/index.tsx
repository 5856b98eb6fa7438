/** An article's change notes as readers see them: the latest, and every one in "See all updates" (../ChangeNotes). */
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {formatLongDate} from '@site/src/shared/longDate';
import styles from './styles.module.css';

export type ChangeNote = {date: string; note: string};

/** A YAML day as the page holds it: a Date in the article's module, an ISO time in its JSON data. */
function dayOf(value: unknown): string {
  return (value instanceof Date ? value.toISOString() : String(value ?? '')).slice(0, 10);
}

/** The notes as the page's data holds them, newest first. */
export function notesOf(field: unknown): ChangeNote[] {
  if (!Array.isArray(field)) return [];
  return field
    .map((entry: {date?: unknown; note?: unknown}) => ({
      date: dayOf(entry?.date),
      note: String(entry?.note ?? '').trim(),
    }))
    .filter(({date, note}) => /^\d{4}-\d{2}-\d{2}$/.test(date) && note !== '')
    .sort((a, b) => b.date.localeCompare(a.date));
}

export function NoteDate({date}: {date: string}): ReactNode {
  const {currentLocale} = useDocusaurusContext().i18n;
  return <time dateTime={date}>{formatLongDate(new Date(`${date}T00:00:00Z`), currentLocale)}</time>;
}

/** One significant change: "November 20, 2026: Added how to export a chat." (also in What's new). */
export function NoteEntry({date, note}: ChangeNote): ReactNode {
  return (
    <Translate
      id="content.changeNotes.entry"
      description="One significant change of an article: its day and its note"
      values={{date: <NoteDate date={date} />, note}}>
      {'{date}: {note}'}
    </Translate>
  );
}

export default function ChangeNotesView({notes}: {notes: ChangeNote[]}): ReactNode {
  const [latest] = notes;
  if (!latest) return null;
  return (
    <div className={styles.changeNotes}>
      <p className={styles.latest}>
        <Translate
          id="content.changeNotes.latest"
          description="Under an article's title: the day and the note of its latest significant change"
          values={{date: <NoteDate date={latest.date} />, note: latest.note}}>
          {'Updated {date}: {note}'}
        </Translate>
      </p>
      <details className={styles.history}>
        <summary>
          <Translate id="content.changeNotes.seeAll" description="Opens the list of an article's significant changes">
            See all updates
          </Translate>
        </summary>
        <ul>
          {notes.map(({date, note}) => (
            <li key={date}>
              <NoteEntry date={date} note={note} />
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
