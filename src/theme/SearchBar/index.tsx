import React, {useEffect, useRef, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

type Props = WrapperProps<typeof SearchBarType>;

/**
 * The search plugin hard-codes aria-label="Search" on its input; a French page
 * must name it in French. This wrapper relabels the input in the page language.
 */
export default function SearchBarWrapper(props: Props): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  const label = translate({
    id: 'search.input.ariaLabel',
    message: 'Search the Help Centre',
    description: 'Accessible name of the search box in the navbar',
  });
  useEffect(() => {
    container.current?.querySelector('input')?.setAttribute('aria-label', label);
  }, [label]);
  return (
    <div ref={container} className={styles.wrapper}>
      <SearchBar {...props} />
    </div>
  );
}
