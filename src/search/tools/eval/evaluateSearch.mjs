#!/usr/bin/env node
/**
 * `npm run eval:search`: do readers' questions find the article that answers them?
 *
 * Runs every question of `questions/<locale>.json` through the built site's own search (./builtSearch.mjs: the
 * search plugin's worker from `build/`, on the built index) and prints, per language and for both places readers
 * search (the navbar box, which asks for `searchResultLimits` hits, and the /search page, which asks for 100):
 * - the share of questions whose answer is among the first 3 distinct articles of the results;
 * - for a conversational question, the share whose answering sentence a reader sees in the first 3 hits: in the box,
 *   within the three lines it shows of a passage (../boxLines.mjs); on the page, anywhere in a passage;
 * - the share whose answer is the first article;
 * - the questions that found nothing, and every miss with what came instead.
 * It fails when a share falls under the thresholds below, when a question finds nothing, when a query with odd
 * characters makes the search throw, when the worker fetches more than the dictionary ahead of a search, or when a
 * question that found its article in the first 3 when the baseline was recorded (./baseline.json) no longer does,
 * naming the articles that now come first. Build first (`npm run build:local`).
 *
 * And the questions of `unanswerable/` (about what the help centre does not cover: another application, pay): the
 * share that shows the "found little" help, and how many hits the box lists then.
 *
 * Options: --verbose (every question, not only the misses), --locale en|fr, --build <dir>, --questions <dir>,
 * --conversational <dir>, --unanswerable <dir> (each holding en.json and fr.json),
 * --record (write every question's rank and first articles to the baseline, after a change that is meant to move
 * them), --baseline <file>.
 * How to add a question: CONTRIBUTING.md, "When a reader cannot find something".
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {parseFrontMatter} from '../../../shared/frontMatter.mjs';
import {readBaseline, slippedQuestions, writeBaseline} from './baseline.mjs';
import {boxOptions} from '../../shared/boxOptions.js';
import {foundLittle} from '../../shared/foundLittle.js';
import {builtSearchConstants, startBuiltSearch} from './builtSearch.mjs';
import {visibleInBox} from '../boxLines.mjs';
import {ROOT} from '../../../shared/node/root.mjs';

const SITE_DIR = ROOT;
/** @typedef {'en' | 'fr'} Locale */
/** @type {Locale[]} */
const LOCALES = ['en', 'fr'];
const DOCS_DIR = {en: 'docs', fr: 'i18n/fr/docusaurus-plugin-content-docs/current'};
/** The search page's first request (theme/SearchPage: its first pages, more on request). */
const SEARCH_PAGE_LIMIT = 10;
const FIRST = 3;

/**
 * The floor under each share. Set from the last measurement (`npm run eval:search` prints it), a few points below it, rounded
 * down to 5 %: a change that makes readers' questions find their article less often fails `npm test`, while one
 * new question that does not yet find its article does not. Raise them when search gets better; never lower them
 * to make a change pass. (Goals: 90 % in the first 3, 75 % first, on these questions and on questions this file
 * does not hold.)
 */
const THRESHOLDS = {
  en: {firstThree: 0.95, first: 0.9},
  fr: {firstThree: 0.95, first: 0.9},
};

/**
 * The floor under the conversational questions' shares (`conversational/`: questions as readers type them, each with
 * the words of the sentence that answers it): their article among the first 3 hits a reader sees, and that sentence
 * shown in them (in the box, within the three lines it shows of each passage: ../boxLines.mjs), per place. Same rule as
 * above; set again when the box's sentence began to count only within its lines (2026-11-29). (Goals: 90 % and 80 %.)
 */
const CONVERSATIONAL_THRESHOLDS = {
  en: {navbar: {shownFirst: 0.85, passages: 0.55}, 'search page': {shownFirst: 0.85, passages: 0.75}},
  fr: {navbar: {shownFirst: 0.85, passages: 0.65}, 'search page': {shownFirst: 0.85, passages: 0.75}},
};

/** The floor under the share of unanswerable questions that show the "found little" help (same rule as above). */
const UNANSWERABLE_THRESHOLD = {en: 0.55, fr: 0.85};

