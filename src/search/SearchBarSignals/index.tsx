import {useEffect, type ReactNode, type RefObject} from 'react';
import {dropdownOf, hitsIn, hitsShown, searchInputIn} from '@site/src/search/theme/SearchBar/dropdown';
import {positionAmong, useSearchSession} from '@site/src/search/useSearchSignals';

/**
 * The navbar box's search signals (src/search/searchSession.ts): the last query's hits, the hit the reader opened
 * (pointer or Enter), "See all results" (the search goes on on the results page), or the reader leaving the box.
 * Loaded with the plugin's box (src/search/theme/SearchBar), so no page pays for it before the reader searches.
 *
 * @param root the element that holds the plugin's search box
 */
export default function SearchBarSignals({root}: {root: RefObject<HTMLElement | null>}): ReactNode {
  const session = useSearchSession();
  useEffect(() => {
    const container = root.current;
    if (!container) {
      return undefined;
    }
    const dropdown = () => {
      const input = searchInputIn(container);
      return input ? dropdownOf(input) : null;
    };
    const optionAt = (target: EventTarget | null) => (target as Element | null)?.closest?.('[role="option"]') ?? null;
    const update = () => session.results(searchInputIn(container)?.value ?? '', hitsShown(container));
    // A hit is pressed before the box loses focus to it: that is not leaving the search.
    let choosingHit = false;
    const noteChoosingHit = (event: PointerEvent) => {
      choosingHit = optionAt(event.target) !== null;
    };
    const openedByPointer = (event: MouseEvent) => {
      const position = positionAmong(hitsIn(dropdown()), optionAt(event.target));
      if (position) {
        session.opened(position);
      } else if ((event.target as Element).closest('a[href*="search/?"]')) {
        session.continued();
      }
      choosingHit = false;
    };
    const openedByKeyboard = (event: KeyboardEvent) => {
      const input = searchInputIn(container);
      const active = input?.getAttribute('aria-activedescendant');
      if (event.key === 'Enter' && event.target === input && active) {
        const position = positionAmong(hitsIn(dropdown()), document.getElementById(active));
        if (position) session.opened(position);
      }
    };
    const left = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (!choosingHit && !container.contains(next) && !dropdown()?.contains(next)) {
        session.end();
      }
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(container, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['style', 'class'],
    });
    container.addEventListener('input', update);
    container.addEventListener('pointerdown', noteChoosingHit, {capture: true});
    container.addEventListener('click', openedByPointer, {capture: true});
    container.addEventListener('keydown', openedByKeyboard, {capture: true});
    container.addEventListener('focusout', left);
    return () => {
      observer.disconnect();
      container.removeEventListener('input', update);
      container.removeEventListener('pointerdown', noteChoosingHit, {capture: true});
      container.removeEventListener('click', openedByPointer, {capture: true});
      container.removeEventListener('keydown', openedByKeyboard, {capture: true});
      container.removeEventListener('focusout', left);
    };
  }, [root, session]);
  return null;
}
