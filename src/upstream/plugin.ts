import type {LoadContext, Plugin} from '@docusaurus/types';
import {checkUpstream, describeProblems} from './guard.mjs';

/**
 * Stops the build when an upstream internal the site relies on (UPSTREAM.md) is no longer the version or file that
 * was reviewed, naming each entry and how to review it. Test and development tools' entries are left to
 * `npm run check`: a production install does not have them.
 */
export default function upstreamGuard(context: LoadContext): Plugin {
  const problems = checkUpstream(context.siteDir, {tooling: false});
  if (problems.length > 0) {
    throw new Error(describeProblems(problems));
  }
  return {name: 'upstream-guard'};
}
