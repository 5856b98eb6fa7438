/**
 * What needs the owners' attention, most urgent first, as GOV.UK's Content Data and Zendesk's "needs verification"
 * list show it: per article, its review, its French translation, readers' answers and its views in the period; and
 * the searches that found nothing. The same list is an Azure Monitor query (./queries.mjs, attentionQuery), which
 * cannot read git or front matter: `npm run feedback:workbook` writes the articles (projectArticles) into it.
 *
 * Order: by URGENCY (an item's most urgent reason), then by the reason's weight, largest first, then by name.
 */
import {articleReviews, daysBetween, reviewDue as dueAfter, today} from '../../../content/tools/index.mjs';
import {articleStatuses} from '../../../translations/tools/index.mjs';

/**
 * @typedef {{id: string, label: string, weight: string | null}} Reason
 * @typedef {Record<string, string | number | null>} Row
 * @typedef {{viewsEn?: number, viewsFr?: number, yes?: number, no?: number}} ArticleFeedback
 */

/**
 * The reasons, most urgent first; `weight` orders the items of one reason (largest first).
 * @type {Reason[]}
 */
export const URGENCY = [
  {id: 'most-say-no', label: 'Most readers answered No', weight: 'no'},
  {id: 'search-found-nothing', label: 'A search found nothing', weight: 'searches'},
  {id: 'translation-not-current', label: 'French translation not current', weight: 'viewsInPeriod'},
  {id: 'review-overdue', label: 'Review overdue', weight: 'daysOverdue'},
  {id: 'some-say-no', label: 'Some readers answered No', weight: 'no'},
  {id: 'not-read', label: 'Not read in the period', weight: null},
];

/** Above this share of No (in %), an article is in "Most readers answered No". */
export const MOST_SAY_NO_PERCENT = 50;

/** The columns of the list, in the local report and the workbook alike. */
export const ATTENTION_COLUMNS = [
  ['urgency', 'Needs attention'],
  ['article', 'Article'],
  ['owner', 'Owner'],
  ['reviewDue', 'Review due'],
  ['daysOverdue', 'Days overdue'],
  ['translation', 'French'],
  ['viewsInPeriod', 'Views'],
  ['no', 'No'],
  ['shareNo', '% no'],
  ['query', 'Search'],
  ['language', 'Lang.'],
  ['searches', 'Searches'],
];

/**
 * The articles as the workbook needs them: `page` as the site reports it in telemetry (`/docs/<id or slug>`), the
 * owner, the last review and its interval, the state of its French ("current", "pending", "unmarked", "invalid" or
 * "missing").
 * @param {string} root
 */
export function projectArticles(root) {
  const translations = new Map(articleStatuses(root).map((status) => [status.id, status.state]));
  return articleReviews(root, today()).map((review) => ({
    page: review.page,
    article: review.id,
    owner: review.owner,
    lastReviewed: review.lastReviewed,
    reviewIntervalDays: review.intervalDays,
    translation: translations.get(review.id) ?? 'missing',
  }));
}

/**
 * @param {ReturnType<typeof projectArticles>[number]} article
 * @param {ArticleFeedback | undefined} feedback
 * @param {string} todayDate
 */
function articleRow(article, feedback, todayDate) {
  const {viewsEn = 0, viewsFr = 0, yes = 0, no = 0} = feedback ?? {};
  const reviewDue = article.lastReviewed ? dueAfter(article.lastReviewed, article.reviewIntervalDays) : null;
  const overdue = reviewDue ? daysBetween(reviewDue, todayDate) : 0;
  const row = {
    article: article.article,
    owner: article.owner,
    reviewDue,
    daysOverdue: overdue > 0 ? overdue : null,
    translation: article.translation,
    viewsInPeriod: viewsEn + viewsFr,
    no,
    shareNo: yes + no > 0 ? Math.round((100 * no) / (yes + no)) : null,
  };
  /** @type {Record<string, boolean>} */
  const reasons = {
    'most-say-no': row.shareNo !== null && row.shareNo > MOST_SAY_NO_PERCENT,
    'translation-not-current': row.translation !== 'current',
    'review-overdue': row.daysOverdue !== null,
    'some-say-no': no > 0,
    'not-read': row.viewsInPeriod === 0,
  };
  return {reason: URGENCY.find(({id}) => reasons[id]), row};
}

/**
 * The list: one row per article that needs attention and per search that found nothing, with ATTENTION_COLUMNS.
 * @param {ReturnType<typeof projectArticles>} articles
 * @param {{articles: (ArticleFeedback & {page: string | undefined})[],
 *   noResults: {query: string, language: string, count: number}[]}} summary ./summary.mjs
 * @param {string} todayDate YYYY-MM-DD
 */
export function needsAttention(articles, summary, todayDate = today()) {
  const feedback = new Map(summary.articles.map((row) => [row.page, row]));
  /** @type {{reason: Reason, row: Row}[]} */
  const items = articles.flatMap((article) => {
    const {reason, row} = articleRow(article, feedback.get(article.page), todayDate);
    return reason ? [{reason, row}] : [];
  });
  const searchReason = /** @type {Reason} */ (URGENCY.find(({id}) => id === 'search-found-nothing'));
  for (const {query, language, count} of summary.noResults) {
    items.push({reason: searchReason, row: {query, language, searches: count}});
  }
  /** @param {Reason} reason */
  const rank = (reason) => URGENCY.indexOf(reason);
  /** @param {{reason: Reason, row: Row}} item */
  const weight = ({reason, row}) => (reason.weight ? Number(row[reason.weight]) : 0);
  // Names in code-point order, as Kusto's `order by ... asc` sorts strings.
  /**
   * @param {{row: Row}} a
   * @param {{row: Row}} b
   */
  const byName = (a, b) => {
    const [x, y] = /** @type {string[]} */ ([a.row.article ?? a.row.query, b.row.article ?? b.row.query]);
    return x < y ? -1 : x > y ? 1 : 0;
  };
  return items
    .sort((a, b) => rank(a.reason) - rank(b.reason) || weight(b) - weight(a) || byName(a, b))
    .map(({reason, row}) =>
      Object.fromEntries(
        ATTENTION_COLUMNS.map(([key]) => [key, key === 'urgency' ? reason.label : (row[key] ?? null)]),
      ),
    );
}
