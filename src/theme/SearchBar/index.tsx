import React, {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {flushSync} from 'react-dom';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useContentShown} from '@site/src/auth/gateState';
import {noResultsAnnouncement} from '@site/src/components/SearchNoResults/announcement';
import {IS_LIVE_PREVIEW, SearchNeedsBuiltSite} from '@site/src/components/LivePreviewNotice';
import {usePluralForm} from '@docusaurus/theme-common';
import {usePerformancePatch} from '@site/src/performance/usePerformancePatch';
import {LOADS_AT_ONCE, loadPluginBox, type PluginBox} from '@site/src/theme/SearchBar/pluginBox';
import SearchBarShell from './Shell';
import {dropdownOf, hitsIn, hitsShown, isOpen, searchInputIn} from './dropdown';
import {searchInputLabel, searchPlaceholder} from './searchInputLabel';
import styles from './styles.module.css';

type Props = WrapperProps<typeof SearchBarType>;

type Labels = {input: string; results: string; clear: string};

/**
 * Brings the plugin's autocomplete markup (built by autocomplete.js outside React)
 * to the ARIA 1.2 combobox pattern. Runs after every change the library makes.
 * Returns the number of hits shown, or null while no list is open.
 */
function repairCombobox(container: HTMLElement, labels: Labels): number | null {
  const input = searchInputIn(container);
  if (!input) {
    return null;
  }
  const setAttr = (el: Element, name: string, value: string | null) => {
    if (value === null) {
      if (el.hasAttribute(name)) el.removeAttribute(name);
    } else if (el.getAttribute(name) !== value) {
      el.setAttribute(name, value);
    }
  };
  setAttr(input, 'aria-label', labels.input);

  const clear = container.querySelector<HTMLButtonElement>('button[class*="searchClearButton"]');
  if (clear) {
    setAttr(clear, 'type', 'button');
    setAttr(clear, 'aria-label', labels.clear);
  }

  // The library points `aria-owns` at its whole dropdown, which it marks as the listbox,
  // although the dropdown also holds the "See all results" link and the "No results" message.
  const ownedId = input.getAttribute('aria-owns');
  if (ownedId) {
    input.dataset.popupId = ownedId;
    input.removeAttribute('aria-owns');
  }
  const popup = dropdownOf(input);
  if (!popup) {
    return null;
  }
  setAttr(popup, 'role', null);
  // The listbox is the list of hits only.
  const options = hitsIn(popup);
  const list = options[0]?.parentElement;
  const listId = `${popup.id}-options`;
  if (list) {
    setAttr(list, 'role', 'listbox');
    setAttr(list, 'id', listId);
    setAttr(list, 'aria-label', labels.results);
  }
  const hasHits = isOpen(input, popup) && options.length > 0;
  setAttr(input, 'aria-controls', list ? listId : null);
  // "No results" is a message, not an empty listbox: the combobox is collapsed then.
  setAttr(input, 'aria-expanded', String(hasHits));
  if (!hasHits) {
    setAttr(input, 'aria-activedescendant', null);
  }
  return hitsShown(container);
}

/**
 * The plugin's worker loads the index and keeps it, so the search box finds it ready. The search code is fetched
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
 * Loads the search index once the page is shown (before first paint for a returning reader, see
 * src/auth/earlyReveal.ts; otherwise once signed in) and the browser is idle, so the first keystroke finds it
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
 * finds nothing (src/components/SearchNoResults) comes with it.
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
 * Wraps the search plugin's navbar search box (see src/theme/README.md): loads it
 * on demand (see useSearchBarOnDemand), names the input in the page's language, keeps Tab for moving focus (the plugin
 * opens the highlighted hit on Tab), repairs the combobox/listbox markup, names the
 * clear button, and announces the number of hits in a polite live region. When a search finds nothing, the
 * dropdown suggests where to go (src/components/SearchNoResults).
 */
