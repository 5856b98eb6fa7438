/**
 * What axe checks, at every level: in the browser (e2e/), on the built pages (site-checks/) and on components (src/).
 */

/** WCAG 2.0–2.2 A and AA, and axe's best practices (the browser tests add the target-size rule). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The one place where axe rules are switched off, each with its reason.
 * Keep it empty unless a rule is wrong for this site; never to hide a real problem.
 */
export const AXE_DISABLED_RULES: Record<string, string> = {};

/** Rules that need a rendering engine: checked in the browser only. */
export const RENDERING_RULES = {'color-contrast': {enabled: false}};
