/**
 * Every query of the workbook parses and binds in Microsoft's Kusto language service (the one Azure Monitor's editor
 * uses) against the tables of an Application Insights resource, as the owners will run it.
 */
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {describe, test} from 'node:test';
import {workbook} from './queries.mjs';

const require = createRequire(import.meta.url);
require('@kusto/language-service-next/bridge.js');
require('@kusto/language-service-next/Kusto.Language.Bridge.js');
const {Kusto, Bridge} = globalThis;

/** Columns both tables have (Application Insights' classic schema, as Log Analytics shows it under "Logs"). */
const COMMON = [
  'timestamp:datetime',
  'name:string',
  'itemType:string',
  'customDimensions:dynamic',
  'customMeasurements:dynamic',
  'operation_Name:string',
  'operation_Id:string',
  'session_Id:string',
  'user_Id:string',
  'client_Type:string',
  'client_Browser:string',
  'cloud_RoleName:string',
  'appId:string',
  'appName:string',
  'iKey:string',
  'sdkVersion:string',
  'itemId:string',
  'itemCount:int',
];
const TABLES = {
  customEvents: COMMON,
  pageViews: [...COMMON, 'id:string', 'url:string', 'duration:real', 'performanceBucket:string'],
};

function applicationInsights() {
  const {Symbols, GlobalState} = Kusto.Language;
  const tables = Object.entries(TABLES).map(
    ([name, columns]) => new Symbols.TableSymbol.$ctor7(name, `(${columns.join(', ')})`, null),
  );
  return GlobalState.Default.WithDatabase(new Symbols.DatabaseSymbol.$ctor2('applicationInsights', null, tables));
}
const GLOBALS = applicationInsights();

/** The diagnostics of severity error: `{message, at}` (at: the text where it starts). */
function kustoErrors(query) {
  const code = Kusto.Language.KustoCode.ParseAndAnalyze(query, GLOBALS);
  return Bridge.toArray(code.GetDiagnostics())
    .filter((diagnostic) => diagnostic.Severity === 'Error')
    .map((diagnostic) => ({
      message: diagnostic.Message,
      at: query.slice(diagnostic.Start, diagnostic.Start + 40),
    }));
}

describe('the workbook’s queries in the Kusto language service', () => {
  test('the service reports what Azure Monitor would refuse (it can fail)', () => {
    assert.match(kustoErrors('let views = pageViews | count; views')[0].message, /does not refer to any known/);
    assert.match(kustoErrors('customEvents | where nmae == "x"')[0].message, /'nmae' does not refer/);
    assert.match(kustoErrors('requests | count')[0].message, /'requests' does not refer/);
    assert.deepEqual(kustoErrors('pageViews | summarize count() by tostring(customDimensions.page)'), []);
  });

  const queries = workbook()
    .items.filter((item) => item.content.query !== undefined)
    .map((item) => [item.name, item.content.query]);
  test('the workbook has queries', () => assert.ok(queries.length >= 6));
  for (const [name, query] of queries) {
    test(`"${name}" has no error`, () => assert.deepEqual(kustoErrors(query), []));
  }
});