/**
 * Queries no reader means, but some type or paste (lunr's query syntax, broken escapes, markup, very long text):
 * the search must return a list, never throw.
 */
const HOSTILE_QUERIES = [
  '%E0%A4%A',
  '<script>alert(1)</script>',
  '"',
  "'",
  '*',
  '~',
  '^',
  '+',
  '-',
  ':',
  'title:prompt',
  '+sign -in',
  'prompt~2',
  'prompt^10',
  'chat*',
  '*chat',
  '\\',
  '()[]{}',
  '   ',
  '\u0000',
  'é'.repeat(300),
  'how do i write a good prompt '.repeat(40),
];

const {values: options} = parseArgs({
  options: {
    verbose: {type: 'boolean', default: false},
    locale: {type: 'string'},
    build: {type: 'string', default: path.join(SITE_DIR, 'build')},
    questions: {type: 'string', default: path.join(import.meta.dirname, 'questions')},
    conversational: {type: 'string', default: path.join(import.meta.dirname, 'conversational')},
    unanswerable: {type: 'string', default: path.join(import.meta.dirname, 'unanswerable')},
    baseline: {type: 'string', default: path.join(import.meta.dirname, 'baseline.json')},
    record: {type: 'boolean', default: false},
  },
});

/**
 * @typedef {{q: string, answers: string[], passage?: string, file?: string}} Question a question, and for a conversational one
 *   (`conversational/`) a few words of the sentence that answers it
 * @typedef {{firstThree: number, first: number, shownFirst: number, passages: number, inPassages: number, conversational: number,
 *   empty: string[], misses: string[], lines: string[], ms: number[], ranks: Record<string, import('./baseline.mjs').Rank>}} Outcome
 */

/**
 * Doc id (path under the docs folder, without extension) → route, for one locale.
 * @param {Locale} locale
 */
function docRoutes(locale) {
  const dir = path.join(SITE_DIR, DOCS_DIR[locale]);
  /** @type {Map<string, string>} */
  const routes = new Map();
  for (const file of fs.readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
    if (!file.endsWith('.mdx')) continue;
    const id = file
      .replace(/\.mdx$/, '')
      .split(path.sep)
      .join('/');
    const {slug} = parseFrontMatter(fs.readFileSync(path.join(dir, file), 'utf8')).data;
    routes.set(id, `/docs${typeof slug === 'string' ? slug : `/${id}`}`);
  }
  return routes;
}

/**
 * @param {Locale} locale
 * @param {Map<string, string>} routes
 */
function loadQuestions(locale, routes) {
  /** @type {Question[]} */
  const questions = [];
  /** @type {string[]} */
  const problems = [];
  const seen = new Set();
  for (const [dir, conversational] of /** @type {[string, boolean][]} */ ([
    [options.questions, false],
    [options.conversational, true],
  ])) {
    const file = path.join(dir, `${locale}.json`);
    /** @type {Question[]} */
    const set = JSON.parse(fs.readFileSync(file, 'utf8'));
    for (const question of set) {
      if (conversational !== (typeof question.passage === 'string' && question.passage.trim() !== '')) {
        problems.push(`${file}: "${question.q}" ${conversational ? 'needs' : 'has'} a "passage"`);
      }
    }
    questions.push(...set.map((question) => ({...question, file})));
  }
  for (const question of questions) {
    const {file} = question;
    if (typeof question.q !== 'string' || !question.q.trim()) {
      problems.push(`${file}: a question has no "q"`);
      continue;
    }
    if (seen.has(question.q.toLowerCase())) problems.push(`${file}: "${question.q}" is there twice`);
    seen.add(question.q.toLowerCase());
    if (!Array.isArray(question.answers) || question.answers.length === 0) {
      problems.push(`${file}: "${question.q}" names no answer`);
    }
    for (const id of question.answers ?? []) {
      if (!routes.has(id))
        problems.push(`${file}: "${question.q}": no article "${id}" (${DOCS_DIR[locale]}/${id}.mdx)`);
    }
  }
  return {questions, problems};
}

/**
 * The questions of `--unanswerable` for a locale (`{q}` each; none when the folder has no file for it).
 * @param {Locale} locale
 * @returns {string[]}
 */
