import React, {useId, useState, type FormEvent, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate, {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/**
 * "Find a topic": searches the same index as the navbar search, on the
 * search page, so it also works on a phone where the navbar search is hidden.
 */
export default function HomeSearch(): ReactNode {
  const searchPage = useBaseUrl('/search');
  const history = useHistory();
  const [query, setQuery] = useState('');
  const inputId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = query.trim();
    if (q) {
      history.push(`${searchPage}?q=${encodeURIComponent(q)}`);
    }
  };
  return (
    <form className={styles.form} role="search" action={searchPage} method="get" onSubmit={onSubmit}>
      <label htmlFor={inputId} className={styles.label}>
        <Translate id="home.search.label">Find a topic</Translate>
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          type="search"
          name="q"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={translate({
            id: 'home.search.placeholder',
            message: 'e.g. translation, prompts',
            description: 'Short, so that it fits a phone-width search box (the visible label says what to type)',
          })}
          autoComplete="off"
        />
        <button type="submit" className={styles.button}>
          <Translate id="home.search.submit">Search</Translate>
        </button>
      </div>
    </form>
  );
}
