/**
 * The one owner of the "account known" mark: an attribute on <html>, set before first paint by the early reveal
 * (../browser/earlyReveal.ts) when MSAL's cache holds an account of the tenant, so that the prerendered page shows at once.
 * Its name lives in ./accountKnownMark.json, read by the tools and tests too; the styles that depend on it are written
 * here, from that name.
 */
import accountKnown from './accountKnownMark.json';

export const ACCOUNT_KNOWN_ATTRIBUTE = accountKnown.attribute;
/** A performance mark at the moment the page's content becomes visible (read by `npm run bench`). */
export const CONTENT_VISIBLE_MARK = accountKnown.contentVisibleMark;

/** The hooks the styles below use (stable data attributes, not CSS modules' hashed class names). */
export const GATE_CONTENT = 'data-gate-content';
export const SIGNING_IN_SCREEN = 'data-signing-in-screen';
export const ACCOUNT_SLOT = 'data-account-slot';

/** Whether the page was revealed for a known account (before first paint, or since). */
export function isAccountKnown(): boolean {
  return typeof document !== 'undefined' && document.documentElement.hasAttribute(ACCOUNT_KNOWN_ATTRIBUTE);
}

/** MSAL could not confirm the account the page was revealed for: hide the page again. */
export function forgetAccountKnown(): void {
  document.documentElement.removeAttribute(ACCOUNT_KNOWN_ATTRIBUTE);
}

/**
 * While the account is known: the gated content shows, "Signing you in…" does not, and the account menu keeps its
 * place in the navbar (desktop). Put in every page's <head> with the early reveal, before the page paints.
 */
export function accountKnownStyles(): string {
  const known = `html[${ACCOUNT_KNOWN_ATTRIBUTE}]`;
  return (
    `${known} [${GATE_CONTENT}][hidden]{display:contents}` +
    `${known} [${SIGNING_IN_SCREEN}]{display:none}` +
    `@media (min-width:997px){${known} [${ACCOUNT_SLOT}]{display:inline-block}}`
  );
}
