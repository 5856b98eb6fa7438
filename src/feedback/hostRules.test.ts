import {expect, test} from 'vitest';
import {resolveInsightsSettings} from './environment';
import {feedbackHostRules} from './hostRules';

test("readers' feedback asks the host to allow its ingestion origin, and nothing when it is off", () => {
  const settings = resolveInsightsSettings(
    {
      APPLICATIONINSIGHTS_CONNECTION_STRING:
        'InstrumentationKey=0b5e3c7a-2d4f-4a61-9e8b-3c1d7f2a6b90;IngestionEndpoint=https://canadacentral-1.in.applicationinsights.azure.com/',
    },
    'entra',
  );
  expect(feedbackHostRules(settings)).toEqual({
    connectSrc: ['https://canadacentral-1.in.applicationinsights.azure.com'],
  });
  expect(feedbackHostRules(resolveInsightsSettings({APPLICATIONINSIGHTS_CONNECTION_STRING: 'off'}, 'entra'))).toEqual({
    connectSrc: [],
  });
});
