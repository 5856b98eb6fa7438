import React, {type MouseEvent, type ReactNode, type Ref} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import MarkedText from '@site/src/search/MarkedText';
import type {PageHit, Passage} from '@site/src/search/browser/searchClient';
import styles from './styles.module.css';

type Props = {
  hits: PageHit[];
  /** The reader opened the result at `position` (1 is the first), here, in a new tab or in a new window. */
  onOpen: (position: number) => void;
  /** The title link of the result at `focusIndex` (the first of those "Show more" added), for the focus. */
  focusIndex?: number;
  focusRef?: Ref<HTMLAnchorElement>;
};

/** Click and middle-click both open the result (the browser decides where). */
function openHandlers(open: () => void) {
  return {
    onClick: open,
    onAuxClick: (event: MouseEvent) => {
      if (event.button === 1) open();
    },
  };
}

function PassageLink({passage, onOpen}: {passage: Passage; onOpen: () => void}): ReactNode {
  return (
    <Link to={passage.url} className={styles.passage} {...openHandlers(onOpen)}>
      {passage.heading && <span className={styles.heading}>{passage.heading}</span>}{' '}
      {passage.text.length > 0 && (
        <span className={styles.text}>
          <MarkedText runs={passage.text} />
        </span>
      )}
    </Link>
  );
}

/**
 * The search page's results: each page that answers, its title a link to it, then up to 3 of its sections, each a
 * link to that section with the sentence that answers, the reader's words marked.
 */
export default function SearchResults({hits, onOpen, focusIndex, focusRef}: Props): ReactNode {
  return (
    <ol className={styles.results}>
      {hits.map((hit, index) => {
        const open = () => onOpen(index + 1);
        return (
          <li key={hit.url}>
            <article className={styles.result}>
              <Heading as="h2" className={styles.title}>
                <Link to={hit.url} ref={index === focusIndex ? focusRef : undefined} {...openHandlers(open)}>
                  {hit.title}
                </Link>
              </Heading>
              <ul className={styles.passages}>
                {hit.passages.map((passage) => (
                  <li key={passage.url}>
                    <PassageLink passage={passage} onOpen={open} />
                  </li>
                ))}
              </ul>
            </article>
          </li>
        );
      })}
    </ol>
  );
}
