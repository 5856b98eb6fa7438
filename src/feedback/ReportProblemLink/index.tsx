import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate, {translate} from '@docusaurus/Translate';
import type {ServiceFacts} from '@site/serviceFacts';
import styles from './styles.module.css';

/** The article that explains how to report a problem: the link's target until the owners set a channel. */
export const REPORT_A_PROBLEM_PATH = '/docs/get-help/report-a-problem';

/** Where the link goes for a page, given the support contact the owners set in serviceFacts.ts. */
export function reportProblemHref(
  contact: ServiceFacts['supportContact'],
  page: {title: string; url: string},
): string | null {
  if (contact?.email) {
    const subject = translate(
      {
        id: 'reportProblem.mail.subject',
        message: 'Problem with a Help Centre page: {title}',
        description: 'Subject of the e-mail prepared by "Report a problem with this page"',
      },
      {title: page.title},
    );
    const body = translate(
      {
        id: 'reportProblem.mail.body',
        message: 'Page: {title}\nAddress: {url}\n\nWhat is wrong or missing:\n',
        description: 'Body of the e-mail prepared by "Report a problem with this page"',
      },
      page,
    );
    return `mailto:${contact.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  }
  if (contact?.formUrl) {
    return contact.formUrl
      .replaceAll('{title}', encodeURIComponent(page.title))
      .replaceAll('{url}', encodeURIComponent(page.url));
  }
  return null;
}

/** "Report a problem with this page", at the foot of an article. */
export default function ReportProblemLink({title, permalink}: {title: string; permalink: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const contact = (siteConfig.customFields!.serviceFacts as ServiceFacts).supportContact;
  const href = reportProblemHref(contact, {title, url: `${siteConfig.url}${permalink}`});
  const label = <Translate id="reportProblem.link">Report a problem with this page</Translate>;
  return (
    <p className={styles.report}>
      {href ? <Link href={href}>{label}</Link> : <Link to={REPORT_A_PROBLEM_PATH}>{label}</Link>}
    </p>
  );
}
