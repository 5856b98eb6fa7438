/**
 * Synthetic articles for the scale bench (`./growingSite.mjs`): N articles per language, shaped like the real
 * ones (front matter with title, description and sidebar_position; an introduction; ## and ### headings with explicit
 * ids, the same in both languages; paragraphs, lists, steps, admonitions; related articles), in a few new categories
 * of their own (./vocabulary.mjs), each with its category page, as the real categories have.
 *
 * Deterministic: the same seed gives the same files. Article i is the same whatever N, so the articles of a smaller
 * run are the first ones of a larger run.
 */
import {EN_DOCS_DIR, FR_DOCS_DIR} from '../../../../translations/tools/index.mjs';
import {OWNERS, wordCount} from '../../../../content/tools/index.mjs';
import {randomFrom} from './random.mjs';
import {WRITERS} from './sentences.mjs';
import {CATEGORIES} from './vocabulary.mjs';

export const DEFAULT_SEED = 'scale-bench';
/** @typedef {'en' | 'fr'} Language */
/** @type {Language[]} */
export const LANGUAGES = ['en', 'fr'];
/** Where the French labels of the categories go (the translation check asks for one per category). */
export const FR_SIDEBAR_FILE = 'i18n/fr/docusaurus-plugin-content-docs/current.json';
/** The real site's categories come first in the sidebar. */
const FIRST_POSITION = 5;
/** Above the content checks' minimum (250 words), as the real articles are. */
const MIN_WORDS = 300;

/**
 * @typedef {ReturnType<typeof randomFrom>} Random
 * @typedef {(typeof CATEGORIES)[number]} Category
 * @typedef {{kind: string, count: number, type?: string}} BlockShape
 * @typedef {{id: string, englishHeading: string, blocks: BlockShape[], subsections?: Section[]}} Section
 * @typedef {{intro: number, sections: Section[]}} ArticleShape
 * @typedef {{index: number, slug: string, title: Record<Language, string>, category: Category, position: number,
 *   earlier: number[]}} Article
 */

/**
 * Who owns an English article and when it was last reviewed (review fields are the English's, not translated).
 * @param {Language} language
 */
const reviewFields = (language) => (language === 'en' ? {owner: OWNERS[0], last_reviewed: LAST_REVIEWED} : {});
/** Recent enough that no review is due in the copy the bench builds. */
const LAST_REVIEWED = new Date().toISOString().slice(0, 10);

/** @param {Language} language */
const docsDir = (language) => (language === 'en' ? EN_DOCS_DIR : FR_DOCS_DIR);

/**
 * @param {string} seed
 * @param {number} index
 * @returns {Category}
 */
function categoryOf(seed, index) {
  const draw = randomFrom(`${seed}/category/${index}`).next();
  let total = 0;
  return CATEGORIES.find(({weight}) => (total += weight) > draw) ?? /** @type {Category} */ (CATEGORIES.at(-1));
}

/**
 * A section's blocks: what kind each is and how long, the same in both languages.
 * @param {Random} random
 * @param {{withList: boolean}} options
 */
function blockShapes(random, {withList}) {
  /** @type {BlockShape[]} */
  const shapes = [{kind: 'paragraph', count: random.int(2, 4)}];
  if (withList) shapes.push({kind: random.pick(['bullets', 'steps', 'paragraph']), count: random.int(3, 5)});
  if (random.chance(0.2)) shapes.push({kind: 'admonition', type: random.pick(['tip', 'note', 'warning']), count: 2});
  return shapes;
}

/**
 * An article's shape: its sections and blocks. The headings' ids are drawn from the English words.
 * @param {Random} random
 * @param {number} sectionCount
 * @returns {ArticleShape}
 */
function articleShape(random, sectionCount) {
  const used = new Set(['related-articles', 'in-this-section']);
  const heading = () => {
    const {text, idWords} = WRITERS.en.heading(random);
    let id = idWords.join('-');
    for (let n = 2; used.has(id); n += 1) id = `${idWords.join('-')}-${n}`;
    used.add(id);
    return {id, englishHeading: text};
  };
  return {
    intro: random.int(3, 5),
    sections: Array.from({length: sectionCount}, () => ({
      ...heading(),
      blocks: blockShapes(random, {withList: true}),
      subsections: Array.from({length: random.int(0, 2)}, () => ({
        ...heading(),
        blocks: blockShapes(random, {withList: random.chance(0.5)}),
      })),
    })),
  };
}

