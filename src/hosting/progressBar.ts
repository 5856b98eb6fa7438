/**
 * The theme's progress bar, shown while the next page loads (nprogress), in place of the theme's client module
 * (`@docusaurus/theme-classic/lib/nprogress.js`, replaced by ./plugin.ts): the same bar after the same delay, with
 * nprogress fetched once the first page is shown and the browser idle (or on a move before that), not in every page's
 * main.js. nprogress writes its template with `innerHTML`, a Trusted Types sink: it gets the same template made
 * by its own policy, which accepts that template and nothing else (src/upstream/inventory.json).
 */
import '@docusaurus/theme-classic/lib/nprogress.css';
import type {ClientModule} from '@docusaurus/types';
import {markupPolicy} from '../shared/trustedTypes';
import {PROGRESS_BAR_TRUSTED_TYPES_POLICY as PROGRESS_BAR_POLICY} from './hostConfig';

type NProgress = typeof import('nprogress');

/** As the theme: a page that arrives sooner shows no bar. */
const DELAY_MS = 200;

let nprogressLoaded: Promise<NProgress> | undefined;
let navigating = false;

function loadNProgress(): Promise<NProgress> {
  nprogressLoaded ??= import(/* webpackChunkName: "progress-bar" */ 'nprogress').then(({default: nprogress}) => {
    const template = nprogress.settings.template;
    const progressBarMarkup = markupPolicy(PROGRESS_BAR_POLICY, (html) => {
      if (html !== template) {
        throw new TypeError(`Trusted Types policy ${PROGRESS_BAR_POLICY}: only the progress bar's own template.`);
      }
      return html;
    });
    // nprogress assigns the template as it is: a TrustedHTML passes through where its type says string.
    nprogress.configure({showSpinner: false, template: progressBarMarkup(template) as string});
    return nprogress;
  });
  return nprogressLoaded;
}

const progressBar: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    navigating = true;
    const timeout = window.setTimeout(() => {
      void loadNProgress().then((nprogress) => navigating && nprogress.start());
    }, DELAY_MS);
    return () => window.clearTimeout(timeout);
  },
  onRouteDidUpdate({previousLocation}) {
    navigating = false;
    if (!previousLocation) (window.requestIdleCallback ?? window.setTimeout)(() => void loadNProgress());
    void nprogressLoaded?.then((nprogress) => nprogress.done());
  },
};

export default progressBar;
