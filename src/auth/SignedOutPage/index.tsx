import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useLocation} from '@docusaurus/router';
import AuthScreen from '@site/src/auth/AuthScreen';
import {NOTHING_TO_COMPLETE} from '@site/src/auth/settings';

function SignInAgainLink(): ReactNode {
  return (
    <a className="button button--primary button--lg" href={useBaseUrl('/')}>
      <Translate id="callback.signInAgain">Sign in again</Translate>
    </a>
  );
}

function SignedOut(): ReactNode {
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
    </>
  );
}

function NothingToComplete(): ReactNode {
  return (
    <>
      <h1>
        <Translate id="callback.nothing.title">There is no sign-in to finish</Translate>
      </h1>
      <p>
        <Translate id="callback.nothing.body">
          This address is used by Microsoft sign-in to return you to the Help Centre. Open the Help Centre home page to
          continue.
        </Translate>
      </p>
    </>
  );
}

/**
 * Where a reader lands after signing out, and where the callback page
 * (a small static page, see src/plugins/callbackPage) sends anyone who opens
 * it with no sign-in response. Outside the gate: it shows no site content.
 */
export default function SignedOutPage(): ReactNode {
  const nothingToComplete = new URLSearchParams(useLocation().search).get('reason') === NOTHING_TO_COMPLETE;
  return (
    <>
      <Head>
        <title>{translate({id: 'callback.pageTitle', message: 'Sign-in | ChatGNB Help Centre'})}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <AuthScreen>
        {nothingToComplete ? <NothingToComplete /> : <SignedOut />}
        <SignInAgainLink />
      </AuthScreen>
    </>
  );
}