function SearchBarWrapper(props: Props): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  const {loaded, handedOver, load, shellInput, pluginBox} = useSearchBarOnDemand();
  const [hitCount, setHitCount] = useState<number | null>(null);
  const {selectMessage} = usePluralForm();
  const labels: Labels = {
    input: searchInputLabel(),
    results: translate({
      id: 'search.results.ariaLabel',
      message: 'Search results',
      description: 'Accessible name of the list of hits under the navbar search box',
    }),
    clear: translate({
      id: 'search.clear.ariaLabel',
      message: 'Clear search',
      description: 'Accessible name of the button that empties the navbar search box',
    }),
  };
  const {input, results, clear} = labels;
  const placeholders = {
    // The plugin's own placeholder, which it renders on the server: the collapsed box is right before hydration.
    collapsed: translate({
      id: 'theme.SearchBar.label',
      message: 'Search',
      description: 'The ARIA label and placeholder for search button',
    }),
    expanded: searchPlaceholder(),
  };

  useEffect(() => {
    const root = container.current;
    if (!root) {
      return undefined;
    }
    const inputOf = () => searchInputIn(root);
    const popupOf = () => {
      const box = inputOf();
      return box ? dropdownOf(box) : null;
    };
    const repair = () => setHitCount(repairCombobox(root, {input, results, clear}));
    repair();
    const observer = new MutationObserver(repair);
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-owns', 'aria-expanded', 'aria-controls', 'role', 'style', 'class'],
    });
    // Tab moves focus on, as everywhere else: keep it from the library, which opens the highlighted hit.
    const keepTabForFocus = (event: KeyboardEvent) => {
      if (event.key === 'Tab' && event.target === inputOf()) {
        event.stopPropagation();
      }
    };
    // So Tab can reach "See all results": the list stays open while focus moves from the box into it...
    const keepOpenForPopup = (event: FocusEvent) => {
      if (event.target === inputOf() && popupOf()?.contains(event.relatedTarget as Node | null)) {
        event.stopPropagation();
      }
    };
    // ...and closes (as the library does when the box loses focus) once focus leaves both.
    const closeWhenFocusLeaves = (event: FocusEvent) => {
      const popup = popupOf();
      const next = event.relatedTarget as Node | null;
      if (popup?.contains(event.target as Node) && !popup.contains(next) && next !== inputOf()) {
        inputOf()?.dispatchEvent(new FocusEvent('blur'));
      }
    };
    // After "Clear search", the button disappears: put focus back in the box rather than lose it.
    const refocusAfterClear = (event: MouseEvent) => {
      if ((event.target as Element).closest('button[class*="searchClearButton"]')) {
        // After the plugin's own handler has emptied the box.
        window.setTimeout(() => inputOf()?.focus());
      }
    };
    // Collapsed, the box says "Search" beside the Ctrl+K hint; expanded (focused), the whole sentence.
    const showPlaceholder = () => {
      const box = inputOf();
      if (box) {
        box.placeholder = document.activeElement === box ? placeholders.expanded : placeholders.collapsed;
      }
    };
    showPlaceholder();
    root.addEventListener('keydown', keepTabForFocus, {capture: true});
    root.addEventListener('focusin', showPlaceholder);
    root.addEventListener('focusout', showPlaceholder);
    root.addEventListener('blur', keepOpenForPopup, {capture: true});
    root.addEventListener('focusout', closeWhenFocusLeaves);
    root.addEventListener('click', refocusAfterClear);
    return () => {
      observer.disconnect();
      root.removeEventListener('keydown', keepTabForFocus, {capture: true});
      root.removeEventListener('focusin', showPlaceholder);
      root.removeEventListener('focusout', showPlaceholder);
      root.removeEventListener('blur', keepOpenForPopup, {capture: true});
      root.removeEventListener('focusout', closeWhenFocusLeaves);
      root.removeEventListener('click', refocusAfterClear);
    };
  }, [input, results, clear, placeholders.collapsed, placeholders.expanded]);
  usePrefetchedIndex();

  const announcement =
    hitCount === null
      ? ''
      : hitCount === 0
        ? noResultsAnnouncement()
        : selectMessage(
            hitCount,
            translate(
              {
                id: 'search.results.count',
                message: 'One result|{count} results',
                description: 'Announced when the search box lists hits (plural forms separated by "|")',
              },
              {count: hitCount},
            ),
          );

  return (
    <div ref={container} className={styles.wrapper}>
      {!handedOver && (
        <SearchBarShell
          inputRef={shellInput}
          label={labels.input}
          placeholder={placeholders.collapsed}
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
      <div role="status" className="visually-hidden">
        {announcement}
      </div>
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
