import React, {useEffect, useRef, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useGateState} from '@site/src/auth/gateState';
// The plugin's own loader: its worker keeps the index, so the search box finds it ready.
import {fetchIndexesByWorker} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';
import styles from './styles.module.css';

type Props = WrapperProps<typeof SearchBarType>;

/**
 * Loads the search index while the browser is idle once the page is shown, so the first keystroke finds it
 * ready. Not before: a reader on the way to sign in needs the CPU and the network for that.
 */
function usePrefetchedIndex(): void {
  const baseUrl = useBaseUrl('/');
  const signedIn = useGateState().status === 'signed-in';
  useEffect(() => {
    if (!signedIn) {
      return undefined;
    }
    const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    const handle = whenIdle(() => void fetchIndexesByWorker(baseUrl, '').catch(() => undefined));
    return () => (window.cancelIdleCallback ?? window.clearTimeout)(handle);
  }, [baseUrl, signedIn]);
}

/**
 * The search plugin hard-codes aria-label="Search" on its input; a French page
 * must name it in French. This wrapper relabels the input in the page language,
 * and loads the index ahead of the reader's first keystroke.
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
  usePrefetchedIndex();
  return (
    <div ref={container} className={styles.wrapper}>
      <SearchBar {...props} />
    </div>
  );
}
