import React, {useEffect, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {ARTICLES_PER_PAGE} from './limits';
import styles from './styles.module.css';

export {ARTICLES_PER_PAGE, MANY_ARTICLES} from './limits';

/** One article (or sub-section) of a section, as its page lists it. */
export type CategoryArticle = {href: string; title: string; description?: string};

/** Lower case, without accents, so that « resume » finds « Résumé ». */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

function matching(articles: CategoryArticle[], query: string): CategoryArticle[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return articles;
  return articles.filter((article) => {
    const text = folded(`${article.title} ${article.description ?? ''}`);
    return words.every((word) => text.includes(word));
  });
}

function useCountText(): (shown: number, found: number, total: number, query: string) => string {
  const {selectMessage} = usePluralForm();
  return (shown, found, total, query) => {
    if (query.trim() === '') {
      return selectMessage(
        total,
        translate(
          {
            id: 'content.categoryArticles.countAll',
            message: 'Showing {shown} of {total} article|Showing {shown} of {total} articles',
            description: 'Count under the filter of a long section, no filter typed (plural forms separated by |)',
          },
          {shown, total},
        ),
      );
    }
    if (found === 0) {
      return translate(
        {
          id: 'content.categoryArticles.countNone',
          message: 'No article of this section matches “{query}”.',
          description: 'Count under the filter of a long section when nothing matches',
        },
        {query},
      );
    }
    return selectMessage(
      found,
      translate(
        {
          id: 'content.categoryArticles.countFound',
          message: '{found} article matches “{query}”|{found} articles match “{query}”',
          description: 'Count under the filter of a long section (plural forms separated by |)',
        },
        {found, query},
      ),
    );
  };
}

/**
 * A long section's articles: a filter (by words of the title and summary, accents ignored), the count of what is
 * shown announced as it changes, and the list a page at a time; "Show more" moves the focus to the first article it
 * adds.
 */
export default function CategoryArticles({articles}: {articles: CategoryArticle[]}): ReactNode {
  const [query, setQuery] = useState('');
  const [pages, setPages] = useState(1);
  const firstAdded = useRef<HTMLAnchorElement>(null);
  const focusAdded = useRef(false);
  const inputId = useId();
  const found = useMemo(() => matching(articles, query), [articles, query]);
  const shown = found.slice(0, pages * ARTICLES_PER_PAGE);
  const countText = useCountText()(shown.length, found.length, articles.length, query);

  useEffect(() => {
    if (focusAdded.current) firstAdded.current?.focus();
    focusAdded.current = false;
  }, [pages]);

  return (
    <div className={styles.categoryArticles}>
      <label htmlFor={inputId} className={styles.label}>
        <Translate
          id="content.categoryArticles.filterLabel"
          description="Label of the filter of a long section's articles"
          values={{total: articles.length}}>
          {'Filter the {total} articles of this section'}
        </Translate>
      </label>
      <input
        id={inputId}
        type="search"
        className={styles.filter}
        value={query}
        autoComplete="off"
        onChange={(event) => {
          setQuery(event.target.value);
          setPages(1);
        }}
      />
      <p role="status" className={styles.count}>
        {countText}
      </p>
      <ul className={styles.list}>
        {shown.map((article, index) => (
          <li key={article.href}>
            <Link
              to={article.href}
              ref={index === (pages - 1) * ARTICLES_PER_PAGE && pages > 1 ? firstAdded : undefined}>
              {article.title}
            </Link>
            {article.description && <p className={styles.description}>{article.description}</p>}
          </li>
        ))}
      </ul>
      {shown.length < found.length && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            focusAdded.current = true;
            setPages(pages + 1);
          }}>
          <Translate
            id="content.categoryArticles.showMore"
            description="Button under a long section's list: shows the next articles"
            values={{count: Math.min(ARTICLES_PER_PAGE, found.length - shown.length)}}>
            {'Show {count} more'}
          </Translate>
        </button>
      )}
    </div>
  );
}
