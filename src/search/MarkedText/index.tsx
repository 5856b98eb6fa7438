import React, {Fragment, type ReactNode} from 'react';
import type {TextRun} from '@site/src/search/browser/searchClient';
import styles from './styles.module.css';

/** A passage's text with the reader's words in `<mark>` (elements, never markup: nothing for Trusted Types). */
export default function MarkedText({runs}: {runs: TextRun[]}): ReactNode {
  return runs.map((run, index) =>
    run.marked ? (
      <mark key={index} className={styles.mark}>
        {run.text}
      </mark>
    ) : (
      <Fragment key={index}>{run.text}</Fragment>
    ),
  );
}
