/**
 * The live preview (`npm run dev`, `docusaurus start`) ends a sign-out where the built site does: on the signed-out
 * page of its language. The built site's pages for that (the callback page and the signed-out page) are written
 * after a build, and its last step is the host's own sign-out (src/signIn/browser/runtime/signOut.ts), which the preview does
 * not have. So the preview has a signed-out page of its own, a route outside the gate that says what the built one
 * says (theme/LivePreviewSignedOutPage), and the gate sends a reader who comes back from the identity provider's
 * sign-out there (src/signIn/AuthGate). A production build has no such route.
 */
import type {LoadContext, PluginContentLoadedActions} from '@docusaurus/types';
import {IS_LIVE_PREVIEW} from '../../shared/livePreview';
import {SIGNED_OUT_ROUTE} from '../shared/signInRoutes';
import {signedOutText} from './signedOutPage';

export function addLivePreviewSignedOutRoute(context: LoadContext, {addRoute}: PluginContentLoadedActions): void {
  if (!IS_LIVE_PREVIEW) {
    return;
  }
  addRoute({
    path: `${context.baseUrl}${SIGNED_OUT_ROUTE}`,
    component: '@theme/LivePreviewSignedOutPage',
    props: {text: signedOutText(context)},
    exact: true,
  });
}
