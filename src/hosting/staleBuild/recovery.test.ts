/**
 * What a page opened before a deploy does when a part cannot load: the host's answer to "which build now?" decides
 * between giving the error back, reloading into the new build with what the reader was doing, and saying so.
 */
import {afterEach, beforeEach, describe, expect, test, vi} from 'vitest';
import {KEPT_ON_UPDATE} from './kept';

type Recovery = typeof import('./recovery');
// A page's decision holds until it goes: each test is a page of its own.
let recoverFromNewDeploy: Recovery['recoverFromNewDeploy'];
let restoreKeptState: Recovery['restoreKeptState'];
let PageOutOfDateError: Recovery['PageOutOfDateError'];

/** The first scripts of the build the page runs, and of the builds after a deploy: one article changed renames the
 * runtime only (the article's part is loaded on demand), a change to the site's code main.js too. */
const RUNNING = {main: 'assets/js/main.aaaa1111.js', runtime: 'assets/js/runtime~main.cccc3333.js'};
const ONE_ARTICLE_CHANGED = {...RUNNING, runtime: 'assets/js/runtime~main.dddd4444.js'};
const NEW = {main: 'assets/js/main.bbbb2222.js', runtime: 'assets/js/runtime~main.eeee5555.js'};
/** build-id.txt as the host serves it for a build. */
const idFile = ({main, runtime}: typeof RUNNING) => new Response(`${main}\n${runtime}\n`);
const PAGE = 'http://localhost/fr/docs/get-help/troubleshooting';

let served: () => Promise<Response>;
const reload = vi.fn();

/** The page as the French site serves it: its first scripts preloaded, a search box, a feedback comment. */
function openPage(): void {
  document.head.innerHTML = [RUNNING.runtime, RUNNING.main, 'assets/js/route-9.ffff6666.js']
    .map((script) => `<link rel="preload" as="script" href="/fr/${script}">`)
    .join('');
  document.body.innerHTML = `<input ${KEPT_ON_UPDATE}="navbar-search" aria-label="search"><textarea aria-label="comment"></textarea>`;
}

const searchBox = () => document.querySelector<HTMLInputElement>('input')!;
const comment = () => document.querySelector('textarea')!;

/** Settles `recovery` against the host's answer; `pending` when it never settles (the page goes). */
async function outcome(recovery: Promise<never>): Promise<'pending' | 'rejected'> {
  const settled = recovery.then(
    () => 'resolved' as const,
    () => 'rejected' as const,
  );
  await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
  // The answer is read in a few steps: let them all run before looking.
  for (let step = 0; step < 20; step += 1) await Promise.resolve();
  return Promise.race([settled, Promise.resolve('pending' as const)]) as Promise<'pending' | 'rejected'>;
}

beforeEach(async () => {
  vi.resetModules();
  ({recoverFromNewDeploy, restoreKeptState, PageOutOfDateError} = await import('./recovery'));
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => (url === `/fr/build-id.txt` ? served() : Promise.reject(new Error(url)))),
  );
  vi.stubGlobal('location', {href: PAGE, pathname: '/fr/docs/get-help/troubleshooting', reload});
  sessionStorage.clear();
  openPage();
});

afterEach(() => {
  vi.unstubAllGlobals();
  reload.mockReset();
});

describe('a part that cannot load', () => {
  test('while the host still serves this build: the error goes back to the caller, which says what failed', async () => {
    served = () => Promise.resolve(idFile(RUNNING));
    const error = new Error('offline');
    await expect(recoverFromNewDeploy(error)).rejects.toBe(error);
    expect(reload).not.toHaveBeenCalled();
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  test('offline: the error goes back, and the page stays', async () => {
    served = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(recoverFromNewDeploy(new Error('chunk'))).rejects.toThrow('chunk');
    expect(reload).not.toHaveBeenCalled();
  });

  test('after a deploy: the page reloads once into it, keeping the search typed and its focus', async () => {
    served = () => Promise.resolve(idFile(NEW));
    searchBox().value = 'page blanche';
    searchBox().focus();
    expect(await outcome(recoverFromNewDeploy(new Error('chunk')))).toBe('pending');
    expect(reload).toHaveBeenCalledTimes(1);

    openPage();
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    restoreKeptState();
    expect(searchBox().value).toBe('page blanche');
    expect(document.activeElement).toBe(searchBox());
    // The browser would scroll a field it focuses into view: the one in the navbar, hidden on a page reloaded
    // scrolled down, by taking the reader away from what they were reading.
    expect(focus.mock.calls).toEqual([[{preventScroll: true}]]);
    focus.mockRestore();
  });

  test('after a deploy that changed one article (main.js the same): the page reloads into it too', async () => {
    served = () => Promise.resolve(idFile(ONE_ARTICLE_CHANGED));
    expect(await outcome(recoverFromNewDeploy(new Error('chunk')))).toBe('pending');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('a page already reloaded for that build does not reload again: it says so, in its language', async () => {
    served = () => Promise.resolve(idFile(NEW));
    sessionStorage.setItem('chatgnb-reloaded-for-build', `${NEW.main}\n${NEW.runtime}`);
    await expect(recoverFromNewDeploy(new Error('chunk'))).rejects.toBeInstanceOf(PageOutOfDateError);
    expect(reload).not.toHaveBeenCalled();
    const notice = document.querySelector('[role="alert"]')!;
    expect(notice.textContent).toContain('The Help Centre was updated after you opened this page');
    notice.querySelector('button')!.click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('a comment being written is never lost to a reload: the page says so instead', async () => {
    served = () => Promise.resolve(idFile(NEW));
    comment().value = 'The steps did not work';
    await expect(recoverFromNewDeploy(new Error('chunk'))).rejects.toBeInstanceOf(PageOutOfDateError);
    expect(reload).not.toHaveBeenCalled();
    expect(document.querySelector('[role="alert"] button')?.textContent).toBe('Reload the page');
    expect(comment().value).toBe('The steps did not work');
  });
});

test('what a reload keeps is given back on that page only', () => {
  sessionStorage.setItem(
    'chatgnb-kept-on-update',
    JSON.stringify({
      href: 'http://localhost/fr/search',
      scrollY: 0,
      fields: [{name: 'navbar-search', value: 'x', focused: true}],
    }),
  );
  restoreKeptState();
  expect(searchBox().value).toBe('');
  expect(sessionStorage.getItem('chatgnb-kept-on-update')).toBeNull();
});
