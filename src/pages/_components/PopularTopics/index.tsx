import React, {useId, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {POPULAR_TOPICS} from '@site/src/shared/helpTopics';
import styles from './styles.module.css';

export default function PopularTopics(): ReactNode {
  const headingId = useId();
  return (
    <nav className={styles.popular} aria-labelledby={headingId}>
      {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- the label of a nav, not a section: no anchor link */}
      <h2 id={headingId} className={styles.heading}>
        <Translate id="home.popular.heading">Popular topics:</Translate>
      </h2>
      <ul className={styles.list}>
        {POPULAR_TOPICS.map(({to, label}) => (
          <li key={to}>
            <Link className={styles.tag} to={to}>
              {label()}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
