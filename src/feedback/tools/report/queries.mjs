/**
 * The feedback report's sections, as Azure Monitor (KQL) queries over the help centre's Application Insights
 * resource. `npm run feedback:report` (./feedbackReport.mjs) computes the same sections from the local collector's file
 * (./summary.mjs), under the same titles; `npm run feedback:workbook` writes them into the workbook template
 * (./feedbackWorkbook.json), which a test keeps in step with this file.
 */
import {EVENTS} from '../collector/config.mjs';
import {ATTENTION_COLUMNS, MOST_SAY_NO_PERCENT, URGENCY} from './attention.mjs';

/** @param {string} name */
const dimension = (name) => `tostring(customDimensions.${name})`;

/**
 * The searches that ended so, most frequent first, each with the articles readers opened next, most often first.
 * @param {string} outcome
 */
const searchesEndingIn = (outcome) => `let openedNext = customEvents
| where name == "${EVENTS.searchNextArticle}" and ${dimension('outcome')} == "${outcome}"
| summarize readers = count() by query = ${dimension('query')}, language = ${dimension('language')}, article = ${dimension('article')}
| order by readers desc, article asc
| summarize openedNext = strcat_array(make_list(strcat(article, " (", readers, ")")), ", ") by query, language;
customEvents
| where name == "${EVENTS.search}" and ${dimension('outcome')} == "${outcome}"
| summarize count = count() by query = ${dimension('query')}, language = ${dimension('language')}
| join kind=leftouter openedNext on query, language
| project query, language, count, openedNext = coalesce(openedNext, "")
| order by count desc`;

/** Section id → title and query. The ids are those of ./summary.mjs. */
export const SECTIONS = {
  articles: {
    title: 'Articles: views and answers to "Was this page helpful?"',
    query: `let pageViewsByLanguage = pageViews
| extend page = ${dimension('page')}, language = ${dimension('language')}
| summarize viewsEn = countif(language == "en"), viewsFr = countif(language == "fr") by page;
let answers = customEvents
| where name == "${EVENTS.helpful}"
| extend page = ${dimension('page')}, answer = ${dimension('answer')}
| summarize yes = countif(answer == "yes"), no = countif(answer == "no") by page;
pageViewsByLanguage
| join kind=fullouter answers on page
| project page = coalesce(page, page1), viewsEn = coalesce(viewsEn, 0), viewsFr = coalesce(viewsFr, 0), yes = coalesce(yes, 0), no = coalesce(no, 0)
| extend shareYes = iff(yes + no > 0, round(100.0 * yes / (yes + no)), real(null))
| order by viewsEn + viewsFr desc, no desc`,
  },
  reasons: {
    title: 'Why readers answered No',
    query: `customEvents
| where name == "${EVENTS.feedbackDetails}"
| extend page = ${dimension('page')}, reason = ${dimension('reason')}
| summarize count = count() by page, reason
| order by count desc`,
  },
  comments: {
    title: "Readers' comments (as typed, scrubbed in the browser)",
    query: `customEvents
| where name == "${EVENTS.feedbackDetails}" and isnotempty(${dimension('comment')})
| project timestamp, page = ${dimension('page')}, language = ${dimension('language')}, reason = ${dimension('reason')}, comment = ${dimension('comment')}
| order by timestamp desc`,
  },
  noResults: {
    title: 'Searches that found nothing',
    query: searchesEndingIn('no-results'),
  },
  noHitOpened: {
    title: 'Searches after which no hit was opened',
    query: searchesEndingIn('no-hit-opened'),
  },
  hitsOpened: {
    title: 'Hits opened, by query (position 1 is the first hit)',
    query: `customEvents
| where name == "${EVENTS.search}" and ${dimension('outcome')} == "hit-opened"
| extend position = toint(customDimensions.position)
| summarize count = count(), averagePosition = round(avg(position), 1) by query = ${dimension('query')}, language = ${dimension('language')}
| order by count desc`,
  },
};

/**
 * Kusto literals: a string in double quotes (backslashes, quotes and line breaks escaped), a date, a number.
 * @type {Record<string, (value: unknown) => string>}
 */
const LITERAL = {
  string: (value) =>
    `"${String(value ?? '')
      .replace(/[\\"]/g, '\\$&')
      .replace(/\n/g, '\\n')}"`,
  datetime: (date) => (date ? `datetime(${date})` : 'datetime(null)'),
  int: (number) => String(Number.parseInt(String(number), 10)),
};

/** What the workbook knows of each article (./attention.mjs, projectArticles), with its Kusto type. */
const ARTICLE_COLUMNS = {
  page: 'string',
  article: 'string',
  owner: 'string',
  lastReviewed: 'datetime',
  reviewIntervalDays: 'int',
  translation: 'string',
};

/**
 * @typedef {ReturnType<typeof import('./attention.mjs').projectArticles>} Articles
 * @typedef {{type: number, name: string, content: {query?: string, [field: string]: unknown}}} WorkbookItem
 */

