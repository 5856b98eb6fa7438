import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import AuthScreen from '@site/src/signIn/AuthScreen';

/**
 * Where the callback page (a small static page, see src/signIn/build/callbackPage.ts) sends a reader who opened it with
 * no sign-in response (`/no-sign-in-to-finish`). Outside the gate: no site content. (After signing out, readers
 * land on the static signed-out page instead, see src/signIn/build/signedOutPage.ts.)
 */
export default function NothingToFinishPage(): ReactNode {
  const title = translate({id: 'callback.nothing.title', message: 'There is no sign-in to finish'});
  const body = translate({
    id: 'callback.nothing.body',
    message:
      'This address is used by Microsoft sign-in to return you to the Help Centre. Open the Help Centre home page to continue.',
  });
  return (
    <>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <AuthScreen title={title}>
        <h1>{title}</h1>
        <p>{body}</p>
        {/* eslint-disable-next-line @docusaurus/no-html-links -- a full page load: sign-in starts as on a first visit */}
        <a className="button button--primary button--lg" href={useBaseUrl('/')}>
          <Translate id="callback.signInAgain">Sign in again</Translate>
        </a>
      </AuthScreen>
    </>
  );
}
