/**
 * Microsoft's Kusto language service (the one Azure Monitor's query editor uses), with the tables of an Application
 * Insights resource, for the tests of the workbook's queries.
 */
import {createRequire} from 'node:module';

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
  // The service's default globals: set once its script has run.
  const defaults = /** @type {Kusto.Language.GlobalState} */ (GlobalState.Default);
  return defaults.WithDatabase(new Symbols.DatabaseSymbol.$ctor2('applicationInsights', null, tables));
}
const GLOBALS = applicationInsights();
/** @param {string} query */
const analyze = (query) =>
  /** @type {Kusto.Language.KustoCode} */ (Kusto.Language.KustoCode.ParseAndAnalyze(query, GLOBALS));

/**
 * The diagnostics of severity error: `{message, at}` (at: the text where it starts).
 * @param {string} query
 */
export function kustoErrors(query) {
  return Bridge.toArray(analyze(query).GetDiagnostics())
    .filter((diagnostic) => diagnostic.Severity === 'Error')
    .map((diagnostic) => ({message: diagnostic.Message, at: query.slice(diagnostic.Start, diagnostic.Start + 40)}));
}

/**
 * The names of the columns the query returns.
 * @param {string} query
 */
export function resultColumns(query) {
  const table = /** @type {Kusto.Language.Symbols.TableSymbol} */ (analyze(query).ResultType);
  return Bridge.toArray(table.Columns).map((column) => column.Name);
}
