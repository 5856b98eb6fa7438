/**
 * Every query of the workbook parses and binds in Microsoft's Kusto language service (the one Azure Monitor's editor
 * uses) against the tables of an Application Insights resource, as the owners will run it.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {kustoErrors} from './kusto.mjs';
import {workbookFromProject} from './workbook.mjs';

describe('the workbook’s queries in the Kusto language service', () => {
  test('the service reports what Azure Monitor would refuse (it can fail)', () => {
    assert.match(kustoErrors('let views = pageViews | count; views')[0].message ?? '', /does not refer to any known/);
    assert.match(kustoErrors('customEvents | where nmae == "x"')[0].message ?? '', /'nmae' does not refer/);
    assert.match(kustoErrors('requests | count')[0].message ?? '', /'requests' does not refer/);
    assert.deepEqual(kustoErrors('pageViews | summarize count() by tostring(customDimensions.page)'), []);
  });

  const queries = workbookFromProject().items.flatMap((item) =>
    item.content.query === undefined ? [] : [[item.name, item.content.query]],
  );
  test('the workbook has queries', () => assert.ok(queries.length >= 6));
  for (const [name, query] of queries) {
    test(`"${name}" has no error`, () => assert.deepEqual(kustoErrors(query), []));
  }
});
