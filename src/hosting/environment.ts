/**
 * Where the site is hosted: resolved once at build time from the environment
 * (in docusaurus.config.ts). Plain data and validation, safe in the static build.
 */
import type {AuthProvider} from '@site/src/shared/authProvider';
import localSite from '../shared/localSite.json';
import {HOST_PLANS, HOST_PLAN_VARIABLE, type HostPlan} from './quotas.mjs';

export type HostEnvironment = {
  SITE_URL?: string;
  HOST_ALLOWED_IP_RANGES?: string;
  HOST_PLAN?: string;
};

export type HostSettings = {
  /** Public origin of the site, without a trailing slash. */
  siteUrl: string;
  /** CIDR ranges the host admits (empty: any network); Azure's `networking.allowedIpRanges`. */
  allowedIpRanges: string[];
  /** The Static Web App's plan, whose quotas the build must fit (./quotas.mjs). */
  plan: HostPlan;
};

/** The address `npm start` and `npm run dev` serve; used only for builds against the local identity provider. */
const LOCAL_SITE_URL = `http://localhost:${localSite.port}`;

const CIDR = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\/(\d{1,2})$/;

export class HostConfigurationError extends Error {
  constructor(message: string) {
    super(`Hosting configuration error: ${message} See .env.example and handbook/deploying.md ("Configuration").`);
    this.name = 'HostConfigurationError';
  }
}

function resolveSiteUrl(value: string | undefined, provider: AuthProvider): string {
  const trimmed = value?.trim().replace(/\/+$/, '');
  if (!trimmed) {
    if (provider === 'entra') {
      throw new HostConfigurationError(
        'SITE_URL is required for a Microsoft Entra ID build (e.g. https://help.example.ca) but is not set.',
      );
    }
    return LOCAL_SITE_URL;
  }
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new HostConfigurationError(
      `SITE_URL must be an absolute URL such as https://help.example.ca; got "${trimmed}".`,
    );
  }
  if (url.origin !== trimmed) {
    throw new HostConfigurationError(`SITE_URL must be an origin only (scheme and host, no path); got "${trimmed}".`);
  }
  if (provider === 'entra' && url.protocol !== 'https:') {
    throw new HostConfigurationError(
      `SITE_URL must start with https:// for a Microsoft Entra ID build; got "${trimmed}".`,
    );
  }
  return trimmed;
}

function isCidr(range: string): boolean {
  const match = CIDR.exec(range);
  return Boolean(match) && match!.slice(1, 5).every((octet) => Number(octet) <= 255) && Number(match![5]) <= 32;
}

function resolveAllowedIpRanges(value: string | undefined): string[] {
  const ranges = (value ?? '')
    .split(',')
    .map((range) => range.trim())
    .filter(Boolean);
  const invalid = ranges.filter((range) => !isCidr(range));
  if (invalid.length > 0) {
    throw new HostConfigurationError(
      `HOST_ALLOWED_IP_RANGES must be comma-separated IPv4 CIDR ranges such as 192.0.2.0/24; not ${invalid
        .map((range) => `"${range}"`)
        .join(', ')}.`,
    );
  }
  return ranges;
}

const PLANS = Object.keys(HOST_PLANS) as HostPlan[];

function resolvePlan(value: string | undefined, provider: AuthProvider): HostPlan {
  const plan = value?.trim().toLowerCase();
  if (!plan) {
    if (provider === 'entra') {
      throw new HostConfigurationError(
        `${HOST_PLAN_VARIABLE} is required for a Microsoft Entra ID build: the Static Web App's plan, free or standard (its quotas stop a build that would not upload).`,
      );
    }
    return 'standard';
  }
  if (!(PLANS as string[]).includes(plan)) {
    throw new HostConfigurationError(`${HOST_PLAN_VARIABLE} must be ${PLANS.join(' or ')}; got "${value}".`);
  }
  return plan as HostPlan;
}

export function resolveHostSettings(env: HostEnvironment, provider: AuthProvider): HostSettings {
  return {
    siteUrl: resolveSiteUrl(env.SITE_URL, provider),
    allowedIpRanges: resolveAllowedIpRanges(env.HOST_ALLOWED_IP_RANGES),
    plan: resolvePlan(env.HOST_PLAN, provider),
  };
}