function readUnanswerable(locale) {
  const file = path.join(options.unanswerable, `${locale}.json`);
  if (!fs.existsSync(file)) return [];
  /** @type {{q: string}[]} */
  const set = JSON.parse(fs.readFileSync(file, 'utf8'));
  return set.map(({q}) => q);
}

/**
 * A page's route without the locale prefix.
 * @param {string} url
 * @param {string} baseUrl
 */
const routeOf = (url, baseUrl) => `/${url.slice(baseUrl.length)}`.replace(/\/$/, '') || '/';

/**
 * What a place shows: its pages, in order, and the hits a reader sees first (the box: its first 3 options; the
 * search page: the passages of its first 3 pages), each with the text a reader sees of its passage (the box: its two
 * lines, ../boxLines.mjs; the search page: the whole passage).
 * @param {string} place
 * @param {import('./builtSearch.mjs').Hit[]} hits
 * @param {number} limit
 */
function shown(place, hits, limit) {
  if (place !== 'navbar') {
    return {
      pages: hits,
      first: hits
        .slice(0, FIRST)
        .flatMap((page) => page.passages.map((passage) => ({page, passage, visible: passage.text}))),
    };
  }
  const options = boxOptions(hits, limit);
  return {
    pages: [...new Set(options.map((option) => option.page))],
    first: options.slice(0, FIRST).map((option) => ({...option, visible: visibleInBox(option.passage.box)})),
  };
}

/**
 * Text as compared with a question's passage: spaces of any kind as one, curly apostrophes straight, lower case.
 * @param {string} text
 */
const comparable = (text) =>
  text
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .replace(/’/g, "'")
    .toLowerCase();

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/**
 * @param {number} count
 * @param {number} total
 */
const percent = (count, total) => `${((100 * count) / total).toFixed(1)} %`;

