import React, {type ReactNode} from 'react';
import Footer from '@theme-init/DocItem/Footer';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import PageFeedback from '@site/src/feedback/PageFeedback';
import ReportProblemLink from '@site/src/feedback/ReportProblemLink';
import {articleOf} from '@site/src/feedback/pages';
import {usePageView} from '@site/src/feedback/useInsights';

/** Adds "Was this page helpful?" and "Report a problem with this page" at the foot of every article, and counts its view. */
export default function FooterWrapper(): ReactNode {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const article = articleOf(metadata.permalink, siteConfig.baseUrl);
  usePageView(article, metadata.permalink);
  return (
    <>
      <Footer />
      <PageFeedback page={article} />
      <ReportProblemLink title={metadata.title} permalink={metadata.permalink} />
    </>
  );
}
