import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import AuthScreen from '@site/src/signIn/AuthScreen';
import type {SignedOutText} from '@site/src/signIn/build/signedOutPage';

/**
 * The live preview's signed-out page (src/signIn/build/livePreviewSignedOutRoute.ts): what the built site's static one says
 * (src/signIn/build/signedOutPage.ts), in the frame of the sign-in screens that page imitates. Outside the gate.
 */
export default function LivePreviewSignedOutPage({text}: {text: SignedOutText}): ReactNode {
  return (
    <>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <AuthScreen title={text.title}>
        <h1>{text.title}</h1>
        <p>{text.body}</p>
        {/* eslint-disable-next-line @docusaurus/no-html-links -- a full page load: sign-in starts as on a first visit */}
        <a className="button button--primary button--lg" href={useBaseUrl('/')}>
          {text.signIn}
        </a>
      </AuthScreen>
    </>
  );
}
