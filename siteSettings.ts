/**
 * The capabilities' settings, resolved from the environment (every variable is in .env.example), failing closed:
 * `docusaurus.config.ts` calls this at its top and gives them to the plugins; the component tests (src/testing/site)
 * stand in with them for what the plugins write for the browser.
 */
import {resolveInsightsSettings, type InsightsSettings} from './src/feedback/environment';
import {resolveHostSettings, type HostSettings} from './src/hosting/environment';
import {resolveAuthSettings} from './src/signIn/environment';
import type {AuthSettings} from './src/signIn/shared/authSettings';

export type SiteSettings = {auth: AuthSettings; host: HostSettings; insights: InsightsSettings};

export function siteSettings(env: NodeJS.ProcessEnv): SiteSettings {
  const auth = resolveAuthSettings(env);
  return {auth, host: resolveHostSettings(env, auth.provider), insights: resolveInsightsSettings(env, auth.provider)};
}