/** @param {Locale} locale */
async function evaluate(locale) {
  const routes = docRoutes(locale);
  const {questions, problems} = loadQuestions(locale, routes);
  const articleIds = new Map([...routes].map(([id, route]) => [route, id]));
  const baseUrl = locale === 'en' ? '/' : `/${locale}/`;
  const {searchResultLimits} = builtSearchConstants(SITE_DIR);
  const search = await startBuiltSearch({buildDir: options.build, locale});
  const places = {navbar: searchResultLimits, 'search page': SEARCH_PAGE_LIMIT};
  /** @type {Record<string, Outcome>} */
  const results = {};
  /** @type {Record<string, {total: number, foundLittle: number, shown: number[], lines: string[]}>} */
  const unanswered = {};
  const started = performance.now();
  const fetched = {ahead: search.fetchedGzipBytes(), firstQuestion: 0};
  if (fetched.ahead !== search.dictionaryGzipBytes) {
    problems.push(`ahead of a search, the worker fetched ${fetched.ahead} bytes gzip, not only the dictionary`);
  }
  try {
    for (const [place, limit] of Object.entries(places)) {
      /** @type {Outcome} */
      const outcome = {
        firstThree: 0,
        first: 0,
        shownFirst: 0,
        passages: 0,
        inPassages: 0,
        conversational: 0,
        empty: [],
        misses: [],
        lines: [],
        ms: [],
        ranks: {},
      };
      for (const {q, answers, passage} of questions) {
        const started = performance.now();
        const hits = await search.search(q, limit);
        outcome.ms.push(performance.now() - started);
        fetched.firstQuestion ||= search.fetchedGzipBytes() - fetched.ahead;
        const {pages, first} = shown(place, hits, limit);
        const routesShown = pages.map((page) => routeOf(page.url, baseUrl));
        const wanted = new Set(answers.map((id) => routes.get(id)));
        const rank = routesShown.findIndex((route) => wanted.has(route)) + 1;
        if (passage === undefined && rank === 1) outcome.first += 1;
        if (passage === undefined && rank >= 1 && rank <= FIRST) outcome.firstThree += 1;
        if (pages.length === 0) outcome.empty.push(q);
        outcome.ranks[q] = {rank, first: routesShown.slice(0, FIRST).map((route) => articleIds.get(route) ?? route)};
        let found = rank >= 1 && rank <= FIRST;
        let passageNote = '';
        if (passage !== undefined) {
          outcome.conversational += 1;
          const articleShown = first.some((hit) => wanted.has(routeOf(hit.page.url, baseUrl)));
          const passageShown = first.some((hit) => comparable(hit.visible).includes(comparable(passage)));
          const inPassage = first.some((hit) => comparable(hit.passage.text).includes(comparable(passage)));
          if (articleShown) outcome.shownFirst += 1;
          if (passageShown) outcome.passages += 1;
          if (inPassage) outcome.inPassages += 1;
          found = articleShown && passageShown;
          passageNote = passageShown
            ? ''
            : ` [${inPassage ? 'passage past the lines shown' : 'passage not shown'}: "${first[0]?.visible.slice(0, 80) ?? ''}…"]`;
        }
        const instead = pages
          .slice(0, FIRST)
          .map((page) => page.title)
          .join(' · ');
        const line = `${found ? '✓' : '✗'} ${rank ? `#${rank}` : '--'} "${q}" → ${instead || '(no results)'}${passageNote}`;
        outcome.lines.push(line);
        if (!found) outcome.misses.push(line);
      }
      results[place] = outcome;
    }
    const unanswerable = readUnanswerable(locale);
    for (const [place, limit] of Object.entries(places)) {
      const outcome = {
        total: unanswerable.length,
        foundLittle: 0,
        shown: /** @type {number[]} */ ([]),
        lines: /** @type {string[]} */ ([]),
      };
      for (const q of unanswerable) {
        const hits = await search.search(q, limit);
        const little = hits.length === 0 || foundLittle(hits);
        const count = place === 'navbar' ? boxOptions(hits, limit).length : hits.length;
        if (little) outcome.foundLittle += 1;
        outcome.shown.push(count);
        outcome.lines.push(
          `${little ? '✓' : '✗'} "${q}" → ${count} hits, first: ${hits[0]?.title ?? '(none)'} (${((hits[0]?.coverage ?? 0) * 100).toFixed(0)} % of the words)`,
        );
      }
      unanswered[place] = outcome;
    }
    for (const query of HOSTILE_QUERIES) {
      for (const limit of Object.values(places)) {
        try {
          const hits = await search.search(query, limit);
          if (!Array.isArray(hits)) problems.push(`"${query.slice(0, 40)}": the search returned ${typeof hits}`);
        } catch (error) {
          problems.push(`"${query.slice(0, 40)}" (limit ${limit}) throws: ${/** @type {Error} */ (error).message}`);
        }
      }
    }
  } finally {
    search.close();
  }
  return {
    locale,
    unanswered,
    total: questions.length,
    conversational: questions.filter((question) => question.passage !== undefined).length,
    results,
    problems,
    indexBytes: search.indexBytes,
    indexGzipBytes: search.indexGzipBytes,
    dictionaryGzipBytes: search.dictionaryGzipBytes,
    fetched: {...fetched, all: search.fetchedGzipBytes()},
    ms: performance.now() - started,
  };
}

