import type {HostRules} from '@site/src/hosting';
import type {InsightsSettings} from './environment';

/** What readers' feedback asks of the host: the pages may send to its ingestion origin, and to no other. */
export function feedbackHostRules(insights: InsightsSettings): HostRules {
  return {connectSrc: insights.enabled ? [insights.ingestionOrigin] : []};
}
