/**
 * Search's part in Trusted Types (src/shared/trustedTypes.ts): the results page shows each hit's title and text with
 * the reader's words marked, markup the search plugin makes from escaped text and `<mark>`, nothing more.
 */
import type {HostRules} from '@site/src/hosting';
import {acceptInlineMarkup, markupPolicy} from '../shared/trustedTypes';

export const SEARCH_HIGHLIGHTS_POLICY = 'chatgnb-search-highlights';

/** A hit's text with the searched words marked (the results page, patches/README.md). */
export const searchHighlightMarkup = markupPolicy(
  SEARCH_HIGHLIGHTS_POLICY,
  acceptInlineMarkup(SEARCH_HIGHLIGHTS_POLICY),
);

/** What search asks of the host: its one policy. */
export const searchHostRules: HostRules = {trustedTypesPolicies: [SEARCH_HIGHLIGHTS_POLICY]};
