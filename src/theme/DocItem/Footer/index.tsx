import React, {type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import ReportProblemLink from '@site/src/components/ReportProblemLink';

/** Adds "Report a problem with this page" at the foot of every article. */
export default function FooterWrapper(): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <Footer />
      <ReportProblemLink title={metadata.title} permalink={metadata.permalink} />
    </>
  );
}
