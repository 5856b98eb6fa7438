/**
 * What the browser refused under the host's Content-Security-Policy (a string given to a markup or script sink
 * without a Trusted Types policy, a script from elsewhere), sent to the owners as `helpcentre.securityViolation`, so
 * they learn of one in production. Only what names the code at fault leaves the browser: the directive, the kind of
 * sink (never the refused value, which may hold what a reader typed), the script's path and line, the page's path.
 * A client module: it listens from the first script on, before React renders anything.
 */
import insights from '@chatgnb/insights.json';
import type {InsightsSettings} from './environment';
import type {Properties} from './telemetry';

/** Enough to name a fault; a page that keeps refusing the same sink would otherwise flood the owners' data. */
const REPORTS_PER_PAGE_LOAD = 5;

/** A URL of this site as its path, another's as its origin (never a query or an anchor); a keyword (`inline`) as is. */
function withoutDetails(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.origin === window.location.origin ? parsed.pathname : parsed.origin;
  } catch {
    return /^[a-z-]{1,40}$/.test(url) ? url : '';
  }
}

/** The sink of a Trusted Types violation (`Element innerHTML`), without the value given to it. */
function sinkOf(event: SecurityPolicyViolationEvent): string {
  return event.effectiveDirective.includes('trusted-types') ? (event.sample.split('|')[0] ?? '') : '';
}

export function violationProperties(event: SecurityPolicyViolationEvent): Properties {
  return {
    directive: event.effectiveDirective,
    disposition: event.disposition,
    sink: sinkOf(event),
    blocked: withoutDetails(event.blockedURI),
    source: event.sourceFile ? `${withoutDetails(event.sourceFile)}:${event.lineNumber}` : '',
    page: window.location.pathname,
    language: document.documentElement.lang,
  };
}

function reportViolations(settings: InsightsSettings): void {
  let reported = 0;
  document.addEventListener('securitypolicyviolation', (event) => {
    if (reported >= REPORTS_PER_PAGE_LOAD) return;
    reported += 1;
    const properties = violationProperties(event);
    // The sending code loads only when there is something to send: most pages never refuse anything.
    void Promise.all([import('./telemetry'), import('./events.json')]).then(([{send}, {default: events}]) =>
      send(settings, {kind: 'event', name: events.securityViolation, properties, readerNames: []}),
    );
  });
}

if (typeof document !== 'undefined' && insights.enabled) {
  reportViolations(insights);
}
