/**
 * Sign-in (see ./README.md): every page behind the gate (theme/Root), the early reveal of a returning reader's page
 * before first paint, the pages outside the gate (the callback page, the signed-out page, "no sign-in to finish"),
 * and the live preview's way to end a sign-out.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {browserData} from '../shared/browserData';
import {accountKnownStyles} from './shared/accountKnown';
import {writeCallbackPage} from './build/callbackPage';
import {earlyRevealScript} from './browser/earlyReveal';
import {addLivePreviewSignedOutRoute} from './build/livePreviewSignedOutRoute';
import type {AuthSettings, SiteAuth} from './shared/authSettings';
import {NOTHING_TO_FINISH_ROUTE} from './shared/signInRoutes';
import {writeSignedOutPage} from './build/signedOutPage';

export type SignInOptions = {auth: AuthSettings};

export default function signIn(context: LoadContext, {auth}: SignInOptions): Plugin {
  const themePath = path.join(__dirname, 'theme');
  const siteAuthData = browserData('site-auth.json');
  return {
    name: 'sign-in',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    injectHtmlTags: () => ({
      headTags: [
        {tagName: 'style', attributes: {}, innerHTML: accountKnownStyles()},
        {tagName: 'script', attributes: {}, innerHTML: earlyRevealScript(auth.tenantId)},
      ],
    }),
    async contentLoaded({actions}) {
      actions.addRoute({
        path: `${context.baseUrl}${NOTHING_TO_FINISH_ROUTE}`,
        component: '@theme/NothingToFinishPage',
        exact: true,
      });
      addLivePreviewSignedOutRoute(context, actions);
      await siteAuthData.write(actions, {auth, baseUrl: context.baseUrl} satisfies SiteAuth);
    },
    configureWebpack: () => ({resolve: {alias: siteAuthData.alias()}}),
    async postBuild({outDir}) {
      await writeCallbackPage(context, outDir);
      writeSignedOutPage(context, outDir);
    },
  };
}
