import React, {useId, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

const TOPICS = [
  {
    to: '/docs/how-to-use-modes/translation-mode',
    label: () => translate({id: 'home.popular.translation', message: 'Translation'}),
  },
  {
    to: '/docs/how-to-use-modes/writing-mode',
    label: () => translate({id: 'home.popular.writing', message: 'Writing'}),
  },
  {
    to: '/docs/how-to-use-chatgnb/how-to-write-prompts',
    label: () => translate({id: 'home.popular.prompts', message: 'How to write prompts'}),
  },
];

export default function PopularTopics(): ReactNode {
  const headingId = useId();
  return (
    <nav className={styles.popular} aria-labelledby={headingId}>
      {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- the label of a nav, not a section: no anchor link */}
      <h2 id={headingId} className={styles.heading}>
        <Translate id="home.popular.heading">Popular topics:</Translate>
      </h2>
      <ul className={styles.list}>
        {TOPICS.map(({to, label}) => (
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
