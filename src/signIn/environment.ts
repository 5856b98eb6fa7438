/**
 * Sign-in's settings, resolved once at build time from the environment (in siteSettings.ts), failing closed: a build
 * names its identity provider, and an Entra build its client and tenant.
 */
import type {AuthProvider} from '@site/src/shared/authProvider';
import type {AuthSettings} from './shared/authSettings';
import localIdp from './shared/localIdp.json';

/** The built-in local identity provider (src/signIn/tools/idp) mimics one Entra tenant; the same file configures it. */
export const LOCAL_IDP = localIdp;

export type AuthEnvironment = {
  AUTH_PROVIDER?: string;
  AUTH_CLIENT_ID?: string;
  AUTH_TENANT_ID?: string;
  AUTH_AUTHORITY?: string;
  AUTH_REDIRECT_URI?: string;
  LOCAL_IDP_PORT?: string;
};

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class AuthConfigurationError extends Error {
  constructor(message: string) {
    super(`Sign-in configuration error: ${message} See .env.example and handbook/deploying.md ("Configuration").`);
    this.name = 'AuthConfigurationError';
  }
}

/** A build names its provider: guessing could ship a site that signs readers in against localhost. */
function chooseProvider(env: AuthEnvironment): AuthProvider {
  const explicit = env.AUTH_PROVIDER?.trim();
  if (explicit === 'entra' || explicit === 'local') {
    return explicit;
  }
  throw new AuthConfigurationError(
    explicit
      ? `AUTH_PROVIDER must be "entra" or "local", not "${explicit}".`
      : 'AUTH_PROVIDER is not set. Set AUTH_PROVIDER=entra (with AUTH_CLIENT_ID, AUTH_TENANT_ID and SITE_URL) for a build readers will use, or AUTH_PROVIDER=local for the built-in local identity provider (development and tests).',
  );
}

function requireValue(env: AuthEnvironment, name: 'AUTH_CLIENT_ID' | 'AUTH_TENANT_ID'): string {
  const value = env[name]?.trim();
  if (!value) {
    throw new AuthConfigurationError(`${name} is required for a Microsoft Entra ID build but is not set.`);
  }
  return value;
}

function validRedirectUri(value: string | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) {
    return null;
  }
  if (!/^https?:\/\//.test(trimmed)) {
    throw new AuthConfigurationError(`AUTH_REDIRECT_URI must be an absolute http(s) URL, not "${trimmed}".`);
  }
  return trimmed;
}

function entraSettings(env: AuthEnvironment): AuthSettings {
  const clientId = requireValue(env, 'AUTH_CLIENT_ID');
  const tenantId = requireValue(env, 'AUTH_TENANT_ID');
  if (!GUID.test(clientId)) {
    throw new AuthConfigurationError(`AUTH_CLIENT_ID must be the application (client) ID, a GUID; got "${clientId}".`);
  }
  const authority = (env.AUTH_AUTHORITY?.trim() || `https://login.microsoftonline.com/${tenantId}`).replace(/\/+$/, '');
  if (!authority.startsWith('https://')) {
    throw new AuthConfigurationError(`AUTH_AUTHORITY must start with https://; got "${authority}".`);
  }
  // A common or organizations authority would let accounts of any tenant in.
  if (!authority.toLowerCase().endsWith(`/${tenantId.toLowerCase()}`)) {
    throw new AuthConfigurationError(
      `AUTH_AUTHORITY must be the tenant's own authority, ending in /${tenantId}; got "${authority}".`,
    );
  }
  return {
    provider: 'entra',
    clientId,
    tenantId,
    authority,
    knownAuthorities: [],
    authorityMetadata: null,
    metadataUrl: `${authority}/v2.0/.well-known/openid-configuration`,
    redirectUri: validRedirectUri(env.AUTH_REDIRECT_URI),
  };
}

/** Endpoints of the local provider, Entra-shaped (see src/signIn/tools/idp). */
export function localIdpEndpoints(port: number) {
  const host = `localhost:${port}`;
  const base = `http://${host}/${LOCAL_IDP.tenantId}`;
  const {paths} = LOCAL_IDP;
  return {
    host,
    issuer: `${base}${paths.issuer}`,
    authorization_endpoint: `${base}${paths.authorize}`,
    token_endpoint: `${base}${paths.token}`,
    end_session_endpoint: `${base}${paths.logout}`,
    jwks_uri: `${base}${paths.keys}`,
    discovery: `${base}${paths.discovery}`,
  };
}

function localSettings(env: AuthEnvironment): AuthSettings {
  const port = Number(env.LOCAL_IDP_PORT || LOCAL_IDP.defaultPort);
  if (!Number.isInteger(port) || port <= 0) {
    throw new AuthConfigurationError(`LOCAL_IDP_PORT must be a port number, not "${env.LOCAL_IDP_PORT}".`);
  }
  const endpoints = localIdpEndpoints(port);
  const metadata = {
    issuer: endpoints.issuer,
    authorization_endpoint: endpoints.authorization_endpoint,
    token_endpoint: endpoints.token_endpoint,
    end_session_endpoint: endpoints.end_session_endpoint,
    jwks_uri: endpoints.jwks_uri,
    response_modes_supported: ['query', 'fragment', 'form_post'],
  };
  return {
    provider: 'local',
    clientId: LOCAL_IDP.clientId,
    tenantId: LOCAL_IDP.tenantId,
    // MSAL insists on an https authority string; it does not check the endpoints in authorityMetadata.
    authority: `https://${endpoints.host}/${LOCAL_IDP.tenantId}`,
    knownAuthorities: [endpoints.host],
    authorityMetadata: JSON.stringify(metadata),
    metadataUrl: endpoints.discovery,
    redirectUri: validRedirectUri(env.AUTH_REDIRECT_URI),
  };
}

/** Resolve and validate the sign-in settings; throws a message naming the variable at fault. */
export function resolveAuthSettings(env: AuthEnvironment): AuthSettings {
  return chooseProvider(env) === 'entra' ? entraSettings(env) : localSettings(env);
}
