import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

/**
 * True on the live preview (`npm run dev`, `docusaurus start`), which serves one language and has no search index.
 * A production build replaces it by `false` and drops the code it guards.
 */
export const IS_LIVE_PREVIEW = process.env.NODE_ENV === 'development';

const START_COMMAND = 'npm start';

/** What the live preview's search box and search page say instead of searching. */
export function SearchNeedsBuiltSite({className}: {className?: string}): ReactNode {
  return (
    <p className={className ?? styles.notice} role="status">
      <Translate
        id="livePreview.search"
        description="Shown on the live preview (npm run dev) where search would answer; {command} is npm start"
        values={{command: <code>{START_COMMAND}</code>}}>
        {
          'Search works on the built site only. To try it, stop the live preview and run {command}: it builds the whole site, both languages, as readers get it.'
        }
      </Translate>
    </p>
  );
}

/** What the live preview shows for a page of the other language, which it does not serve. */
export function OtherLanguageOnLivePreview({devCommand}: {devCommand: string}): ReactNode {
  return (
    <main className="container margin-vert--xl">
      <Heading as="h1">
        <Translate
          id="livePreview.otherLanguage.title"
          description="Title on the live preview (npm run dev) when the reader opens a page of the other language">
          This preview shows one language at a time
        </Translate>
      </Heading>
      <p>
        <Translate
          id="livePreview.otherLanguage.body"
          description="On the live preview, how to see the other language; {devCommand} and {startCommand} are commands"
          values={{devCommand: <code>{devCommand}</code>, startCommand: <code>{START_COMMAND}</code>}}>
          {
            'This page is in the other language, which the live preview does not show. To preview that language, stop the live preview and run {devCommand}. To see both languages as readers get them, run {startCommand}.'
          }
        </Translate>
      </p>
    </main>
  );
}
