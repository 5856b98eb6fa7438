import React, {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
} from 'react';
import {useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions} from 'downshift';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {KEPT_ON_UPDATE} from '@site/src/hosting';
import MarkedText from '@site/src/search/MarkedText';
import SearchNoResultsHelp from '@site/src/search/NoResults/Help';
import {foundLittle} from '@site/src/search/NoResults/announcement';
import {boxOptions} from '@site/src/search/shared/boxOptions';
import {searchClientFor, type PageHit, type Passage} from '@site/src/search/browser/searchClient';
import {SEARCH_HIT_LIMIT} from '@site/src/search/shared/hitLinks';
import {useAnswers} from '@site/src/search/browser/useAnswers';
import {useSearchSession} from '@site/src/search/browser/useSearchSignals';
import {useSearchBoxTexts} from './boxTexts';
import SearchBoxFrame, {INPUT_CLASS, NAVBAR_SEARCH_FIELD, ShortcutHint} from './Frame';
import {useSearchShortcut} from './shortcut';
import styles from './styles.module.css';

export type SearchBoxProps = {
  /** What the reader typed before this box's code arrived (./index.tsx). */
  initialQuery?: string;
  /** Whether the reader was in the box then. */
  focusOnMount?: boolean;
};

/** An option of the list: a passage, under its page. */
type Option = {page: PageHit; passage: Passage; index: number};
type Group = {page: PageHit; options: Option[]};

/** The pages' best passages as options (src/search/shared/boxOptions.js), at most `SEARCH_HIT_LIMIT`, under their pages. */
function optionsOf(hits: PageHit[]): {options: Option[]; groups: Group[]} {
  const options = boxOptions(hits, SEARCH_HIT_LIMIT).map(({page, passage, position}) => ({
    page,
    passage,
    index: position - 1,
  }));
  const groups = hits
    .map((page) => ({page, options: options.filter((option) => option.page === page)}))
    .filter((group) => group.options.length > 0);
  return {options, groups};
}

const {stateChangeTypes: types} = useCombobox;

/**
 * Downshift's default, except: leaving the input neither closes the list nor chooses the highlighted hit (Tab moves
 * on to "See all results" and the clear button, see `closeWhenFocusLeaves`), and a click in the input never closes it.
 */
function stateReducer(state: UseComboboxState<Option>, {type, changes}: UseComboboxStateChangeOptions<Option>) {
  switch (type) {
    case types.InputBlur:
      return state;
    case types.InputClick:
      return {...changes, isOpen: true};
    default:
      return changes;
  }
}

/** Whether the browser opens a link elsewhere (new tab or window) on this click or key, as for any link. */
const opensElsewhere = (event: ReactMouseEvent | ReactKeyboardEvent) =>
  event.ctrlKey || event.metaKey || event.shiftKey || ('button' in event && event.button !== 0);

/** Keeps downshift from handling the event (choosing the item and closing the list): the box does. */
function keepFromDownshift(event: {nativeEvent: Event}): void {
  (event.nativeEvent as Event & {preventDownshiftDefault?: boolean}).preventDownshiftDefault = true;
}

/** A passage as an option: its heading, then its text as the box shows it, the reader's words marked. */
function PassageOption({passage, labelId}: {passage: Passage; labelId: string}): ReactNode {
  return (
    <span id={labelId} className={styles.passage}>
      {passage.heading && <span className={styles.hitSection}>{passage.heading}</span>}{' '}
      {passage.box.length > 0 && (
        <span className={styles.hitExcerpt}>
          <MarkedText runs={passage.box} />
        </span>
      )}
    </span>
  );
}

/**
 * The navbar search box: an ARIA 1.2 combobox (downshift's `useCombobox`) whose list holds the passages the plugin's
 * worker finds (src/search/browser/searchClient.ts), grouped under their pages; each option is a link, so that the browser
 * opens it in a new tab or window as it would any link. Under the hits, "See all results" opens the search page;
 * when nothing is found, the box suggests where to go (src/search/NoResults/Help.tsx); when the search cannot run, it
 * says so with "Try again". A live region announces each outcome. The search signals come from what the box shows
 * and what the reader does with it (src/search/browser/searchSession.ts).
 */
