/**
 * A returning reader's page is shown before MSAL confirms the sign-in (./earlyReveal.ts); the confirmation then
 * downloads MSAL's chunk. A page whose main content comes after its scripts (the search page's results) has the
 * confirmation wait for that content, so that the two do not share a slow connection: on Lighthouse's phone, the
 * English search page's results came sooner (handbook/figures.md#changes-kept). Never longer than MAX_WAIT_MS.
 */
export const MAX_WAIT_MS = 3000;

let pageContent: Promise<unknown> | null = null;

/** The page's main content arrives when `content` settles: the sign-in check of a returning reader waits for it. */
export function checkSignInAfter(content: Promise<unknown>): void {
  pageContent = content;
}

/** Settles once the page's content has come, or failed, and been painted (or after MAX_WAIT_MS); at once if none. */
export function pageContentSettled(): Promise<void> {
  const content = pageContent;
  if (!content) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, MAX_WAIT_MS);
    const settle = () => {
      clearTimeout(timer);
      // The content's render is painted in the next frame: the download starts after it.
      requestAnimationFrame(() => setTimeout(resolve, 0));
    };
    content.then(settle, settle);
  });
}