/**
 * @param {(typeof WRITERS)[Language]} write
 * @param {Random} random
 * @param {BlockShape} shape
 */
function renderBlock(write, random, shape) {
  /** @param {number} count */
  const sentences = (count) => Array.from({length: count}, () => write.sentence(random)).join(' ');
  switch (shape.kind) {
    case 'bullets':
      return Array.from(
        {length: shape.count},
        () => `- **${write.instruction(random)}.** ${write.sentence(random)}`,
      ).join('\n');
    case 'steps':
      return Array.from({length: shape.count}, (_, i) => `${i + 1}. ${write.sentence(random)}`).join('\n');
    case 'admonition':
      return `:::${shape.type}\n\n${sentences(shape.count)}\n\n:::`;
    default:
      return sentences(shape.count);
  }
}

/**
 * @param {Language} language
 * @param {Random} random
 * @param {Section} section
 * @param {number} level
 * @returns {string}
 */
function renderSection(language, random, section, level) {
  const write = WRITERS[language];
  const text = language === 'en' ? section.englishHeading : write.heading(random).text;
  const heading = `${'#'.repeat(level)} ${text} {#${section.id}}`;
  const blocks = section.blocks.map((shape) => renderBlock(write, random, shape));
  const subsections = (section.subsections ?? []).map((sub) => renderSection(language, random, sub, level + 1));
  return [heading, ...blocks, ...subsections].join('\n\n');
}

/** @param {string} text */
const yamlString = (text) => JSON.stringify(text);

/** @param {Record<string, string | number | undefined>} fields */
function frontMatter(fields) {
  const lines = Object.entries(fields).map(
    ([key, value]) => `${key}: ${typeof value === 'string' ? yamlString(value) : value}`,
  );
  return `---\n${lines.join('\n')}\n---`;
}

/**
 * The body of an article: its introduction and sections, then what `ending` adds.
 * @param {Language} language
 * @param {Random} random
 * @param {ArticleShape} shape
 * @param {string[]} ending
 */
function renderBody(language, random, shape, ending) {
  const intro = Array.from({length: shape.intro}, () => WRITERS[language].sentence(random)).join(' ');
  const sections = shape.sections.map((section) => renderSection(language, random, section, 2));
  return [intro, ...sections, ...ending].join('\n\n');
}

