import {describe, expect, it} from 'vitest';
import {InsightsConfigurationError, resolveInsightsSettings} from './environment';
import localCollector from './localCollector.json';

const KEY = '0b5e3c7a-2d4f-4a61-9e8b-3c1d7f2a6b90';
const AZURE = `InstrumentationKey=${KEY};IngestionEndpoint=https://canadacentral-1.in.applicationinsights.azure.com/;LiveEndpoint=https://canadacentral.livediagnostics.monitor.azure.com/;ApplicationId=7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d`;

const resolve = (value: string | undefined, provider: 'entra' | 'local' = 'entra') =>
  resolveInsightsSettings({APPLICATIONINSIGHTS_CONNECTION_STRING: value}, provider);

describe('resolveInsightsSettings', () => {
  it('takes the ingestion endpoint and key of an Azure connection string, and nothing else', () => {
    expect(resolve(AZURE)).toEqual({
      enabled: true,
      instrumentationKey: KEY,
      ingestionOrigin: 'https://canadacentral-1.in.applicationinsights.azure.com',
    });
  });

  it('turns feedback off when told "off", in any case', () => {
    expect(resolve('off')).toEqual({enabled: false});
    expect(resolve(' OFF ', 'local')).toEqual({enabled: false});
  });

  it('stops an Entra build that names nothing, naming the variable and the way out', () => {
    expect(() => resolve(undefined)).toThrow(InsightsConfigurationError);
    expect(() => resolve('  ')).toThrow(/APPLICATIONINSIGHTS_CONNECTION_STRING is not set.*"off"/);
  });

  it('sends a local build to the local collector by default', () => {
    expect(resolve(undefined, 'local')).toEqual({
      enabled: true,
      instrumentationKey: localCollector.instrumentationKey,
      ingestionOrigin: `http://127.0.0.1:${localCollector.defaultPort}`,
    });
    expect(
      resolveInsightsSettings({LOCAL_COLLECTOR_PORT: '4321'}, 'local').enabled &&
        resolveInsightsSettings({LOCAL_COLLECTOR_PORT: '4321'}, 'local'),
    ).toMatchObject({ingestionOrigin: 'http://127.0.0.1:4321'});
    expect(() => resolveInsightsSettings({LOCAL_COLLECTOR_PORT: '80; evil'}, 'local')).toThrow(/LOCAL_COLLECTOR_PORT/);
  });

  it.each([
    [
      'an instrumentation key alone (the SDK would guess an endpoint)',
      `InstrumentationKey=${KEY}`,
      /no IngestionEndpoint/,
    ],
    [
      'no instrumentation key',
      'IngestionEndpoint=https://x.in.applicationinsights.azure.com/',
      /InstrumentationKey=<a GUID>; got "nothing"/,
    ],
    ['a key that is not a GUID', 'InstrumentationKey=abc;IngestionEndpoint=https://x.example/', /got "abc"/],
    ['a segment without "="', `InstrumentationKey=${KEY};https://x.example/`, /is not a Key=value pair/],
    [
      'a value holding "="',
      `InstrumentationKey=${KEY};IngestionEndpoint=https://x.example/?a=b`,
      /is not a Key=value pair/,
    ],
    [
      'a key given twice',
      `InstrumentationKey=${KEY};instrumentationkey=${KEY};IngestionEndpoint=https://x.example/`,
      /twice/,
    ],
    ['an endpoint that is not a URL', `InstrumentationKey=${KEY};IngestionEndpoint=not a url`, /is not a URL/],
    [
      'an endpoint with a path',
      `InstrumentationKey=${KEY};IngestionEndpoint=https://x.example/v2/track`,
      /must be an origin/,
    ],
    [
      'an endpoint with credentials',
      `InstrumentationKey=${KEY};IngestionEndpoint=https://user:pw@x.example/`,
      /must be an origin/,
    ],
    [
      'an endpoint of another scheme',
      `InstrumentationKey=${KEY};IngestionEndpoint=javascript:alert(1)`,
      /must be an origin/,
    ],
    [
      'a plain-http endpoint for Entra',
      `InstrumentationKey=${KEY};IngestionEndpoint=http://x.example/`,
      /must start with https/,
    ],
  ])('stops the build on %s', (_, value, message) => {
    expect(() => resolve(value)).toThrow(message);
    expect(() => resolve(value)).toThrow(/See \.env\.example/);
  });
});
