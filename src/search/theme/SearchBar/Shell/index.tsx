import React, {useEffect, type ReactNode, type RefObject} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {
  getKeymapHints,
  matchesKeymap,
  parseKeymap,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap';
import {isMacPlatform} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform';
// The plugin's own styles, so that the box looks and measures the same before and after its code arrives.
import pluginStyles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';
import {SEARCH_SHORTCUT} from '../shortcut';

type Props = {
  /** The box, for whoever takes over what the reader typed in it. */
  inputRef: RefObject<HTMLInputElement | null>;
  /** Accessible name of the box. */
  label: string;
  /** What the collapsed box says. */
  placeholder: string;
  /** The reader is about to search (pointer over the box, focus, the shortcut): load the real search box. */
  onActivate: () => void;
};

/**
 * The navbar search box as the search plugin draws it, without the plugin's code (lunr, mark.js, autocomplete:
 * about 25 KB gzip that no page needs until the reader searches). What the reader types, and the focus, pass to
 * the plugin's box when it replaces this one (see ../index.tsx).
 */
export default function SearchBarShell({inputRef, label, placeholder, onActivate}: Props): ReactNode {
  const isBrowser = useIsBrowser();

  useEffect(() => {
    const keymap = parseKeymap(SEARCH_SHORTCUT);
    const focusOnShortcut = (event: KeyboardEvent) => {
      if (matchesKeymap(event, keymap)) {
        event.preventDefault();
        inputRef.current?.focus();
      }
    };
    document.addEventListener('keydown', focusOnShortcut);
    return () => document.removeEventListener('keydown', focusOnShortcut);
  }, [inputRef]);

  return (
    <div className={`navbar__search ${pluginStyles.searchBarContainer}`} dir="ltr">
      <svg aria-hidden="true" className={pluginStyles.searchIcon} focusable="false" viewBox="0 0 16 16">
        <path
          fill="currentColor"
          d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
        />
      </svg>
      <input
        ref={inputRef}
        placeholder={placeholder}
        aria-label={label}
        className={`navbar__search-input ${pluginStyles.searchInput}`}
        onPointerEnter={onActivate}
        onTouchStart={onActivate}
        onFocus={onActivate}
      />
      {isBrowser && (
        <div className={pluginStyles.searchHintContainer}>
          {getKeymapHints(SEARCH_SHORTCUT, isMacPlatform()).map((hint) => (
            <kbd key={hint} className={pluginStyles.searchHint}>
              {hint}
            </kbd>
          ))}
        </div>
      )}
    </div>
  );
}