/** @param {string} title */
function slugOf(title) {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The titles and file names of the articles, drawn one after the other so that each is unique.
 * @param {number} count
 * @param {string} seed
 * @returns {Article[]}
 */
function articleList(count, seed) {
  /** @type {Record<Language, Set<string>>} */
  const titles = {en: new Set(), fr: new Set()};
  const slugs = new Set(['index']);
  /** @type {Map<string, number[]>} */
  const perCategory = new Map();
  return Array.from({length: count}, (_, index) => {
    const random = randomFrom(`${seed}/titles/${index}`);
    const title = /** @type {Record<Language, string>} */ ({});
    for (const language of LANGUAGES) {
      do title[language] = WRITERS[language].title(random);
      while (titles[language].has(title[language]));
      titles[language].add(title[language]);
    }
    let slug = slugOf(title.en);
    for (let n = 2; slugs.has(slug); n += 1) slug = `${slugOf(title.en)}-${n}`;
    slugs.add(slug);
    const category = categoryOf(seed, index);
    const siblings = perCategory.get(category.dir) ?? [];
    perCategory.set(category.dir, [...siblings, index]);
    return {index, slug, title, category, position: siblings.length + 1, earlier: siblings};
  });
}

/**
 * @param {Language} language
 * @param {Article} article
 * @param {Article[]} articles
 */
function relatedLinks(language, article, articles) {
  const random = randomFrom(`${article.slug}/related`);
  const picked = new Set(Array.from({length: Math.min(3, article.earlier.length)}, () => random.pick(article.earlier)));
  const links = [...picked].map((i) => `- [${articles[i].title[language]}](./${articles[i].slug}.mdx)`);
  const category = article.category[language].label;
  return links.length > 0 ? links : [`- [${category}](./index.mdx)`];
}

/**
 * @param {Language} language
 * @param {Article} article
 * @param {Article[]} articles
 * @param {string} seed
 * @param {ArticleShape} shape
 */
function renderArticle(language, article, articles, seed, shape) {
  const write = WRITERS[language];
  const random = randomFrom(`${seed}/text/${article.index}/${language}`);
  const fields = {
    title: article.title[language],
    description: write.description(random),
    sidebar_position: article.position,
    ...reviewFields(language),
  };
  const related = [
    `## ${write.relatedHeading} {#related-articles}`,
    relatedLinks(language, article, articles).join('\n'),
  ];
  return `${frontMatter(fields)}\n\n${renderBody(language, random, shape, related)}\n`;
}

/**
 * @param {Article} article
 * @param {Article[]} articles
 * @param {string} seed
 */
function articleFiles(article, articles, seed) {
  const shape = articleShape(
    randomFrom(`${seed}/shape/${article.index}`),
    randomFrom(`${seed}/size/${article.index}`).int(3, 5),
  );
  /** @type {string[] | undefined} */
  let contents;
  // A longer introduction for the few that fall short of the length the content checks ask of every article.
  for (let extra = 0; !contents || contents.some((text) => wordCount(text) < MIN_WORDS); extra += 1) {
    const longer = {...shape, intro: shape.intro + extra};
    contents = LANGUAGES.map((language) => renderArticle(language, article, articles, seed, longer));
  }
  return LANGUAGES.map((language, i) => ({
    path: `${docsDir(language)}/${article.category.dir}/${article.slug}.mdx`,
    contents: /** @type {string[]} */ (contents)[i],
  }));
}

/**
 * @param {Category} category
 * @param {string} seed
 */
function categoryFiles(category, seed) {
  const shape = articleShape(randomFrom(`${seed}/category-shape/${category.dir}`), 4);
  const json = {
    label: category.en.label,
    position: FIRST_POSITION + CATEGORIES.indexOf(category),
    description: category.en.description,
    link: {type: 'doc', id: `${category.dir}/index`},
  };
  const pages = LANGUAGES.map((language) => {
    const write = WRITERS[language];
    const random = randomFrom(`${seed}/category-text/${category.dir}/${language}`);
    const {label, description} = category[language];
    const fields = {
      title: label,
      description,
      slug: `/category/${category.dir}`,
      sidebar_position: 0,
      ...reviewFields(language),
    };
    const list = [`## ${write.sectionListHeading} {#in-this-section}`, '<DocCardList />'];
    const body = renderBody(language, random, shape, list);
    return {
      path: `${docsDir(language)}/${category.dir}/index.mdx`,
      contents: `${frontMatter(fields)}\n\nimport DocCardList from '@theme/DocCardList';\n\n${body}\n`,
    };
  });
  return [
    {path: `${EN_DOCS_DIR}/${category.dir}/_category_.json`, contents: `${JSON.stringify(json, null, 2)}\n`},
    ...pages,
  ];
}

/** The key of a category's label in the French sidebar translations, as `docusaurus write-translations` names it. */
/** @param {string} label */
const labelKey = (label) => `sidebar.tutorialSidebar.category.${label}`;

/**
 * The synthetic content for `count` articles per language: files to write (paths relative to the project), and the
 * French labels of the categories used, to add to FR_SIDEBAR_FILE.
 * @param {{count: number, seed?: string}} options
 */
export function generateArticles({count, seed = DEFAULT_SEED}) {
  const articles = articleList(count, seed);
  const categories = CATEGORIES.filter((category) => articles.some((article) => article.category === category));
  const files = [
    ...categories.flatMap((category) => categoryFiles(category, seed)),
    ...articles.flatMap((article) => articleFiles(article, articles, seed)),
  ];
  const frenchLabels = Object.fromEntries(
    categories.map(({en, fr}) => [
      labelKey(en.label),
      {message: fr.label, description: `The label for category '${en.label}' in sidebar 'tutorialSidebar'`},
    ]),
  );
  const perCategory = Object.fromEntries(
    categories.map(({dir}) => [dir, articles.filter((a) => a.category.dir === dir).length]),
  );
  return {files, frenchLabels, perCategory};
}
