import React, {useEffect, useRef, type ReactNode} from 'react';
import Content from '@theme-init/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import {markSearchedWords} from '@site/src/search/browser/markSearchedWords';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/**
 * An article opened from a search hit (`?_passage=…&_highlight=word`) marks the passage the hit showed and the
 * searched words with `<mark>`
 * (src/search/browser/markSearchedWords.ts), as soon as the article is shown, and again when the reader opens another hit.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const start = useRef<HTMLSpanElement>(null);
  const {search} = useLocation();
  useEffect(() => {
    const article = start.current?.closest('article');
    return article ? markSearchedWords(article, search, styles.passage) : undefined;
  }, [search]);
  return (
    <>
      <span ref={start} hidden />
      <Content {...props} />
    </>
  );
}
