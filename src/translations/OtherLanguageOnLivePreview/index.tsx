import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {START_COMMAND} from '@site/src/shared/livePreview';

/** What the live preview shows for a page of the other language, which it does not serve. */
export default function OtherLanguageOnLivePreview({devCommand}: {devCommand: string}): ReactNode {
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
