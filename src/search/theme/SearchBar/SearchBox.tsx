import React, {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';
import {useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions} from 'downshift';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import SearchNoResultsHelp from '@site/src/search/NoResults/Help';
import {searchClientFor, type Hit} from '@site/src/search/searchClient';
import {useSearchSession} from '@site/src/search/useSearchSignals';
import {useSearchBoxTexts} from './boxTexts';
import SearchBoxFrame, {INPUT_CLASS, ShortcutHint} from './Frame';
import {useSearchShortcut} from './shortcut';
import {useAnswers} from './useAnswers';
import styles from './styles.module.css';

export type SearchBoxProps = {
  /** What the reader typed before this box's code arrived (./index.tsx). */
  initialQuery?: string;
  /** Whether the reader was in the box then. */
  focusOnMount?: boolean;
};

const {stateChangeTypes: types} = useCombobox;

/**
 * Downshift's default, except: leaving the input neither closes the list nor chooses the highlighted hit (Tab moves
 * on to "See all results" and the clear button, see `closeWhenFocusLeaves`), and a click in the input never closes it.
 */
function stateReducer(state: UseComboboxState<Hit>, {type, changes}: UseComboboxStateChangeOptions<Hit>) {
  switch (type) {
    case types.InputBlur:
      return state;
    case types.InputClick:
      return {...changes, isOpen: true};
    default:
      return changes;
  }
}

function HitOption({hit}: {hit: Hit}): ReactNode {
  return (
    <>
      <span className={styles.hitTitle}>{hit.title}</span>
      {hit.section && <span className={styles.hitSection}>{hit.section}</span>}
      {hit.excerpt && <span className={styles.hitExcerpt}>{hit.excerpt}</span>}
    </>
  );
}

/**
 * The navbar search box: an ARIA 1.2 combobox (downshift's `useCombobox`) whose list holds the hits of the plugin's
 * worker (src/search/searchClient.ts). Under the hits, "See all results" opens the search page; when nothing is
 * found, the box suggests where to go (src/search/NoResults/Help.tsx); when the search cannot run, it says so with
 * "Try again". A live region announces each outcome. The search signals come from what the box shows and what the
 * reader does with it (src/search/searchSession.ts).
 */
export default function SearchBox({initialQuery = '', focusOnMount = false}: SearchBoxProps): ReactNode {
  const texts = useSearchBoxTexts();
  const baseUrl = useBaseUrl('/');
  const client = useMemo(() => searchClientFor(baseUrl), [baseUrl]);
  const {answer, ask} = useAnswers(client);
  const session = useSearchSession();
  const history = useHistory();
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const [popup, setPopup] = useState<HTMLDivElement | null>(null);
  const hits = answer?.hits ?? [];
  const [focused, setFocused] = useState(focusOnMount);

  const combobox = useCombobox<Hit>({
    items: hits,
    itemToString: (hit) => hit?.title ?? '',
    initialInputValue: initialQuery,
    initialIsOpen: focusOnMount && initialQuery.trim() !== '',
    defaultHighlightedIndex: 0,
    onInputValueChange: ({inputValue}) => ask(inputValue ?? ''),
    stateReducer,
  });
  const {isOpen, inputValue, highlightedIndex, closeMenu, openMenu, setInputValue} = combobox;
  const shown = isOpen && inputValue.trim() !== '' && answer !== null ? answer : null;
  const hitsShown = shown && !shown.failed && shown.hits.length > 0;

  const tookOver = useRef(false);
  useLayoutEffect(() => {
    // Taking over from the box drawn before this code arrived, in the same task: no keystroke falls in between.
    if (!input || tookOver.current) return;
    tookOver.current = true;
    if (focusOnMount) {
      input.focus();
      input.setSelectionRange(initialQuery.length, initialQuery.length);
    }
    if (initialQuery.trim()) ask(initialQuery);
  }, [input, focusOnMount, initialQuery, ask]);

  useEffect(() => {
    // From the suggestions or "Try again", Escape goes back to the box (which a second Escape closes).
    const backToBox = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        input?.focus();
      }
    };
    popup?.addEventListener('keydown', backToBox);
    return () => popup?.removeEventListener('keydown', backToBox);
  }, [popup, input]);

  useEffect(() => {
    session.results(inputValue, shown && !shown.failed && shown.query === inputValue ? shown.hits.length : null);
  }, [session, inputValue, shown]);

  const openHit = (hit: Hit, index: number) => {
    session.opened(index + 1);
    closeMenu();
    input?.blur();
    history.push(hit.url);
  };
  const reopen = useCallback(() => {
    if (input?.value.trim()) openMenu();
  }, [input, openMenu]);
  useSearchShortcut(input, reopen);

  /** The list closes when focus leaves the box and its popup; the search ends when it leaves the whole box. */
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next === input || popup?.contains(next)) return;
    closeMenu();
    if (!event.currentTarget.contains(next)) session.end();
  };
  const retry = () => {
    input?.focus();
    ask(inputValue);
  };

  const {'aria-activedescendant': activeHit, ...inputProps} = combobox.getInputProps({
    ref: setInput,
    className: INPUT_CLASS,
    'aria-label': texts.input,
    // Expanded while the list of hits shows: "No results" and "unavailable" are messages, not options.
    'aria-expanded': Boolean(hitsShown),
    placeholder: focused ? texts.expandedPlaceholder : texts.collapsedPlaceholder,
    onFocus: () => {
      setFocused(true);
      reopen();
    },
    onBlur: () => setFocused(false),
    onKeyDown: (event) => {
      const hit = hits[highlightedIndex];
      if (event.key === 'Enter' && hitsShown && hit) {
        (event.nativeEvent as KeyboardEvent & {preventDownshiftDefault?: boolean}).preventDownshiftDefault = true;
        event.preventDefault();
        openHit(hit, highlightedIndex);
      }
    },
  });

  return (
    <div className={styles.searchBox} onBlur={closeWhenFocusLeaves}>
      <SearchBoxFrame>
        {/* No option to point at while no hit shows (downshift keeps its highlighted index). */}
        <input {...inputProps} aria-activedescendant={hitsShown ? activeHit : undefined} />
        <div ref={setPopup} className={styles.popup} hidden={!shown}>
          <ul
            {...combobox.getMenuProps({
              'aria-label': texts.results,
              className: styles.hits,
              // A click on a hit keeps the focus in the box (the list stays open until the page changes).
              onMouseDown: (event) => event.preventDefault(),
            })}
            hidden={!hitsShown}>
            {hitsShown &&
              hits.map((hit, index) => (
                <li
                  key={`${hit.url}-${index}`}
                  className={styles.hit}
                  data-highlighted={index === highlightedIndex || undefined}
                  {...combobox.getItemProps({
                    item: hit,
                    index,
                    onClick: (event) => {
                      (event.nativeEvent as MouseEvent & {preventDownshiftDefault?: boolean}).preventDownshiftDefault =
                        true;
                      openHit(hit, index);
                    },
                  })}>
                  <HitOption hit={hit} />
                </li>
              ))}
          </ul>
          {hitsShown && (
            <p className={styles.seeAll}>
              <Link
                to={`/search?q=${encodeURIComponent(inputValue)}`}
                onClick={() => {
                  session.continued();
                  closeMenu();
                }}>
                {texts.seeAll}
              </Link>
            </p>
          )}
          {shown && !shown.failed && shown.hits.length === 0 && (
            <>
              <p className={styles.message}>{texts.noResults}</p>
              <SearchNoResultsHelp variant="dropdown" onNavigate={closeMenu} />
            </>
          )}
          {shown?.failed && (
            <div className={styles.message}>
              <p>{texts.unavailable}</p>
              <button type="button" className="button button--primary button--sm" onClick={retry}>
                {texts.tryAgain}
              </button>
            </div>
          )}
        </div>
        {inputValue !== '' ? (
          <button
            type="button"
            aria-label={texts.clear}
            className={styles.clear}
            onClick={() => {
              setInputValue('');
              input?.focus();
            }}>
            <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="12" height="12">
              <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M3 3l10 10M13 3L3 13" />
            </svg>
          </button>
        ) : (
          <ShortcutHint />
        )}
        <div role="status" className="visually-hidden">
          {shown ? (shown.failed ? texts.unavailable : texts.hitCount(shown.hits.length)) : ''}
        </div>
      </SearchBoxFrame>
    </div>
  );
}
