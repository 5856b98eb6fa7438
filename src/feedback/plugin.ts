/**
 * Readers' feedback (see ./README.md): "Was this page helpful?" and "Report a problem with this page" at the foot of
 * every article, which also counts the page's view (theme/DocItem/Footer). Where it is sent is `customFields.insights`
 * (./settings.ts); what the host must allow for it, `feedbackHostRules`. Also reports what the host's
 * Content-Security-Policy refused (./securityViolations.ts).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function feedback(): Plugin {
  const themePath = path.join(__dirname, 'theme');
  return {
    name: 'feedback',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    getClientModules: () => [path.join(__dirname, 'securityViolations')],
  };
}
