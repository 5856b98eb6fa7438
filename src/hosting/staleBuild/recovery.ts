/**
 * What a page does when a part it loads on demand cannot be fetched (./index.ts, the search client): it asks the host
 * for its own address again. The same build served, or no answer (offline): the error goes back to the caller, which
 * says so. Another build served: the page is out of date, and reloads into it, giving back the scroll position and
 * the text and focus of each field marked with KEPT_ON_UPDATE (./kept.ts). It says so instead of reloading when the
 * reader has typed text it would lose (a comment in the feedback form), or when it already reloaded for that build,
 * so a reload never loops.
 */
import {translate} from '@docusaurus/Translate';
import {KEPT_ON_UPDATE} from './kept';
import styles from './styles.module.css';

/** The build a page runs, named by its main.js (hashed by content): in the page's preloads and in any page served. */
const MAIN_SCRIPT = /\/assets\/js\/main\.[0-9a-f]+\.js/;
/** The build a page last reloaded into: it does not reload for it again. */
const RELOADED_FOR = 'chatgnb-reloaded-for-build';
const KEPT_STATE = 'chatgnb-kept-on-update';
const NOTICE_ID = 'chatgnb-new-deploy-notice';

/** The host asks for sign-in again (the session ended): a reload signs in and comes back, as any page does. */
const SIGN_IN_AGAIN = 'sign-in';

type KeptField = {name: string; value: string; focused: boolean};
type KeptState = {href: string; scrollY: number; fields: KeptField[]};

function runningBuild(): string | null {
  const preload = document.querySelector<HTMLLinkElement>('link[href*="/assets/js/main."]');
  return preload ? (MAIN_SCRIPT.exec(preload.href)?.[0] ?? null) : null;
}

/** The build the host serves now, or null when it cannot tell (offline, an error). */
async function servedBuild(): Promise<string | null> {
  try {
    const response = await fetch(location.pathname, {cache: 'no-store', redirect: 'manual'});
    if (response.type === 'opaqueredirect') return SIGN_IN_AGAIN;
    return response.ok ? (MAIN_SCRIPT.exec(await response.text())?.[0] ?? null) : null;
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

function keepState(): void {
  const fields = textFields()
    .filter((field) => field.hasAttribute(KEPT_ON_UPDATE))
    .map((field) => ({
      name: field.getAttribute(KEPT_ON_UPDATE) ?? '',
      value: field.value,
      focused: field === document.activeElement,
    }));
  const state: KeptState = {href: location.href, scrollY: window.scrollY, fields};
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
  if (window.scrollY === 0) window.scrollTo(0, state.scrollY);
  for (const {name, value, focused} of state.fields) {
    const field = textFields().find((candidate) => candidate.getAttribute(KEPT_ON_UPDATE) === name);
    if (!field) continue;
    if (field.value === '') field.value = String(value);
    if (focused) field.focus();
  }
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
      'The help centre was updated after you opened this page, and part of this page can no longer load. Reload the page to continue. If you typed something you want to keep, copy it first.',
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
}

type Outcome = 'same build' | 'reloading' | 'told';

async function decide(): Promise<Outcome> {
  const served = await servedBuild();
  if (served === null || served === runningBuild()) return 'same build';
  try {
    if (sessionStorage.getItem(RELOADED_FOR) !== served && !textNotKept()) {
      sessionStorage.setItem(RELOADED_FOR, served);
      keepState();
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
 * to do), else rejects with `error` for the caller to say what failed (with the notice shown when out of date).
 */
export async function recoverFromNewDeploy(error: unknown): Promise<never> {
  // The parts that fail together (a chunk and those it shares) ask once.
  deciding ??= decide();
  const outcome = await deciding;
  if (outcome === 'same build') deciding = null;
  if (outcome === 'reloading') return new Promise<never>(() => undefined);
  throw error;
}
