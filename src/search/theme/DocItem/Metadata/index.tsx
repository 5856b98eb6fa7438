import React, {type ReactNode} from 'react';
import Metadata from '@theme-init/DocItem/Metadata';
import Head from '@docusaurus/Head';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {keywordsWithQuestions, readerQuestionsOf} from '@site/src/search/shared/readerQuestions';

/**
 * The article's metadata, with the questions readers ask that it answers (front matter `questions`) after its
 * keywords: the search indexes keywords, ranks a page whose keywords hold the reader's words above one whose text
 * does (src/search/worker/pageRanking.js), and opens a question's hit at the section it names (src/search/shared/readerQuestions.js).
 */
export default function MetadataWrapper(): ReactNode {
  const {frontMatter} = useDoc();
  const questions = readerQuestionsOf(frontMatter);
  return (
    <>
      <Metadata />
      {questions.length > 0 && (
        <Head>
          <meta name="keywords" content={keywordsWithQuestions(frontMatter.keywords ?? [], questions)} />
        </Head>
      )}
    </>
  );
}
