import React, {useEffect, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import AuthScreen from '@site/src/auth/AuthScreen';

type View = 'completing' | 'signed-out' | 'nothing-to-complete';

function SignInAgainLink(): ReactNode {
  return (
    <a className="button button--primary button--lg" href={useBaseUrl('/')}>
      <Translate id="callback.signInAgain">Sign in again</Translate>
    </a>
  );
}

function Message({view}: {view: View}): ReactNode {
  switch (view) {
    case 'completing':
      return (
        <p role="status">
          <Translate id="callback.completing">Finishing sign-in…</Translate>
        </p>
      );
    case 'signed-out':
      return (
        <>
          <h1>
            <Translate id="callback.signedOut.title">You are signed out</Translate>
          </h1>
          <p>
            <Translate id="callback.signedOut.body">
              You have signed out of the Help Centre. On a shared computer, also close the browser.
            </Translate>
          </p>
          <SignInAgainLink />
        </>
      );
    case 'nothing-to-complete':
      return (
        <>
          <h1>
            <Translate id="callback.nothing.title">There is no sign-in to finish</Translate>
          </h1>
          <p>
            <Translate id="callback.nothing.body">
              This address is used by Microsoft sign-in to return you to the Help Centre. Open the Help Centre home
              page to continue.
            </Translate>
          </p>
          <SignInAgainLink />
        </>
      );
  }
}

/**
 * The redirect URI registered with the identity provider. It shows no site
 * content: it hands the sign-in response to MSAL's redirect bridge, which
 * returns the reader to the page they asked for (or, for popup and silent
 * sign-ins, passes the response to the page that opened the window or frame).
 */
export default function CallbackPage(): ReactNode {
  const [view, setView] = useState<View>('completing');
  useEffect(() => {
    if (new URLSearchParams(window.location.search).has('signed-out')) {
      setView('signed-out');
      return;
    }
    import('@azure/msal-browser/redirect-bridge')
      .then(({broadcastResponseToMainFrame}) => broadcastResponseToMainFrame())
      .catch(() => setView('nothing-to-complete'));
  }, []);
  return (
    <>
      <Head>
        <title>{translate({id: 'callback.pageTitle', message: 'Sign-in | ChatGNB Help Centre'})}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <AuthScreen busy={view === 'completing'}>
        <Message view={view} />
      </AuthScreen>
    </>
  );
}
