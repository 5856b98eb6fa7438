import React, {type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {isMac, shortcutKeys} from './shortcut';
import styles from './styles.module.css';

/** The search icon at the start of the box. */
function SearchIcon(): ReactNode {
  return (
    <svg aria-hidden="true" className={styles.icon} focusable="false" viewBox="0 0 16 16">
      <path
        fill="currentColor"
        d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
      />
    </svg>
  );
}

/** The Ctrl+K (⌘K) hint, drawn in the browser only (the server cannot tell a Mac). */
export function ShortcutHint(): ReactNode {
  const isBrowser = useIsBrowser();
  if (!isBrowser) return null;
  return (
    <span className={styles.hint}>
      {shortcutKeys(isMac()).map((key) => (
        <kbd key={key}>{key}</kbd>
      ))}
    </span>
  );
}

/**
 * The navbar box's frame, the same before its code arrives (./index.tsx) and after (./SearchBox.tsx): the icon, the
 * input, then what follows it (the hits, the clear button or the shortcut hint).
 */
export default function SearchBoxFrame({children}: {children: ReactNode}): ReactNode {
  return (
    <div className={`navbar__search ${styles.box}`}>
      <SearchIcon />
      {children}
    </div>
  );
}

/** The input's class names, for both boxes. */
export const INPUT_CLASS = `navbar__search-input ${styles.input}`;
/** The box's name among the fields a page reloaded for a new deploy gives back (src/hosting, KEPT_ON_UPDATE). */
export const NAVBAR_SEARCH_FIELD = 'navbar-search';
