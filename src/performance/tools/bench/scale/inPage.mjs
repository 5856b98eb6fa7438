/**
 * What the scale bench runs inside the page: its own timeline, read by ./reader.mjs. Every time is the page's
 * (performance.now() and events' timeStamp share its time origin), never the harness's. Each function runs in the
 * page by itself (Playwright sends its source): it names nothing of this module.
 *
 * @typedef {{revealed: number, keys: number[], options: {time: number, query: string | null}[]}} ScaleTimeline
 */

/**
 * From the page's first script on (addInitScript): when the gate shows the content (as ../pageLoads.mjs records
 * it), every key typed into a text field, and every moment options of the search dropdown were put in the page, with
 * the query they answer when the dropdown says it: a search for each key is under way as the reader types, and the
 * hits of an earlier, shorter query can arrive after the last key.
 */
export function instrumentPage() {
  /** @type {ScaleTimeline} */
  const timeline = {revealed: 0, keys: [], options: []};
  /** @type {typeof window & {scaleBench?: ScaleTimeline}} */ (window).scaleBench = timeline;
  addEventListener(
    'keydown',
    (event) => {
      if (event.target instanceof HTMLInputElement && event.key.length === 1) timeline.keys.push(event.timeStamp);
    },
    true,
  );
  /** @param {MutationRecord} record */
  const addsOption = (record) =>
    Array.from(record.addedNodes).some((node) => {
      const element = /** @type {Element} */ (node);
      return (
        node.nodeType === Node.ELEMENT_NODE &&
        (element.matches('[role="option"]') || element.querySelector('[role="option"]'))
      );
    });
  /** The query the dropdown named when it last showed options. */
  let shownQuery = /** @type {string | null | undefined} */ (undefined);
  new MutationObserver((records) => {
    const revealed =
      document.documentElement.hasAttribute('data-auth-known') || document.querySelector('[data-auth-gate="open"]');
    if (revealed && !timeline.revealed) timeline.revealed = performance.now();
    // The dropdown's list names the query its hits answer (`data-query`). A longer query's hits may be the same
    // elements as the shorter one's (the same pages): a new query named beside options counts as options shown.
    const list = document.querySelector('[role="listbox"][data-query]');
    const query = list?.getAttribute('data-query') ?? null;
    const optionsShown = list?.querySelector('[role="option"]') != null;
    if (records.some(addsOption) || (optionsShown && query !== shownQuery)) {
      shownQuery = query;
      timeline.options.push({time: performance.now(), query});
    }
  }).observe(document, {subtree: true, childList: true, attributes: true});
}

/**
 * "JavaScript before content", as every bench counts it: the scripts the page ran, and those its HTML preloads (not
 * prefetches), that had arrived when its content became visible (first contentful paint; behind the gate, not before
 * the gate opened, as the page's `window[timelineName].revealed` says). Resolves once the load event has passed
 * (LCP has settled by then), with the moment the content became visible and the scripts' URL paths.
 * @param {string} timelineName
 * @returns {Promise<{visible: number, scripts: string[]}>}
 */
export function scriptsBeforeContent(timelineName) {
  return new Promise((resolve) => {
    const done = () => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const gated = Boolean(document.querySelector('[data-auth-gate]'));
      const timelines = /** @type {typeof window & Record<string, {revealed: number}>} */ (window);
      const visible = gated ? Math.max(fcp, timelines[timelineName].revealed) : fcp;
      const preloaded = new Set(
        Array.from(
          /** @type {NodeListOf<HTMLLinkElement>} */ (document.querySelectorAll('link[rel="preload"][as="script"]')),
          (link) => link.href,
        ),
      );
      const scripts = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'))
        .filter((entry) => entry.initiatorType === 'script' || preloaded.has(entry.name))
        .filter((entry) => entry.responseEnd <= visible)
        .map((entry) => new URL(entry.name).pathname);
      resolve({visible, scripts});
    };
    const settle = () => requestAnimationFrame(() => requestAnimationFrame(done));
    if (document.readyState === 'complete') settle();
    else addEventListener('load', settle, {once: true});
  });
}

/** Resolves once the browser has been idle: the idle callbacks queued before this one have run. */
export function nextIdle() {
  return /** @type {Promise<void>} */ (new Promise((resolve) => requestIdleCallback(() => resolve())));
}

/**
 * When the dropdown first showed hits for `query`, once it was all typed, on the page's timeline:
 * {firstKey, lastKey, hit, answered}; null until then. `answered` is "query" when the dropdown named the query it
 * answers, "unnamed" when it names none (then the first options shown after the last key count).
 * @param {string} query
 */
export function searchTimes(query) {
  const {keys, options} = /** @type {typeof window & {scaleBench: ScaleTimeline}} */ (window).scaleBench;
  const lastKey = keys.at(-1);
  if (lastKey === undefined) return null;
  const after = options.filter((shown) => shown.time >= lastKey);
  const named = after.find((shown) => shown.query?.normalize() === query.normalize());
  const hit = named ?? after.find((shown) => shown.query === null);
  return hit ? {firstKey: keys[0], lastKey, hit: hit.time, answered: named ? 'query' : 'unnamed'} : null;
}
