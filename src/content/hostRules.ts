import type {HostRules} from '@site/src/hosting';
import {currentArticles, FORMER_PAGE_ADDRESSES, redirectsOf} from './addresses.mjs';
import {TOC_HEADINGS_POLICY} from './tocHeadingsPolicy';

/**
 * What the content asks of the host: the table of contents' Trusted Types policy, and a permanent redirect from each
 * former address the articles and the other pages list (./addresses.mjs) to the page now there, in every language.
 */
export function contentHostRules(siteDir: string): HostRules {
  const {redirects, problems} = redirectsOf(currentArticles(siteDir));
  if (problems.length > 0) {
    throw new Error(`Former addresses of articles:\n${problems.map((problem) => `  ✗ ${problem}`).join('\n')}`);
  }
  return {trustedTypesPolicies: [TOC_HEADINGS_POLICY], redirects: [...redirects, ...FORMER_PAGE_ADDRESSES]};
}
