/** The notes "What's new" lists (../WhatsNew), each under its article's title, or a sentence saying there is none. */
import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {NoteEntry} from '@site/src/content/ChangeNotesView';
import styles from './styles.module.css';

export type WhatsNewNote = {date: string; note: string; title: string; permalink: string};

export default function WhatsNewList({notes}: {notes: WhatsNewNote[]}): ReactNode {
  if (notes.length === 0) {
    return (
      <p>
        <Translate id="content.whatsNew.none">No significant change to an article has been recorded yet.</Translate>
      </p>
    );
  }
  return (
    <ol className={styles.notes}>
      {notes.map(({date, note, title, permalink}) => (
        <li key={`${date} ${permalink}`} className={styles.note}>
          <Heading as="h2" className={styles.title}>
            <Link to={permalink}>{title}</Link>
          </Heading>
          <p className={styles.text}>
            <NoteEntry date={date} note={note} />
          </p>
        </li>
      ))}
    </ol>
  );
}
