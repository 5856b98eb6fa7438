/**
 * What a page does when a part it loads on demand cannot be fetched (./index.ts, the search client), and after each
 * move to another page (whose parts may have come from the browser's cache): it asks the host which build it serves
 * now (./buildId.ts). The same build served, or no answer (offline): the error goes back to the caller, which
 * says so. Another build served: the page is out of date, and reloads into it, giving back the scroll position and
 * the text and focus of each field marked with KEPT_ON_UPDATE (./kept.ts). It says so instead of reloading when the
 * reader has typed text it would lose (a comment in the feedback form), or when it already reloaded for that build,
 * so a reload never loops.
 */
import {translate} from '@docusaurus/Translate';
import {BUILD_ID_FILE, buildIdOf, buildRootOf} from './buildId';
import {KEPT_ON_UPDATE} from './kept';
import styles from './styles.module.css';

/** The build a page last reloaded into: it does not reload for it again. */
const RELOADED_FOR = 'chatgnb-reloaded-for-build';
const KEPT_STATE = 'chatgnb-kept-on-update';
const NOTICE_ID = 'chatgnb-new-deploy-notice';

/** The host asks for sign-in again (the session ended): a reload signs in and comes back, as any page does. */
const SIGN_IN_AGAIN = 'sign-in';

type KeptField = {name: string; value: string; focused: boolean};
type KeptState = {href: string; scrollY: number; fields: KeptField[]};

/** The build this page runs (its first scripts, preloaded by the page) and the root of its language, or null. */
function runningBuild(): {id: string; root: string} | null {
  const scripts = [...document.querySelectorAll<HTMLLinkElement>('link[href*="/assets/js/"]')].map(
    (preload) => new URL(preload.href).pathname,
  );
  const id = buildIdOf(scripts);
  const root = scripts.map(buildRootOf).find((found) => found !== null);
  return id && root ? {id, root} : null;
}

/** The build the host serves now, or null when it cannot tell (offline, an error, a build without the file). */
async function servedBuild(root: string): Promise<string | null> {
  try {
    const response = await fetch(`${root}${BUILD_ID_FILE}`, {cache: 'no-cache', redirect: 'manual'});
    if (response.type === 'opaqueredirect') return SIGN_IN_AGAIN;
    return response.ok ? buildIdOf((await response.text()).split('\n')) : null;
  } catch {
    return null;
  }
}

function textFields(): (HTMLInputElement | HTMLTextAreaElement)[] {
  return [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('textarea, input')].filter(
    (field) => field instanceof HTMLTextAreaElement || ['text', 'search', 'email'].includes(field.type),
  );
}

/** Text the reader typed that a reload would lose. */
function textNotKept(): boolean {
  return textFields().some((field) => field.value.trim() !== '' && !field.hasAttribute(KEPT_ON_UPDATE));
}

function keepState(scrollY: number): void {
  const fields = textFields()
    .filter((field) => field.hasAttribute(KEPT_ON_UPDATE))
    .map((field) => ({
      name: field.getAttribute(KEPT_ON_UPDATE) ?? '',
      value: field.value,
      focused: field === document.activeElement,
    }));
  const state: KeptState = {href: location.href, scrollY, fields};
  sessionStorage.setItem(KEPT_STATE, JSON.stringify(state));
}

function isKeptState(value: unknown): value is KeptState {
  const state = value as KeptState | null;
  return typeof state?.href === 'string' && typeof state.scrollY === 'number' && Array.isArray(state.fields);
}

/** After a reload for a new deploy: the scroll position, and the kept fields' text and focus, as they were. */
export function restoreKeptState(): void {
  let state: unknown;
  try {
    state = JSON.parse(sessionStorage.getItem(KEPT_STATE) ?? 'null');
    sessionStorage.removeItem(KEPT_STATE);
  } catch {
    return;
  }
  if (!isKeptState(state) || state.href !== location.href) return;
  for (const {name, value, focused} of state.fields) {
    const field = textFields().find((candidate) => candidate.getAttribute(KEPT_ON_UPDATE) === name);
    if (!field) continue;
    if (field.value !== String(value)) typeInto(field, String(value));
    // The page stays where the reader was: a field in the navbar, which a page opened scrolled down hides, would
    // otherwise be brought into view by scrolling the page (the navbar shows while it holds the focus instead).
    if (focused) field.focus({preventScroll: true});
  }
  scrollBackTo(state.scrollY);
}

