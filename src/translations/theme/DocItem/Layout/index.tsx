import React, {type ReactNode} from 'react';
import Layout from '@theme-init/DocItem/Layout';
import type LayoutType from '@theme/DocItem/Layout';
import type {WrapperProps} from '@docusaurus/types';
import TranslationPendingNotice from '@site/src/translations/TranslationPendingNotice';

type Props = WrapperProps<typeof LayoutType>;

/** Puts the notice of a translation being revised at the top of the article. */
export default function LayoutWrapper(props: Props): ReactNode {
  return (
    <>
      <TranslationPendingNotice />
      <Layout {...props} />
    </>
  );
}
