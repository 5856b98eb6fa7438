import React, {useEffect, useState, type ReactNode, type RefObject} from 'react';
import {createPortal} from 'react-dom';
import {dropdownOf as popupOf, hitsShown, searchInputIn as inputOf} from '@site/src/search/theme/SearchBar/dropdown';
import Help from './Help';

/**
 * The help under "No results" in the navbar's dropdown. autocomplete.js builds the dropdown outside React and
 * rewrites its content at every keystroke, so the help lives in a node of ours at the end of the dropdown, and is
 * shown while the dropdown shows the plugin's "No results". Tab moves from the box into its links (the dropdown
 * stays open, see src/search/theme/SearchBar), Escape goes back to the box, and following a link closes the dropdown.
 *
 * @param root the element that holds the plugin's search box
 */
export default function SearchBarNoResults({root}: {root: RefObject<HTMLElement | null>}): ReactNode {
  const [host, setHost] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const container = root.current;
    if (!container) {
      return undefined;
    }
    const update = () => {
      const input = inputOf(container);
      const popup = input ? popupOf(input) : null;
      if (!popup || hitsShown(container) !== 0) {
        setHost(null);
        return;
      }
      let node = popup.querySelector<HTMLElement>(':scope > [data-search-no-results-host]');
      if (!node) {
        node = document.createElement('div');
        node.dataset.searchNoResultsHost = '';
        popup.appendChild(node);
      }
      setHost(node);
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(container, {subtree: true, childList: true, attributes: true, attributeFilter: ['style']});
    return () => observer.disconnect();
  }, [root]);

  useEffect(() => {
    const input = root.current && inputOf(root.current);
    if (!host || !input) {
      return undefined;
    }
    const backToBox = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        input.focus();
      }
    };
    host.addEventListener('keydown', backToBox);
    return () => host.removeEventListener('keydown', backToBox);
  }, [host, root]);

  // The box loses focus, as when the reader clicks elsewhere: autocomplete.js closes the dropdown.
  const close = () => {
    const input = root.current && inputOf(root.current);
    input?.blur();
    input?.dispatchEvent(new FocusEvent('blur'));
  };

  return host ? createPortal(<Help variant="dropdown" onNavigate={close} />, host) : null;
}
