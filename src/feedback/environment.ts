/**
 * Readers' feedback and search signals (Azure Application Insights): resolved once at build time from the
 * environment (in siteSettings.ts), given to the browser by the feedback plugin. Plain data and validation, safe in
 * the static build.
 */
import type {AuthProvider} from '@site/src/shared/authProvider';
import localCollector from './localCollector.json';

/** The variable that names where readers' feedback goes (.env.example). */
export const CONNECTION_STRING_VARIABLE = 'APPLICATIONINSIGHTS_CONNECTION_STRING';
/** The value that turns feedback off: the widget is hidden and nothing is sent. */
export const OFF = 'off';

export type InsightsEnvironment = {
  APPLICATIONINSIGHTS_CONNECTION_STRING?: string;
  LOCAL_COLLECTOR_PORT?: string;
};

export type InsightsSettings =
  | {enabled: false}
  | {
      enabled: true;
      /** The connection string's instrumentation key, as validated (a GUID). */
      instrumentationKey: string;
      /** The one origin readers' browsers send to (the host's CSP `connect-src`). */
      ingestionOrigin: string;
    };

export class InsightsConfigurationError extends Error {
  constructor(message: string) {
    super(`Feedback configuration error: ${message} See .env.example and handbook/deploying.md ("Configuration").`);
    this.name = 'InsightsConfigurationError';
  }
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The local collector (src/feedback/tools/collector), for `npm start` and the tests. */
export function localCollectorOrigin(port: number): string {
  return `http://127.0.0.1:${port}`;
}

function localDefault(env: InsightsEnvironment): InsightsSettings {
  const port = Number(env.LOCAL_COLLECTOR_PORT || localCollector.defaultPort);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new InsightsConfigurationError(
      `LOCAL_COLLECTOR_PORT must be a port number, not "${env.LOCAL_COLLECTOR_PORT}".`,
    );
  }
  const ingestionOrigin = localCollectorOrigin(port);
  return {enabled: true, instrumentationKey: localCollector.instrumentationKey, ingestionOrigin};
}

/** `Key=value;Key=value`, keys case-insensitive (as the SDK reads them), each once. */
function parseFields(value: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const segment of value.split(';').map((part) => part.trim())) {
    if (!segment) continue;
    const parts = segment.split('=');
    const key = parts[0].trim().toLowerCase();
    if (parts.length !== 2 || !key || !parts[1].trim()) {
      throw new InsightsConfigurationError(
        `${CONNECTION_STRING_VARIABLE} must be the resource's connection string (Key=value pairs separated by ";"); "${segment}" is not a Key=value pair.`,
      );
    }
    if (fields.has(key)) {
      throw new InsightsConfigurationError(`${CONNECTION_STRING_VARIABLE} names ${parts[0].trim()} twice.`);
    }
    fields.set(key, parts[1].trim());
  }
  return fields;
}

function ingestionOriginOf(value: string | undefined, provider: AuthProvider): string {
  if (!value) {
    throw new InsightsConfigurationError(
      `${CONNECTION_STRING_VARIABLE} has no IngestionEndpoint: copy the whole connection string from the Application Insights resource's Overview page.`,
    );
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InsightsConfigurationError(
      `The IngestionEndpoint of ${CONNECTION_STRING_VARIABLE} is not a URL: "${value}".`,
    );
  }
  const originOnly = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if (!originOnly || !['https:', 'http:'].includes(url.protocol)) {
    throw new InsightsConfigurationError(
      `The IngestionEndpoint of ${CONNECTION_STRING_VARIABLE} must be an origin such as https://canadacentral-1.in.applicationinsights.azure.com/; got "${value}".`,
    );
  }
  if (provider === 'entra' && url.protocol !== 'https:') {
    throw new InsightsConfigurationError(
      `The IngestionEndpoint of ${CONNECTION_STRING_VARIABLE} must start with https:// for a Microsoft Entra ID build; got "${value}".`,
    );
  }
  return url.origin;
}

function fromConnectionString(value: string, provider: AuthProvider): InsightsSettings {
  const fields = parseFields(value);
  const instrumentationKey = fields.get('instrumentationkey') ?? '';
  if (!GUID.test(instrumentationKey)) {
    throw new InsightsConfigurationError(
      `${CONNECTION_STRING_VARIABLE} must hold InstrumentationKey=<a GUID>; got "${instrumentationKey || 'nothing'}".`,
    );
  }
  const ingestionOrigin = ingestionOriginOf(fields.get('ingestionendpoint'), provider);
  return {enabled: true, instrumentationKey, ingestionOrigin};
}

/**
 * Where readers' feedback goes. A build for Microsoft Entra ID names it or says `off`: it never sends readers'
 * feedback to a default. A local build defaults to the local collector.
 */
export function resolveInsightsSettings(env: InsightsEnvironment, provider: AuthProvider): InsightsSettings {
  const value = env.APPLICATIONINSIGHTS_CONNECTION_STRING?.trim() ?? '';
  if (value.toLowerCase() === OFF) {
    return {enabled: false};
  }
  if (!value) {
    if (provider === 'entra') {
      throw new InsightsConfigurationError(
        `${CONNECTION_STRING_VARIABLE} is not set. Set it to the connection string of the help centre's Application Insights resource, or to "${OFF}" to build without readers' feedback.`,
      );
    }
    return localDefault(env);
  }
  return fromConnectionString(value, provider);
}
