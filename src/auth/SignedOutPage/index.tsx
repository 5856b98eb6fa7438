import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import AuthScreen from '@site/src/auth/AuthScreen';

type View = 'signed-out' | 'nothing-to-finish';

function useViewText(view: View): {title: string; body: string} {
  return view === 'signed-out'
    ? {
        title: translate({id: 'callback.signedOut.title', message: 'You are signed out'}),
        body: translate({
          id: 'callback.signedOut.body',
          message: 'You have signed out of the Help Centre. On a shared computer, also close the browser.',
        }),
      }
    : {
        title: translate({id: 'callback.nothing.title', message: 'There is no sign-in to finish'}),
        body: translate({
          id: 'callback.nothing.body',
          message:
            'This address is used by Microsoft sign-in to return you to the Help Centre. Open the Help Centre home page to continue.',
        }),
      };
}

/**
 * Where a reader lands after signing out (`/signed-out`), or when the callback page
 * (a small static page, see src/plugins/callbackPage) is opened with no sign-in
 * response (`/no-sign-in-to-finish`). Two pages, not a query parameter: each is
 * prerendered as it will show. Outside the gate: no site content.
 */
export default function SignedOutPage({view}: {view: View}): ReactNode {
  const {title, body} = useViewText(view);
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
