import {expect, it} from 'vitest';
import {violationProperties} from './securityViolations';

function violation(fields: Partial<SecurityPolicyViolationEvent>): SecurityPolicyViolationEvent {
  return {
    effectiveDirective: 'require-trusted-types-for',
    disposition: 'enforce',
    blockedURI: 'trusted-types-sink',
    sample: 'Element innerHTML|<img src=x onerror=alert("helene@gnb.ca")>',
    sourceFile: `${window.location.origin}/assets/js/main.abc123.js?v=1#x`,
    lineNumber: 2,
    ...fields,
  } as SecurityPolicyViolationEvent;
}

it('names the sink and the script at fault, never the value refused', () => {
  const properties = violationProperties(violation({}));
  expect(properties).toMatchObject({
    directive: 'require-trusted-types-for',
    disposition: 'enforce',
    sink: 'Element innerHTML',
    blocked: 'trusted-types-sink',
    source: '/assets/js/main.abc123.js:2',
    page: window.location.pathname,
  });
  expect(JSON.stringify(properties)).not.toMatch(/onerror|helene|v=1/);
});

it("keeps another directive's sample (an inline script's first words) and another origin's path to itself", () => {
  const properties = violationProperties(
    violation({
      effectiveDirective: 'script-src-elem',
      blockedURI: 'https://elsewhere.example/steal.js?who=helene',
      sample: 'var reader = "helene@gnb.ca"',
    }),
  );
  expect(properties.sink).toBe('');
  expect(properties.blocked).toBe('https://elsewhere.example');
  expect(JSON.stringify(properties)).not.toMatch(/helene|steal/);
});
