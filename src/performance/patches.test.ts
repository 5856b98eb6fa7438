import {describe, expect, it} from 'vitest';
import {PERFORMANCE_PATCH_IDS, parsePerformancePatches} from './patches.mjs';

describe('PERFORMANCE_PATCHES', () => {
  it('applies every patch when unset, empty or "all": what ships', () => {
    for (const value of [undefined, '', ' all ']) {
      expect(parsePerformancePatches(value)).toEqual(PERFORMANCE_PATCH_IDS);
    }
  });

  it('applies none with "none"', () => {
    expect(parsePerformancePatches('none')).toEqual([]);
  });

  it('leaves out the patches named after "without:"', () => {
    const applied = parsePerformancePatches('without:early-reveal, prism-on-demand');
    expect(applied).not.toContain('early-reveal');
    expect(applied).not.toContain('prism-on-demand');
    expect(applied).toHaveLength(PERFORMANCE_PATCH_IDS.length - 2);
  });

  it.each(['off', 'false', 'without:', 'without:prism', 'without:early-reveal,', 'without:__proto__'])(
    'stops the build on %j, naming the variable and the patches',
    (value) => {
      expect(() => parsePerformancePatches(value)).toThrow(/^PERFORMANCE_PATCHES: .*early-reveal, prism-on-demand/s);
    },
  );
});
