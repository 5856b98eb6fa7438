/** A seeded random number generator (mulberry32), seeded from any string: the same seed, the same articles. */

/** @param {string} text */
function hash(text) {
  let h = 2166136261;
  for (const char of text) {
    h ^= /** @type {number} */ (char.codePointAt(0));
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/**
 * Random draws from the seed `seed`.
 * @param {string} seed
 */
export function randomFrom(seed) {
  let state = hash(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  /**
   * @param {number} min
   * @param {number} max
   */
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    /** An integer from min to max, both included. */
    int,
    /**
     * @template T
     * @param {readonly T[]} list
     */
    pick: (list) => list[Math.floor(next() * list.length)],
    /** @param {number} probability */
    chance: (probability) => next() < probability,
  };
}