/**
 * The articles as a Kusto datatable, since the workbook cannot read the repository.
 * @param {Articles} articles
 */
function articlesTable(articles) {
  const columns = Object.entries(ARTICLE_COLUMNS);
  const header = columns.map(([name, type]) => `${name}: ${type}`).join(', ');
  const rows = articles.map(
    (article) =>
      `  ${columns.map(([name, type]) => LITERAL[type](/** @type {Record<string, unknown>} */ (article)[name])).join(', ')},`,
  );
  return `datatable(${header}) [\n${rows.join('\n')}\n]`;
}

export const ATTENTION_TITLE = 'Needs attention, most urgent first';
/** @param {string} id */
const rankOf = (id) => URGENCY.findIndex((reason) => reason.id === id) + 1;

/**
 * The needs-attention list of ./attention.mjs as a query, with the articles as they are when it is written.
 * @param {Articles} articles
 */
export function attentionQuery(articles) {
  const weights = URGENCY.filter(({weight}) => weight).map(({id, weight}) => `rank == ${rankOf(id)}, ${weight}`);
  return `let articles = ${articlesTable(articles)};
let viewsByPage = pageViews
| summarize viewsInPeriod = count() by page = ${dimension('page')};
let answersByPage = customEvents
| where name == "${EVENTS.helpful}"
| extend answer = ${dimension('answer')}
| summarize yes = countif(answer == "yes"), no = countif(answer == "no") by page = ${dimension('page')};
let articleItems = articles
| join kind=leftouter viewsByPage on page
| join kind=leftouter answersByPage on page
| extend viewsInPeriod = coalesce(viewsInPeriod, 0), yes = coalesce(yes, 0), no = coalesce(no, 0)
| extend shareNo = iff(yes + no > 0, round(100.0 * no / (yes + no)), real(null))
| extend due = datetime_add('day', reviewIntervalDays, lastReviewed)
| extend overdue = datetime_diff('day', startofday(now()), due)
| extend rank = case(shareNo > ${MOST_SAY_NO_PERCENT}, ${rankOf('most-say-no')}, translation != "current", ${rankOf('translation-not-current')}, overdue > 0, ${rankOf('review-overdue')}, no > 0, ${rankOf('some-say-no')}, viewsInPeriod == 0, ${rankOf('not-read')}, 0)
| where rank > 0
| project rank, article, owner, reviewDue = format_datetime(due, "yyyy-MM-dd"), daysOverdue = iff(overdue > 0, overdue, long(null)), translation, viewsInPeriod, no, shareNo;
let searchItems = customEvents
| where name == "${EVENTS.search}" and ${dimension('outcome')} == "no-results"
| summarize searches = count() by query = ${dimension('query')}, language = ${dimension('language')}
| extend rank = ${rankOf('search-found-nothing')};
union articleItems, searchItems
| extend weight = todouble(case(${weights.join(', ')}, 0))
| order by rank asc, weight desc, coalesce(article, query) asc
| project urgency = case(${URGENCY.map(({label}, index) => `rank == ${index + 1}, ${LITERAL.string(label)}`).join(', ')}, ""), ${ATTENTION_COLUMNS.slice(
    1,
  )
    .map(([key]) => key)
    .join(', ')}`;
}

/**
 * The Azure Monitor workbook: a time range, the needs-attention list, then one grid per section.
 * @param {Articles} articles
 * @returns {{version: string, items: WorkbookItem[], fallbackResourceIds: string[], $schema: string}}
 */
export function workbook(articles) {
  return {
    version: 'Notebook/1.0',
    items: [
      {
        type: 1,
        content: {
          json: "## ChatGNB Help Centre: readers' feedback\nWhat readers read, whether it helped them, and what they searched for. Nothing here identifies a reader (see the privacy article).",
        },
        name: 'introduction',
      },
      {
        type: 9,
        content: {
          version: 'KqlParameterItem/1.0',
          parameters: [
            {
              id: 'time-range',
              version: 'KqlParameterItem/1.0',
              name: 'TimeRange',
              label: 'Time range',
              type: 4,
              isRequired: true,
              value: {durationMs: 2592000000},
              typeSettings: {
                selectableValues: [{durationMs: 604800000}, {durationMs: 2592000000}, {durationMs: 7776000000}],
              },
            },
          ],
        },
        name: 'parameters',
      },
      ...Object.entries({needsAttention: {title: ATTENTION_TITLE, query: attentionQuery(articles)}, ...SECTIONS}).map(
        ([id, {title, query}]) => ({
          type: 3,
          content: {
            version: 'KqlItem/1.0',
            query,
            size: 0,
            title,
            timeContextFromParameter: 'TimeRange',
            queryType: 0,
            resourceType: 'microsoft.insights/components',
            visualization: 'table',
          },
          name: id,
        }),
      ),
    ],
    fallbackResourceIds: [],
    $schema: 'https://github.com/Microsoft/Application-Insights-Workbooks/blob/master/schema/workbook.json',
  };
}
