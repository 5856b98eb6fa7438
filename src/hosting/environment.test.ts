import {expect, test} from 'vitest';
import {HostConfigurationError, resolveHostSettings} from './environment';
import localSite from '../shared/localSite.json';

test.each([
  ['no SITE_URL for Entra', {}, 'SITE_URL is required'],
  ['a SITE_URL over plain http for Entra', {SITE_URL: 'http://help.example.ca'}, 'SITE_URL must start with https://'],
  ['a SITE_URL with a path', {SITE_URL: 'https://help.example.ca/docs'}, 'SITE_URL must be an origin only'],
  ['a SITE_URL that is no URL', {SITE_URL: 'help.example.ca'}, 'SITE_URL must be an absolute URL'],
  ['no HOST_PLAN for Entra', {SITE_URL: 'https://help.example.ca'}, 'HOST_PLAN is required'],
  [
    'an unknown HOST_PLAN',
    {SITE_URL: 'https://help.example.ca', HOST_PLAN: 'premium'},
    'HOST_PLAN must be free or standard; got "premium"',
  ],
  [
    'a malformed IP range',
    {
      SITE_URL: 'https://help.example.ca',
      HOST_PLAN: 'free',
      HOST_ALLOWED_IP_RANGES: '10.0.0.0/8, everyone, 300.1.1.1/8',
    },
    'HOST_ALLOWED_IP_RANGES must be comma-separated IPv4 CIDR ranges such as 192.0.2.0/24; not "everyone", "300.1.1.1/8"',
  ],
])('%s stops the build, naming what to set', (_, env, message) => {
  expect(() => resolveHostSettings(env, 'entra')).toThrow(HostConfigurationError);
  expect(() => resolveHostSettings(env, 'entra')).toThrow(message);
});

test('the site address and the networks the host admits, as set', () => {
  expect(
    resolveHostSettings(
      {SITE_URL: 'https://help.example.ca/', HOST_ALLOWED_IP_RANGES: ' 10.0.0.0/8,192.0.2.0/24 ', HOST_PLAN: ' Free '},
      'entra',
    ),
  ).toEqual({siteUrl: 'https://help.example.ca', allowedIpRanges: ['10.0.0.0/8', '192.0.2.0/24'], plan: 'free'});
});

test('a local build without SITE_URL is served where npm start serves it, and checked against Standard', () => {
  expect(resolveHostSettings({}, 'local')).toEqual({
    siteUrl: `http://localhost:${localSite.port}`,
    allowedIpRanges: [],
    plan: 'standard',
  });
});
