import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {translate} from '@docusaurus/Translate';
import {SECTIONS} from '@site/src/shared/helpTopics';
import styles from './styles.module.css';

type Card = {to: string; title: string; description: string; icon: ReactNode};

/** A section of SECTIONS, as a card. */
function section(index: number): Pick<Card, 'to' | 'title'> {
  return {to: SECTIONS[index].to, title: SECTIONS[index].label()};
}

const iconProps = {width: 40, height: 40, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false} as const;

const icons = {
  about: (
    <svg {...iconProps}>
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 11v6M12 7.5v.5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  ),
  use: (
    <svg {...iconProps}>
      <path d="M4 5h16v11H9l-5 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d="M8 9h8M8 12h5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  ),
  modes: (
    <svg {...iconProps}>
      <path d="M4 7h10M18 7h2M4 17h2M10 17h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <circle cx="16" cy="7" r="2.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="8" cy="17" r="2.5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  ),
  help: (
    <svg {...iconProps}>
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M5 5l4 4M19 5l-4 4M5 19l4-4M19 19l-4-4" stroke="currentColor" strokeWidth="2" />
    </svg>
  ),
};

function useCards(): Card[] {
  return [
    {
      ...section(0),
      icon: icons.about,
      description: translate({
        id: 'home.cards.about.description',
        message: 'What ChatGNB is, who can use it, and how it keeps government information safe.',
      }),
    },
    {
      ...section(1),
      icon: icons.use,
      description: translate({
        id: 'home.cards.use.description',
        message: 'Sign in, start a chat, write clear prompts and manage your chat history.',
      }),
    },
    {
      ...section(2),
      icon: icons.modes,
      description: translate({
        id: 'home.cards.modes.description',
        message: 'Use translation mode and writing mode for better results on those tasks.',
      }),
    },
    {
      ...section(3),
      icon: icons.help,
      description: translate({
        id: 'home.cards.help.description',
        message: 'Fix common problems and find out how to report one to the service desk.',
      }),
    },
  ];
}

export default function TopicCards(): ReactNode {
  return (
    <section className="container" aria-labelledby="browse-topics">
      {/* A string, not <Translate>: the theme names the heading's # link after it ("Direct link to …"). */}
      <Heading as="h2" id="browse-topics" className={styles.heading}>
        {translate({id: 'home.cards.heading', message: 'Browse help topics'})}
      </Heading>
      <ul className={styles.grid}>
        {useCards().map((card) => (
          <li key={card.to}>
            <Link to={card.to} className={styles.card}>
              <span className={styles.icon}>{card.icon}</span>
              <span className={styles.title}>{card.title}</span>
              <span className={styles.description}>{card.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
