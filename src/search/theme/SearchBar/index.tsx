import React, {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {flushSync} from 'react-dom';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useContentShown} from '@site/src/signIn';
import {IS_LIVE_PREVIEW} from '@site/src/shared/livePreview';
import SearchNeedsBuiltSite from '@site/src/search/SearchNeedsBuiltSite';
import {usePerformancePatch} from '@site/src/performance';
import {LOADS_AT_ONCE, loadPluginBox, type PluginBox} from '@site/src/search/theme/SearchBar/pluginBox';
import SearchBarShell from './Shell';
import {searchInputIn} from './dropdown';
import {searchInputLabel} from './searchInputLabel';
import styles from './styles.module.css';

type Props = WrapperProps<typeof SearchBarType>;

/**
 * The plugin's worker loads the index's dictionary and keeps it, so the search box finds it ready; the rest of the
 * index comes in parts as searches need them (src/search/worker/chunkedIndex.js). The search code is fetched
 * (not run) with the lowest priority once the site's own scripts are in (`webpackPrefetch`), so that it is in the
 * browser's cache when the reader reaches for the box.
 */
function fetchIndex(baseUrl: string): Promise<unknown> {
  return import(
    /* webpackPrefetch: true */ '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker'
  )
    .then(({fetchIndexesByWorker}) => fetchIndexesByWorker(baseUrl, ''))
    .catch(() => undefined);
}

/**
 * Loads the search index's dictionary once the page is shown (before first paint for a returning reader, see
 * src/signIn/earlyReveal.ts; otherwise once signed in) and the browser is idle, so the first keystroke finds it
 * ready. Not at once: on a phone, fetching and reading it then competes with hydration (Lighthouse's blocking
 * time on the French category page went from about 0.6 s to 1.6 s on a 2-core machine). A reader who reaches for
 * the box sooner starts it then.
 */
function usePrefetchedIndex(): void {
  const baseUrl = useBaseUrl('/');
  const shown = useContentShown();
  const prefetchAtIdle = usePerformancePatch('search-index-idle-prefetch');
  useEffect(() => {
    if (!shown || !prefetchAtIdle) {
      return undefined;
    }
    const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    const handle = whenIdle(() => void fetchIndex(baseUrl));
    return () => (window.cancelIdleCallback ?? window.clearTimeout)(handle);
  }, [baseUrl, shown, prefetchAtIdle]);
}

/** A search hit opens its page with `?_highlight=word`: the plugin's box marks the words on that page. */
const HIGHLIGHT_PARAM = '_highlight';

/** Types into a React-controlled input as the reader would, so that its owner's onChange sees the text. */
function typeInto(input: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

/**
 * The plugin's search box (with lunr, mark.js and autocomplete.js), loaded when the reader is about to search, or
 * when the page was opened from a search hit and its words must be marked; until then, a box drawn the same
 * (./Shell). The plugin's box first mounts hidden: as it mounts it empties itself (it puts a search hit's words in
 * the box, or none) one task later. After that, in a single task, so that no keystroke falls between the two, it
 * replaces the shell and receives what the reader typed meanwhile, and the focus. The help shown when a search
 * finds nothing (src/search/NoResults) comes with it.
 */
function useSearchBarOnDemand() {
  const [loaded, setLoaded] = useState<PluginBox | null>(null);
  const [handedOver, setHandedOver] = useState(false);
  const shellInput = useRef<HTMLInputElement>(null);
  const pluginBox = useRef<HTMLDivElement>(null);
  const requested = useRef(false);
  const baseUrl = useBaseUrl('/');
  const load = useCallback(() => {
    if (requested.current) {
      return;
    }
    requested.current = true;
    void fetchIndex(baseUrl);
    void loadPluginBox().then((box) => {
      flushSync(() => setLoaded(box));
      // After the plugin's own first task (React ran its effects in flushSync, so that task is queued first).
      window.setTimeout(() => {
        const typed = shellInput.current?.value ?? '';
        const focused = document.activeElement === shellInput.current;
        flushSync(() => setHandedOver(true));
        const input = searchInputIn(pluginBox.current);
        if (input && typed) {
          typeInto(input, typed);
        }
        if (input && focused) {
          input.focus();
        }
      });
    });
  }, [baseUrl]);
  const {search} = useLocation();
  useEffect(() => {
    if (LOADS_AT_ONCE || new URLSearchParams(search).has(HIGHLIGHT_PARAM)) {
      load();
    }
  }, [search, load]);
  return {loaded, handedOver, load, shellInput, pluginBox};
}

/**
 * Wraps the search plugin's navbar search box (see src/theme/README.md): loads it on demand (see
 * useSearchBarOnDemand) and prefetches the index when the browser is idle. When a search finds nothing, the dropdown
 * suggests where to go (src/search/NoResults). The box's own repairs (its language, Tab, the combobox's
 * roles, the clear button, the live region) are our patch of the plugin (patches/README.md).
 */
function SearchBarWrapper(props: Props): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  const {loaded, handedOver, load, shellInput, pluginBox} = useSearchBarOnDemand();
  usePrefetchedIndex();
  // The plugin's own placeholder, which it renders on the server: the collapsed box is right before hydration.
  const collapsedPlaceholder = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });

  return (
    <div ref={container} className={styles.wrapper}>
      {!handedOver && (
        <SearchBarShell
          inputRef={shellInput}
          label={searchInputLabel()}
          placeholder={collapsedPlaceholder}
          onActivate={load}
        />
      )}
      {loaded && (
        <div ref={pluginBox} className={styles.pluginBox} hidden={!handedOver}>
          <loaded.SearchBar {...props} />
        </div>
      )}
      {loaded && <loaded.NoResults root={container} />}
      {loaded && <loaded.Signals root={container} />}
    </div>
  );
}

/**
 * The live preview has no search index (the plugin builds it with the site): the same box, which says so, in the
 * page's language, once the reader reaches for it, instead of the plugin's English developer message.
 */
function LivePreviewSearchBar(): ReactNode {
  const shellInput = useRef<HTMLInputElement>(null);
  const [reached, setReached] = useState(false);
  const collapsed = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
  return (
    <div className={styles.wrapper} onBlur={() => setReached(false)}>
      <SearchBarShell
        inputRef={shellInput}
        label={searchInputLabel()}
        placeholder={collapsed}
        onActivate={() => setReached(true)}
      />
      {reached && <SearchNeedsBuiltSite className={styles.livePreviewNotice} />}
    </div>
  );
}

export default IS_LIVE_PREVIEW ? LivePreviewSearchBar : SearchBarWrapper;
