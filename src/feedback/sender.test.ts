import {describe, expect, it} from 'vitest';
import {itemOf} from './sender';

const READER = ['Alex Thompson', 'alex.thompson@gnb.test'];

describe('what is handed to the SDK', () => {
  it('a search, scrubbed of the reader’s name and numbers, lower-cased', () => {
    const item = itemOf(
      {
        kind: 'event',
        name: 'helpcentre.search',
        properties: {language: 'en', outcome: 'no-results'},
        typed: {query: 'Alex THOMPSON 506 555 0199 badge'},
        readerNames: READER,
      },
      'https://help.example',
    );
    expect(item).toEqual({
      name: 'Microsoft.ApplicationInsights.Event',
      baseType: 'EventData',
      baseData: {
        name: 'helpcentre.search',
        properties: {language: 'en', outcome: 'no-results', query: '[name] [name] [phone] badge'},
      },
    });
  });

  it('nothing for a search of more than 8 words', () => {
    const query = 'how do i translate a letter into french for a client';
    expect(
      itemOf({kind: 'event', name: 'helpcentre.search', properties: {}, typed: {query}, readerNames: []}, ''),
    ).toBeNull();
  });

  it('a comment, scrubbed, as typed otherwise', () => {
    const item = itemOf(
      {
        kind: 'event',
        name: 'helpcentre.feedbackDetails',
        properties: {},
        typed: {comment: 'Ask alex.thompson@gnb.test'},
        readerNames: READER,
      },
      '',
    );
    expect(item?.baseData?.properties).toEqual({comment: 'Ask [email]'});
  });

  it('a page view: its path, on the site’s origin, without referrer', () => {
    const item = itemOf(
      {
        kind: 'pageView',
        name: '/fr/docs/get-help/troubleshooting',
        properties: {page: '/docs/get-help/troubleshooting', language: 'fr'},
        readerNames: [],
      },
      'https://help.example',
    );
    expect(item).toMatchObject({
      baseType: 'PageviewData',
      baseData: {
        name: '/fr/docs/get-help/troubleshooting',
        uri: 'https://help.example/fr/docs/get-help/troubleshooting',
        refUri: '',
      },
    });
  });
});