export default function SearchBox({initialQuery = '', focusOnMount = false}: SearchBoxProps): ReactNode {
  const texts = useSearchBoxTexts();
  const baseUrl = useBaseUrl('/');
  const client = useMemo(() => searchClientFor(baseUrl), [baseUrl]);
  const {answer, ask} = useAnswers(client);
  const session = useSearchSession();
  const history = useHistory();
  const idPrefix = useId();
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const [popup, setPopup] = useState<HTMLDivElement | null>(null);
  const {options, groups} = useMemo(() => optionsOf(answer?.hits ?? []), [answer]);
  const [focused, setFocused] = useState(focusOnMount);

  const combobox = useCombobox<Option>({
    items: options,
    itemToString: (option) => option?.page.title ?? '',
    initialInputValue: initialQuery,
    defaultHighlightedIndex: 0,
    onInputValueChange: ({inputValue}) => void ask(inputValue ?? ''),
    stateReducer,
  });
  const {isOpen, inputValue, highlightedIndex, closeMenu, openMenu, setInputValue} = combobox;
  const shown = isOpen && inputValue.trim() !== '' && answer !== null ? answer : null;
  const hitsShown = shown && !shown.failed && options.length > 0;
  const count = shown && !shown.failed ? options.length : null;

  const tookOver = useRef(false);
  const openOnAnswer = useRef(false);
  useLayoutEffect(() => {
    // Taking over from the box drawn before this code arrived, in the same task: no keystroke falls in between.
    if (!input || tookOver.current) return;
    tookOver.current = true;
    // The focus moves from that box to this one: the page stays where it is (the navbar, hidden on a page scrolled
    // down, shows while it holds the focus). So the list opens here, not through downshift's `initialIsOpen`, whose
    // focus would scroll the page to the box. It opens once the hits are in, so that the first is highlighted (opened
    // before, with no hit yet, nothing would be, and Enter would open nothing).
    if (focusOnMount) {
      input.focus({preventScroll: true});
      input.setSelectionRange(initialQuery.length, initialQuery.length);
    }
    if (initialQuery.trim()) {
      openOnAnswer.current = focusOnMount;
      void ask(initialQuery);
    }
  }, [input, focusOnMount, initialQuery, ask]);

  useEffect(() => {
    if (!openOnAnswer.current || answer === null) return;
    openOnAnswer.current = false;
    openMenu();
  }, [answer, openMenu]);

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
    session.results(inputValue, shown?.query === inputValue ? count : null);
  }, [session, inputValue, shown, count]);

  const openHit = ({passage, index}: Option) => {
    session.opened(index + 1);
    closeMenu();
    input?.blur();
    history.push(passage.url);
  };
  /** A hit the browser opens in a new tab or window: the list stays as it was, ready for the next. */
  const openedElsewhere = ({index}: Option) => {
    session.opened(index + 1);
    session.results(inputValue, count);
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
    void ask(inputValue);
  };
  /** Enter opens the highlighted hit here; with Ctrl (⌘) in a new tab, with Shift in a new window. */
  const enter = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    const option = options[highlightedIndex];
    if (event.key !== 'Enter' || !hitsShown || !option) return;
    keepFromDownshift(event);
    event.preventDefault();
    if (!opensElsewhere(event)) {
      openHit(option);
      return;
    }
    if (event.ctrlKey || event.metaKey) {
      window.open(option.passage.url, '_blank', 'noopener');
    } else {
      // Chromium opens `noopener,popup` as a tab: the window is asked for without it, then cut from this page.
      const opened = window.open(option.passage.url, '_blank', 'popup');
      if (opened) opened.opener = null;
    }
    openedElsewhere(option);
  };

  const {'aria-activedescendant': activeHit, ...inputProps} = combobox.getInputProps({
    ref: setInput,
    className: INPUT_CLASS,
    [KEPT_ON_UPDATE]: NAVBAR_SEARCH_FIELD,
    'aria-label': texts.input,
    // Expanded while the list of hits shows: "No results" and "unavailable" are messages, not options.
    'aria-expanded': Boolean(hitsShown),
    placeholder: focused ? texts.expandedPlaceholder : texts.collapsedPlaceholder,
    onFocus: () => {
      setFocused(true);
      reopen();
    },
    onBlur: () => setFocused(false),
    onKeyDown: enter,
  });

  const optionLink = (option: Option, titleId: string) => {
    const labelId = `${idPrefix}-passage-${option.index}`;
    return (
      // A link of its own, not Link: no prefetching of each keystroke's hits; plain clicks go through `openHit`.
      // eslint-disable-next-line @docusaurus/no-html-links
      <a
        key={`${option.passage.url}-${option.index}`}
        className={styles.hit}
        data-highlighted={option.index === highlightedIndex || undefined}
        {...combobox.getItemProps({
          item: option,
          index: option.index,
          onClick: (event: ReactMouseEvent<HTMLAnchorElement>) => {
            keepFromDownshift(event);
            if (opensElsewhere(event)) {
              openedElsewhere(option);
              return;
            }
            event.preventDefault();
            openHit(option);
          },
          onAuxClick: (event: ReactMouseEvent<HTMLAnchorElement>) => {
            if (event.button === 1) openedElsewhere(option);
          },
        })}
        href={option.passage.url}
        // Focus stays in the input (aria-activedescendant); the link is for the pointer and the browser.
        tabIndex={-1}
        aria-labelledby={`${titleId} ${labelId}`}>
        <PassageOption passage={option.passage} labelId={labelId} />
      </a>
    );
  };

  return (
    <div className={styles.searchBox} onBlur={closeWhenFocusLeaves}>
      <SearchBoxFrame>
        {/* No option to point at while no hit shows (downshift keeps its highlighted index). */}
        <input {...inputProps} aria-activedescendant={hitsShown ? activeHit : undefined} />
        <div ref={setPopup} className={styles.popup} hidden={!shown}>
          <div
            {...combobox.getMenuProps({
              'aria-label': texts.results,
              className: styles.hits,
              // A click on a hit keeps the focus in the box (the list stays open until the page changes).
              onMouseDown: (event) => event.preventDefault(),
            })}
            // The query these hits answer (a longer one's may be the same elements): for `npm run bench:scale`.
            data-query={hitsShown ? shown.query : undefined}
            hidden={!hitsShown}>
            {hitsShown &&
              groups.map(({page, options: pageOptions}, groupIndex) => {
                const titleId = `${idPrefix}-page-${groupIndex}`;
                return (
                  <div key={page.url} role="group" aria-labelledby={titleId} className={styles.page}>
                    <div id={titleId} className={styles.hitTitle}>
                      {page.title}
                    </div>
                    {pageOptions.map((option) => optionLink(option, titleId))}
                  </div>
                );
              })}
          </div>
          {hitsShown && foundLittle(answer?.hits ?? []) && (
            <>
              <p className={styles.partial}>{texts.partial}</p>
              <SearchNoResultsHelp variant="dropdown" onNavigate={closeMenu} />
            </>
          )}
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
          {shown && !shown.failed && options.length === 0 && (
            <>
              <p className={styles.message}>{texts.noResults}</p>
              <SearchNoResultsHelp variant="dropdown" onNavigate={closeMenu} />
            </>
          )}
          {shown?.failed && (
            <div className={styles.message}>
              <p>{shown.outOfDate ? texts.outOfDate : texts.unavailable}</p>
              <button
                type="button"
                className="button button--primary button--sm"
                onClick={shown.outOfDate ? () => location.reload() : retry}>
                {shown.outOfDate ? texts.reload : texts.tryAgain}
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
          {shown
            ? shown.failed
              ? shown.outOfDate
                ? texts.outOfDate
                : texts.unavailable
              : texts.hitCount(count)
            : ''}
        </div>
      </SearchBoxFrame>
    </div>
  );
}
