/**
 * The theme's progress bar, shown while the next page loads (nprogress), writes its template with `innerHTML`: a
 * Trusted Types sink. A client module gives it the same template made by its own policy, which accepts that template
 * and nothing else. The theme and this module share the one `nprogress` of the bundle (src/upstream/inventory.json).
 */
import nprogress from 'nprogress';
import {markupPolicy} from '../shared/trustedTypes';
import {PROGRESS_BAR_TRUSTED_TYPES_POLICY as PROGRESS_BAR_POLICY} from './hostConfig';

const TEMPLATE = nprogress.settings.template;

const progressBarMarkup = markupPolicy(PROGRESS_BAR_POLICY, (html) => {
  if (html !== TEMPLATE) {
    throw new TypeError(`Trusted Types policy ${PROGRESS_BAR_POLICY}: only the progress bar's own template.`);
  }
  return html;
});

if (typeof document !== 'undefined') {
  // nprogress assigns the template as it is: a TrustedHTML passes through where its type says string.
  nprogress.configure({template: progressBarMarkup(TEMPLATE) as string});
}
