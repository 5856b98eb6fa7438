import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {PerformancePatchId} from './patches.mjs';

/** Whether the build applies a performance patch (`PERFORMANCE_PATCHES`, src/performance/patches.mjs). */
export function usePerformancePatch(id: PerformancePatchId): boolean {
  const {siteConfig} = useDocusaurusContext();
  const applied = siteConfig.customFields?.performancePatches;
  return Array.isArray(applied) && applied.includes(id);
}
