import axe from 'axe-core';
import {AXE_TAGS, RENDERING_RULES} from '@site/src/shared/testFacts/axeRules';

/**
 * axe's WCAG A/AA rules on a component rendered alone: colour contrast needs a rendering engine (the browser tests
 * check it, e2e/a11y.spec.ts), and a component alone is not inside the page's landmarks.
 */
export async function accessibilityViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, {
    runOnly: {type: 'tag', values: AXE_TAGS},
    rules: {...RENDERING_RULES, region: {enabled: false}},
  });
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}
