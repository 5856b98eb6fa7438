import React, {type ReactNode} from 'react';
import type {Props} from '@theme/Footer/Copyright';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {withCopyrightYears} from '@site/src/shared/copyright';

/**
 * The footer's copyright line, its years up to the year the site was built (src/shared/copyright.ts). Text, where the
 * theme's would give it to the page as markup: a Trusted Types sink, refused when the footer mounts after navigation.
 */
export default function CopyrightWithYears({copyright}: Props): ReactNode {
  const buildYear = useDocusaurusContext().siteConfig.customFields!.buildYear as number;
  return <div className="footer__copyright">{withCopyrightYears(copyright, buildYear)}</div>;
}