/** Sets a field's text as typing does, so that a field whose text React holds (the search page's) takes it too. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', {bubbles: true}));
}

/**
 * Back where the reader was, once the page is long enough to scroll there (its content may still be arriving); not
 * against the reader, who may scroll first.
 */
function scrollBackTo(scrollY: number): void {
  if (scrollY <= 0) return;
  const readerMoves = ['wheel', 'touchstart', 'keydown', 'pointerdown'];
  const stop = () => {
    observer.disconnect();
    readerMoves.forEach((move) => window.removeEventListener(move, stop));
  };
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, scrollY);
    if (window.scrollY >= scrollY) stop();
  });
  readerMoves.forEach((move) => window.addEventListener(move, stop, {once: true, passive: true}));
  observer.observe(document.body);
}

/** Says that the page is out of date, with one action: reload (role "alert": a screen reader hears it at once). */
function showOutOfDateNotice(): void {
  if (document.getElementById(NOTICE_ID)) return;
  const notice = document.createElement('div');
  notice.id = NOTICE_ID;
  notice.setAttribute('role', 'alert');
  notice.className = `alert alert--warning ${styles.notice}`;
  const text = document.createElement('p');
  text.textContent = translate({
    id: 'hosting.outOfDate.notice',
    message:
      'The Help Centre was updated after you opened this page, and part of this page can no longer load. Reload the page to continue. If you typed something you want to keep, copy it first.',
    description: 'Shown when a part of a page opened before a new version of the site cannot load any more',
  });
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'button button--primary button--sm';
  reload.textContent = translate({
    id: 'hosting.outOfDate.reload',
    message: 'Reload the page',
    description: 'The button that reloads a page opened before a new version of the site',
  });
  reload.addEventListener('click', () => location.reload());
  notice.append(text, reload);
  document.body.append(notice);
  keepClearOf(notice);
}

/**
 * What the page shows stays clear of the notice: the page scrolls past it, and the field in use (the comment the
 * notice asks the reader to copy) is brought above it (WCAG 2.4.11).
 */
function keepClearOf(notice: HTMLElement): void {
  const room = `${Math.ceil(window.innerHeight - notice.getBoundingClientRect().top) + 8}px`;
  document.documentElement.style.scrollPaddingBottom = room;
  document.body.style.paddingBottom = room;
  const inUse = document.activeElement;
  if (inUse instanceof HTMLElement && inUse !== document.body) inUse.scrollIntoView({block: 'nearest'});
}

type Outcome = 'same build' | 'reloading' | 'told';

/** A part could not load because the page is out of date (the notice says so): what failed can say so too. */
export class PageOutOfDateError extends Error {
  constructor(cause: unknown) {
    super('The Help Centre was updated after this page was opened', {cause});
    this.name = 'PageOutOfDateError';
  }
}

/** `afterNavigation`: the page was just opened, at its top (the scroll is the previous page's). */
async function decide(afterNavigation: boolean): Promise<Outcome> {
  const running = runningBuild();
  const served = running && (await servedBuild(running.root));
  if (!served || served === running.id) return 'same build';
  try {
    if (sessionStorage.getItem(RELOADED_FOR) !== served && !textNotKept()) {
      sessionStorage.setItem(RELOADED_FOR, served);
      keepState(afterNavigation ? 0 : window.scrollY);
      location.reload();
      return 'reloading';
    }
  } catch {
    // No session storage: no guard against a loop, so no reload.
  }
  showOutOfDateNotice();
  return 'told';
}

let deciding: Promise<Outcome> | null = null;

/**
 * For a part that failed to load: settles never when the page reloads into the new build (the caller has nothing
 * to do), else rejects for the caller to say what failed: with `error`, or a PageOutOfDateError (its cause `error`)
 * when the page is out of date and the notice shows.
 */
export async function recoverFromNewDeploy(error: unknown, afterNavigation = false): Promise<never> {
  // The parts that fail together (a chunk and those it shares) ask once.
  deciding ??= decide(afterNavigation);
  const outcome = await deciding;
  if (outcome === 'same build') deciding = null;
  if (outcome === 'reloading') return new Promise<never>(() => undefined);
  throw outcome === 'told' ? new PageOutOfDateError(error) : error;
}

/** After a move to another page: its parts may have come from the browser's cache, from a build the host replaced. */
export function checkBuildAfterNavigation(): void {
  recoverFromNewDeploy(null, true).catch(() => undefined);
}
