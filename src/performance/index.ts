/** Performance, for the other capabilities (./README.md). */
export {usePerformancePatch} from './usePerformancePatch';
export {useSectionDescriptions} from './leanVersionData/sectionDescriptions';
