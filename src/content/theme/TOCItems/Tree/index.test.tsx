import React from 'react';
import {beforeAll, expect, it} from 'vitest';
import TOCItemTree from '.';
import {renderInSite, useSiteLocale} from '@site/src/testing/site';

const toc = [
  {id: 'before-you-start', value: 'Before you <code>start</code>', level: 2, children: []},
  {id: 'quatre-principes', value: 'Quatre principes d&#039;une bonne requête', level: 2, children: []},
];

beforeAll(() => useSiteLocale('en'));

it("shows each heading's formatting and entities, linked to its anchor", () => {
  const {getByRole} = renderInSite(<TOCItemTree toc={toc} className="toc" linkClassName={null} />);
  const link = getByRole('link', {name: 'Before you start'});
  expect(link.getAttribute('href')).toBe('#before-you-start');
  expect(link.querySelector('code')?.textContent).toBe('start');
  expect(getByRole('link', {name: "Quatre principes d'une bonne requête"})).toBeTruthy();
});

it('refuses a heading whose markup is more than inline formatting', () => {
  const hostile = [{id: 'x', value: '<img src=x onerror="alert(1)">', level: 2, children: []}];
  expect(() => renderInSite(<TOCItemTree toc={hostile} className="toc" linkClassName={null} />)).toThrow(
    /chatgnb-toc-headings/,
  );
});
