/**
 * A performance mark each time the queue of prefetches empties: every prefetch asked for so far has been issued.
 * The tests wait on it rather than on the browser's idle time.
 */
export const PREFETCHES_ISSUED_MARK = 'helpcentre:prefetches-issued';
