/** Addresses that stay on this site, whatever a crafted link put in the reader's address bar. */

// Browsers drop these from URLs before parsing them ("/\t/evil.example" is "//evil.example").
// eslint-disable-next-line no-control-regex -- the control characters are what must be stripped
const IGNORED_BY_URL_PARSERS = /[\u0000-\u001F\u007F]/g;

/**
 * A path on this site, whatever the reader's address held: "/fr//evil.example/x"
 * must not become "//evil.example/x", which browsers read as another host.
 */
export function sameSitePath(path: string): string {
  return `/${path.replace(IGNORED_BY_URL_PARSERS, '').replace(/^[/\\]+/, '')}`;
}

/** The toggle's address, or the other locale's home page if the address would leave this origin. */
export function sameOriginHref(href: string, fallback: string): string {
  try {
    return new URL(href, window.location.href).origin === window.location.origin ? href : fallback;
  } catch {
    return fallback;
  }
}
