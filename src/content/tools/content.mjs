/**
 * Content checks: English and French articles at parity, no filler text, every article owned and reviewed in time
 * (./articleReviews.mjs: a missing owner or date fails, a review due soon or overdue is a warning).
 * Each problem names the file and says how to fix it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {NOT_TRANSLATED_FIELDS, parseFrontMatter} from '../../shared/frontMatter.mjs';
import {EN_DOCS_DIR, FR_DOCS_DIR, listMdx, RECORD_FIELD, unpairedArticles} from '../../translations/tools/index.mjs';
import {ROOT} from '../../shared/node/root.mjs';
import {checkReviews} from './articleReviews.mjs';

const EN_DOCS = path.join(ROOT, EN_DOCS_DIR);
const FR_DOCS = path.join(ROOT, FR_DOCS_DIR);
const PAGES = [path.join(ROOT, 'src/pages'), path.join(ROOT, 'i18n/fr/docusaurus-plugin-content-pages')];
const FILLER = /\b(lorem ipsum|TODO|TBD|FIXME|XXX)\b|\b(coming soon|à venir|à compléter)\b/i;
const MIN_WORDS = 250;
const FRENCH_RATIO = {min: 0.8, max: 1.4};

/** @param {string} file */
const relative = (file) => path.relative(ROOT, file);

/**
 * Front matter fields, without the French article's translation record and the English article's review fields
 * (which the other language does not have).
 * @param {string} source
 * @param {readonly string[]} [ignored]
 */
export function frontMatterKeys(source, ignored = [RECORD_FIELD]) {
  return Object.keys(parseFrontMatter(source).data).filter((key) => !ignored.includes(key));
}

/**
 * `## Title {#id}` → "h2 #id"; a heading without an explicit id → "h2 (no id)".
 * @param {string} source
 */
export function headingOutline(source) {
  const body = parseFrontMatter(source).body.replace(/```[\s\S]*?```/g, '');
  return [...body.matchAll(/^(#{2,3}) (.*)$/gm)].map(([, hashes, text]) => {
    const id = /\{#([\w-]+)\}\s*$/.exec(text)?.[1];
    return `h${hashes.length} ${id ? `#${id}` : '(no id)'}`;
  });
}

/** @param {string} source */
export function wordCount(source) {
  const text = parseFrontMatter(source)
    .body.replace(/```[\s\S]*?```/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\{#[\w-]+\}/g, ' ')
    .replace(/\]\([^)]*\)/g, ']');
  return (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).length;
}

/**
 * @param {string} id
 * @param {string[]} problems
 */
function checkPair(id, problems) {
  const enFile = path.join(EN_DOCS, id);
  const frFile = path.join(FR_DOCS, id);
  if (!fs.existsSync(frFile)) return null;
  const en = fs.readFileSync(enFile, 'utf8');
  const fr = fs.readFileSync(frFile, 'utf8');
  const enKeys = frontMatterKeys(en, NOT_TRANSLATED_FIELDS).join(', ');
  const frKeys = frontMatterKeys(fr).join(', ');
  if (enKeys !== frKeys) {
    problems.push(
      `${relative(frFile)}: front matter fields [${frKeys}] differ from the English [${enKeys}]. Use the same fields in the same order.`,
    );
  }
  const enOutline = headingOutline(en);
  const frOutline = headingOutline(fr);
  for (const [file, outline] of /** @type {[string, string[]][]} */ ([
    [enFile, enOutline],
    [frFile, frOutline],
  ])) {
    if (outline.some((h) => h.endsWith('(no id)'))) {
      problems.push(
        `${relative(file)}: every ## and ### heading needs an explicit id, e.g. "## Before you start {#before-you-start}".`,
      );
    }
  }
  if (enOutline.join('|') !== frOutline.join('|')) {
    /**
     * @param {string[]} o
     * @param {string} level
     */
    const count = (o, level) => o.filter((h) => h.startsWith(level)).length;
    problems.push(
      `${relative(frFile)}: headings differ from ${relative(enFile)} ` +
        `(English h2/h3: ${count(enOutline, 'h2')}/${count(enOutline, 'h3')}, French: ${count(frOutline, 'h2')}/${count(frOutline, 'h3')}). ` +
        `Give both files the same ## and ### headings, in the same order, with the same {#ids}.\n` +
        `    English: ${enOutline.join(', ')}\n    French:  ${frOutline.join(', ')}`,
    );
  }
  return {id, en: wordCount(en), fr: wordCount(fr)};
}

/**
 * @param {string[]} files
 * @param {string[]} problems
 */
function checkFiller(files, problems) {
  for (const file of files) {
    fs.readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        const match = FILLER.exec(line);
        if (match) {
          problems.push(
            `${relative(file)}:${index + 1}: placeholder text "${match[0]}". Replace it with real guidance.`,
          );
        }
      });
  }
}

export function checkContent() {
  const enIds = listMdx(EN_DOCS);
  const frIds = new Set(listMdx(FR_DOCS));
  const problems = unpairedArticles(ROOT);
  const counts = enIds.map((id) => checkPair(id, problems)).filter((count) => count !== null);
  for (const {id, en, fr} of counts) {
    if (en < MIN_WORDS || fr < MIN_WORDS) {
      problems.push(
        `docs/${id}: ${en} English and ${fr} French words; each article needs at least ${MIN_WORDS} words of guidance.`,
      );
    }
  }
  const totalEn = counts.reduce((sum, c) => sum + c.en, 0);
  const totalFr = counts.reduce((sum, c) => sum + c.fr, 0);
  const ratio = totalEn ? totalFr / totalEn : 1;
  if (ratio < FRENCH_RATIO.min || ratio > FRENCH_RATIO.max) {
    problems.push(
      `French content is ${ratio.toFixed(2)} times the length of the English (expected ${FRENCH_RATIO.min}–${FRENCH_RATIO.max}): a translation is probably incomplete.`,
    );
  }
  const allFiles = [
    ...enIds.map((id) => path.join(EN_DOCS, id)),
    ...[...frIds].map((id) => path.join(FR_DOCS, id)),
    ...PAGES.flatMap((dir) => listMdx(dir).map((f) => path.join(dir, f))),
  ];
  checkFiller(allFiles, problems);
  const reviews = checkReviews(ROOT);
  problems.push(...reviews.problems);
  return {problems, warnings: reviews.warnings, counts, totalEn, totalFr, ratio};
}
