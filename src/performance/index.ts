/** Performance, for the other capabilities (./README.md). */
export {usePerformancePatch} from './usePerformancePatch';
