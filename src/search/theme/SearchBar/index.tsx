import React, {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import {flushSync} from 'react-dom';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {KEPT_ON_UPDATE} from '@site/src/hosting';
import {useContentShown} from '@site/src/signIn';
import SearchNeedsBuiltSite from '@site/src/search/SearchNeedsBuiltSite';
import {loadSearchBox} from './boxOnDemand';
import SearchBoxFrame, {INPUT_CLASS, NAVBAR_SEARCH_FIELD, ShortcutHint} from './Frame';
import {collapsedPlaceholder, searchInputLabel, searchPlaceholder} from './searchInputLabel';
import {useSearchShortcut} from './shortcut';
import type {SearchBoxProps} from './SearchBox';
import styles from './styles.module.css';

/** Has the plugin's worker fetch the index, so that the first keystroke finds it ready. */
function prefetchIndex(baseUrl: string): void {
  import(/* webpackPrefetch: true */ '@site/src/search/browser/searchClient')
    .then(({searchClientFor}) => searchClientFor(baseUrl).prefetch())
    // The box says so when the reader searches (src/search/theme/SearchBar/SearchBox.tsx).
    .catch(() => undefined);
}

/**
 * Loads the search index once the page is shown (before first paint for a returning reader, see
 * src/signIn/browser/earlyReveal.ts; otherwise once signed in) and the browser is idle, so the first keystroke finds it
 * ready. Not at once: on a phone, fetching and reading it then competes with hydration (Lighthouse's blocking
 * time: handbook/figures.md, `upstream-gains`, `search-worker-client`). A reader who reaches for
 * the box sooner starts it then.
 */
function usePrefetchedIndex(): void {
  const baseUrl = useBaseUrl('/');
  const shown = useContentShown();
  useEffect(() => {
    if (!shown) {
      return undefined;
    }
    const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    const handle = whenIdle(() => prefetchIndex(baseUrl));
    return () => (window.cancelIdleCallback ?? window.clearTimeout)(handle);
  }, [baseUrl, shown]);
}

type WaitingBoxProps = {
  inputRef: RefObject<HTMLInputElement | null>;
  /** The reader is about to search (pointer over the box, focus, the shortcut). */
  onActivate: () => void;
};

/** The box as it looks and behaves before its code arrives: it takes the focus and what the reader types. */
function WaitingBox({inputRef, onActivate}: WaitingBoxProps): ReactNode {
  const [focused, setFocused] = useState(false);
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  // Taken once mounted, not in a callback ref: an update from a ref is urgent, and during hydration it would make
  // React run every mount effect, and render what they change, in the same long task as the hydration's commit.
  useEffect(() => setInput(inputRef.current), [inputRef]);
  useSearchShortcut(input, onActivate);
  // A reader who focused the box and typed before the page hydrated fired no React event: take it from here.
  useEffect(() => {
    if (input && (document.activeElement === input || input.value !== '')) onActivate();
  }, [input, onActivate]);
  return (
    <SearchBoxFrame>
      <input
        ref={inputRef}
        className={INPUT_CLASS}
        {...{[KEPT_ON_UPDATE]: NAVBAR_SEARCH_FIELD}}
        aria-label={searchInputLabel()}
        placeholder={focused ? searchPlaceholder() : collapsedPlaceholder()}
        autoComplete="off"
        onPointerEnter={onActivate}
        onTouchStart={onActivate}
        onFocus={() => {
          setFocused(true);
          onActivate();
        }}
        onBlur={() => setFocused(false)}
      />
      <ShortcutHint />
    </SearchBoxFrame>
  );
}

type Loaded = {Box: ComponentType<SearchBoxProps>} & SearchBoxProps;

/**
 * The box's code arrives when the reader reaches for it (./boxOnDemand.ts); it then replaces the waiting box in a
 * single task, taking what the reader typed meanwhile and the focus.
 */
function useSearchBoxOnDemand() {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const waitingInput = useRef<HTMLInputElement>(null);
  const requested = useRef(false);
  const baseUrl = useBaseUrl('/');
  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    prefetchIndex(baseUrl);
    loadSearchBox().then(
      (Box) => {
        const typed = waitingInput.current;
        flushSync(() =>
          setLoaded({
            Box,
            initialQuery: typed?.value ?? '',
            focusOnMount: typed !== null && document.activeElement === typed,
          }),
        );
      },
      // Offline (a new deploy reloads the page, src/hosting): the next reach for the box loads it again.
      () => {
        requested.current = false;
      },
    );
  }, [baseUrl]);
  return {loaded, load, waitingInput};
}

/**
 * The navbar search box (src/search/README.md): ours, on downshift (./SearchBox.tsx), loaded on demand, the index
 * prefetched when the browser is idle. Hidden on phones (src/css/custom.css), whose menu links to the search page.
 */
function SearchBar(): ReactNode {
  const {loaded, load, waitingInput} = useSearchBoxOnDemand();
  usePrefetchedIndex();
  return (
    <div className={styles.wrapper}>
      {loaded ? (
        <loaded.Box initialQuery={loaded.initialQuery} focusOnMount={loaded.focusOnMount} />
      ) : (
        <WaitingBox inputRef={waitingInput} onActivate={load} />
      )}
    </div>
  );
}

/**
 * The live preview has no search index (the plugin builds it with the site): the same box, which says so, in the
 * page's language, once the reader reaches for it.
 */
function LivePreviewSearchBar(): ReactNode {
  const input = useRef<HTMLInputElement>(null);
  const [reached, setReached] = useState(false);
  const reach = useCallback(() => setReached(true), []);
  return (
    <div className={styles.wrapper} onBlur={() => setReached(false)}>
      <WaitingBox inputRef={input} onActivate={reach} />
      {reached && <SearchNeedsBuiltSite className={styles.livePreviewNotice} />}
    </div>
  );
}

// Not IS_LIVE_PREVIEW (src/shared/livePreview.ts): the live preview's notice stays out of main.js.
export default process.env.NODE_ENV === 'development' ? LivePreviewSearchBar : SearchBar;
