import {expect, test} from 'vitest';
import {pathInLocale} from './pathInLocale';

const english = {baseUrl: '/', trailingSlash: false};
const french = {baseUrl: '/fr/', trailingSlash: false};

test.each([
  ['/docs/get-help/contact-support', english, '/fr/', '/fr/docs/get-help/contact-support'],
  ['/fr/docs/get-help/contact-support', french, '/', '/docs/get-help/contact-support'],
  ['/', english, '/fr/', '/fr/'],
  ['/fr/', french, '/', '/'],
  ['/fr', french, '/', '/'],
  ['/fr/docs/category/about-chatgnb/', french, '/', '/docs/category/about-chatgnb'],
])('%s is %s in the other language', (pathname, site, otherBaseUrl, expected) => {
  expect(pathInLocale(pathname, site, otherBaseUrl)).toBe(expected);
});

test('a crafted address stays on this site', () => {
  expect(pathInLocale('/fr//evil.example/x', french, '/')).toBe('/evil.example/x');
  expect(pathInLocale('//evil.example/x', english, '/fr/')).toBe('/fr//evil.example/x');
});
