import type {ReactNode} from 'react';

/**
 * None. The theme writes each article's breadcrumbs as search engines' structured data (JSON-LD), a script whose
 * text it sets again in the browser: a Trusted Types sink. Search engines never read this site (it is signed in and
 * `noindex`), so the sink goes rather than a policy for it.
 */
export default function DocBreadcrumbsStructuredData(): ReactNode {
  return null;
}
