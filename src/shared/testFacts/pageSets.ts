/**
 * Which pages the expensive checks visit, so that their cost stays bounded as articles are added. The cheap
 * checks (site-checks/pages.test.ts, the feedback block) read every built page; axe on a page's markup
 * (site-checks/accessibility.ts) and a search for each article in the browser (search.spec.ts) cost seconds a
 * page, so they visit the articles of `inDepthDocs`: every category page (a template of its own), the articles that
 * together hold every content element, and then a fixed sample of the other articles, up to `IN_DEPTH_LIMIT` per
 * language. Today's site has fewer articles than that: every one is checked. The sample is the same in both
 * languages and from run to run (ordered by a hash of the article's id), so a failure is reproduced by running again.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import {docs, type Doc, type Locale} from './site';

/** Per language: the docs (articles and category pages) the expensive checks visit, at most. */
export const IN_DEPTH_LIMIT = 24;

/** Content elements whose look (colours, sizes) and markup the article pages differ by. */
const CONTENT_ELEMENTS = [
  /^:::tip/m,
  /^:::warning/m,
  /^:::note/m,
  /^:::info/m,
  /^:::danger/m,
  /^\|/m,
  /^```/m,
  /<ServiceFact/,
];

export const isCategoryPage = ({route}: Doc) => route.startsWith('/docs/category/');

/** A few articles that together hold every content element some article holds (greedily, the richest first). */
export function articlesOfEachElement(articles: Doc[]): Doc[] {
  const elementsOf = new Map(
    articles.map((doc) => {
      const source = fs.readFileSync(doc.file, 'utf8');
      return [doc, CONTENT_ELEMENTS.filter((element) => element.test(source))];
    }),
  );
  const uncovered = new Set(
    CONTENT_ELEMENTS.filter((element) => articles.some((doc) => elementsOf.get(doc)!.includes(element))),
  );
  const chosen: Doc[] = [];
  while (uncovered.size > 0) {
    const gain = (doc: Doc) => elementsOf.get(doc)!.filter((element) => uncovered.has(element)).length;
    const richest = articles.reduce((best, doc) => (gain(doc) > gain(best) ? doc : best));
    chosen.push(richest);
    for (const element of elementsOf.get(richest)!) uncovered.delete(element);
  }
  return chosen;
}

const sampleOrder = (doc: Doc) => createHash('sha256').update(doc.id).digest('hex');

/** The docs of a language the expensive checks visit (see above), in the order of `docs`. */
export function inDepthDocs(locale: Locale): Doc[] {
  const all = docs(locale);
  const articles = all.filter((doc) => !isCategoryPage(doc));
  const chosen = new Set([...all.filter(isCategoryPage), ...articlesOfEachElement(articles)]);
  const sample = articles.filter((doc) => !chosen.has(doc)).sort((a, b) => (sampleOrder(a) < sampleOrder(b) ? -1 : 1));
  for (const doc of sample) {
    if (chosen.size >= IN_DEPTH_LIMIT) break;
    chosen.add(doc);
  }
  return all.filter((doc) => chosen.has(doc));
}
