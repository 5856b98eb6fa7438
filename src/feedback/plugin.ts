/**
 * Readers' feedback (see ./README.md): "Was this page helpful?" and "Report a problem with this page" at the foot of
 * every article, which also counts the page's view (theme/DocItem/Footer). Where it is sent is `insights`
 * (./environment.ts), which the browser imports as `@chatgnb/insights.json`; what the host must allow for it,
 * `feedbackHostRules` (./hostRules.ts). Also reports what the host's Content-Security-Policy refused (./securityViolations.ts).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {browserData} from '../shared/browserData';
import type {InsightsSettings} from './environment';

export type FeedbackOptions = {insights: InsightsSettings};

export default function feedback({insights}: FeedbackOptions): Plugin {
  const themePath = path.join(__dirname, 'theme');
  const insightsData = browserData('insights.json');
  return {
    name: 'feedback',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    getClientModules: () => [path.join(__dirname, 'securityViolations')],
    contentLoaded: ({actions}) => insightsData.write(actions, insights),
    configureWebpack: () => ({resolve: {alias: insightsData.alias()}}),
  };
}
