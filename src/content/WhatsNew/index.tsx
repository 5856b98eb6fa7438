/**
 * "What's new" (« Nouveautés »): the latest change notes of every article (../changeNotes.mjs), newest first, each
 * with its article. Its route and data come from the content plugin (../plugin.ts).
 */
import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import WhatsNewList, {type WhatsNewNote} from '@site/src/content/WhatsNewList';

export default function WhatsNew({notes}: {notes: WhatsNewNote[]}): ReactNode {
  const title = translate({id: 'content.whatsNew.title', message: "What's new"});
  return (
    <Layout
      title={title}
      description={translate({
        id: 'content.whatsNew.description',
        message: "The significant changes to the Help Centre's articles, newest first.",
      })}>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <p>
          <Translate id="content.whatsNew.intro">
            The significant changes to the Help Centre's articles, newest first. Small corrections are not listed.
          </Translate>
        </p>
        <WhatsNewList notes={notes} />
      </main>
    </Layout>
  );
}