const baseline = readBaseline(options.baseline);
/** @type {string[]} */
const failures = [];
for (const locale of options.locale ? [/** @type {Locale} */ (options.locale)] : LOCALES) {
  const {results, unanswered, problems, ms, indexBytes, indexGzipBytes, dictionaryGzipBytes, fetched, ...counts} =
    await evaluate(locale);
  const total = counts.total - counts.conversational;
  baseline[locale] = options.record
    ? Object.fromEntries(Object.entries(results).map(([place, outcome]) => [place, outcome.ranks]))
    : baseline[locale];
  if (!baseline[locale]) {
    failures.push(
      `${locale}: ${path.relative(ROOT, options.baseline)} holds no ranks for this language: record them with npm run eval:search -- --record`,
    );
  }
  console.log(
    `\n${locale}: ${total} questions and ${counts.conversational} conversational (${(ms / 1000).toFixed(1)} s); index ${indexBytes} bytes, ` +
      `${indexGzipBytes} gzip; fetched (gzip): dictionary ${dictionaryGzipBytes}, ` +
      `then ${fetched.firstQuestion} for the first question, ${fetched.all} for all`,
  );
  for (const [place, outcome] of Object.entries(results)) {
    console.log(
      `  ${place.padEnd(12)} first ${FIRST}: ${outcome.firstThree}/${total} = ${percent(outcome.firstThree, total)}` +
        `   first: ${outcome.first}/${total} = ${percent(outcome.first, total)}` +
        `   no results: ${outcome.empty.length}` +
        `   conversational: article in the first ${FIRST} hits ${outcome.shownFirst}/${counts.conversational} = ${percent(outcome.shownFirst, counts.conversational)},` +
        ` sentence shown ${outcome.passages}/${counts.conversational} = ${percent(outcome.passages, counts.conversational)}` +
        (outcome.inPassages === outcome.passages ? '' : ` (${outcome.inPassages} in the passages' whole text)`) +
        `   (per search: median ${median(outcome.ms).toFixed(0)} ms, slowest ${Math.max(...outcome.ms).toFixed(0)} ms)`,
    );
  }
  for (const [place, outcome] of Object.entries(unanswered)) {
    if (outcome.total === 0) continue;
    console.log(
      `  ${place.padEnd(12)} unanswerable: "found little" shown ${outcome.foundLittle}/${outcome.total} = ` +
        `${percent(outcome.foundLittle, outcome.total)}, hits listed: median ${median(outcome.shown)}`,
    );
    if (options.verbose) for (const line of outcome.lines) console.log(`    ${line}`);
    if (outcome.foundLittle / outcome.total < UNANSWERABLE_THRESHOLD[locale]) {
      failures.push(
        `${locale}, ${place}, unanswerable: "found little" shown ${percent(outcome.foundLittle, outcome.total)}, under ${percent(UNANSWERABLE_THRESHOLD[locale], 1)}`,
      );
    }
  }
  for (const [place, outcome] of Object.entries(results)) {
    const lines = options.verbose ? outcome.lines : outcome.misses;
    if (lines.length > 0) {
      console.log(`\n  ${options.verbose ? 'Every question' : 'Misses'} (${place}):`);
      for (const line of lines) console.log(`    ${line}`);
    }
    const floor = THRESHOLDS[locale];
    if (outcome.firstThree / total < floor.firstThree) {
      failures.push(
        `${locale}, ${place}: ${percent(outcome.firstThree, total)} in the first ${FIRST}, under ${percent(floor.firstThree, 1)}`,
      );
    }
    if (outcome.first / total < floor.first) {
      failures.push(`${locale}, ${place}: ${percent(outcome.first, total)} first, under ${percent(floor.first, 1)}`);
    }
    const conversationalFloor = CONVERSATIONAL_THRESHOLDS[locale][/** @type {'navbar' | 'search page'} */ (place)];
    for (const measure of /** @type {const} */ (['shownFirst', 'passages'])) {
      if (outcome[measure] / counts.conversational < conversationalFloor[measure]) {
        failures.push(
          `${locale}, ${place}, conversational: ${measure === 'passages' ? 'the answering sentence shown' : 'the article in the first hits'} ` +
            `${percent(outcome[measure], counts.conversational)}, under ${percent(conversationalFloor[measure], 1)}`,
        );
      }
    }
    for (const q of outcome.empty) failures.push(`${locale}, ${place}: "${q}" finds nothing`);
    for (const slipped of slippedQuestions(baseline[locale]?.[place], outcome.ranks)) {
      failures.push(`${locale}, ${place}: ${slipped}`);
    }
  }
  failures.push(...problems.map((problem) => `${locale}: ${problem}`));
}

if (options.record) {
  await writeBaseline(options.baseline, baseline);
  console.log(`\nRecorded every question's rank in ${path.relative(ROOT, options.baseline)}.`);
}
if (failures.length > 0) {
  if (!options.record && failures.some((failure) => failure.includes('pushed out by'))) {
    failures.push(
      'A question that found its article in the first 3 no longer does: improve the article or its keywords (CONTRIBUTING.md, "When a reader cannot find something"); if the new order is better for readers, record it: npm run eval:search -- --record',
    );
  }
  console.error(`\n${failures.length} problem(s):\n${failures.map((failure) => `  ✗ ${failure}`).join('\n')}`);
  process.exit(1);
}
console.log('\nSearch evaluation passed.');
