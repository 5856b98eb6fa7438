/**
 * Trusted Types: the host's Content-Security-Policy (src/hosting/hostConfig.ts) makes the browser refuse any string
 * given to a markup or script sink (innerHTML, a script's src, a worker's URL…) unless a named policy of the site made
 * it. Each policy lives in the capability that needs it, says what it accepts, and is listed by name in that
 * capability's host rules (`trustedTypesPolicies`); there is no `default` policy.
 */

/** A policy's rule: the value itself when acceptable; it throws otherwise. */
type Accept = (input: string) => string;

/** Policies already made on this page: the browser refuses a second policy of the same name. */
const made = new Map<string, TrustedTypePolicy>();

function policy(name: string, rules: TrustedTypePolicyOptions): TrustedTypePolicy | undefined {
  // On the server, and in a browser without Trusted Types, no sink asks for one.
  const factory = typeof window === 'undefined' ? undefined : window.trustedTypes;
  if (!factory) return undefined;
  let existing = made.get(name);
  if (!existing) {
    existing = factory.createPolicy(name, rules);
    made.set(name, existing);
  }
  return existing;
}

/** A named policy for markup: `accept` passes the markup it allows and throws on anything else. */
export function markupPolicy(name: string, accept: Accept): (html: string) => TrustedHTML | string {
  return (html) => policy(name, {createHTML: accept})?.createHTML(html) ?? accept(html);
}

/** A named policy for script and worker URLs: `accept` passes the URLs it allows and throws on anything else. */
export function scriptUrlPolicy(name: string, accept: Accept): (url: string) => TrustedScriptURL | string {
  return (url) => policy(name, {createScriptURL: accept})?.createScriptURL(url) ?? accept(url);
}

/** Inline formatting the site's own markup may carry: a heading's code, a search hit's marked words. */
const INLINE_TAG = /<\/?(?:b|code|em|i|kbd|mark|strong|sub|sup)>/g;

/**
 * Accepts text (with its HTML entities) and inline formatting tags without attributes, nothing else: no other
 * element, no attribute, so no script, handler or URL. Throws, naming the policy, on anything more.
 */
export function acceptInlineMarkup(policyName: string): Accept {
  return (html) => {
    if (/[<>]/.test(html.replace(INLINE_TAG, ''))) {
      throw new TypeError(`Trusted Types policy ${policyName}: markup other than inline formatting refused.`);
    }
    return html;
  };
}
