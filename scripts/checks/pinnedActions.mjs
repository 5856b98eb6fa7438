/**
 * Every action a workflow uses is pinned to a full commit: a tag (`@v4`) can be moved to other code by whoever
 * controls the action's repository, and our deploy token passes through these actions. Local actions (`./…`) and
 * Docker images pinned by digest are fine too.
 */
const USES = /^\s*(?:-\s*)?uses:\s*["']?([^"'\s#]+)["']?/;
const PINNED = /^(?:\.{1,2}\/|docker:\/\/[^@]+@sha256:[0-9a-f]{64}$)|@[0-9a-f]{40}$/;

/**
 * The `uses:` of a workflow that are not pinned, as "line N: value".
 * @param {string} workflow
 */
export function unpinnedActions(workflow) {
  return workflow
    .split('\n')
    .map((line, index) => ({line: index + 1, uses: USES.exec(line)?.[1]}))
    .filter(({uses}) => uses && !PINNED.test(uses))
    .map(({line, uses}) => `line ${line}: ${uses}`);
}
