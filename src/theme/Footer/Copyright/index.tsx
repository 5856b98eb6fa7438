import React, {type ReactNode} from 'react';
import Copyright from '@theme-original/Footer/Copyright';
import type {Props} from '@theme/Footer/Copyright';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {withCopyrightYears} from '@site/src/shared/copyright';

/** The footer's copyright line, its years up to the year the site was built (src/shared/copyright.ts). */
export default function CopyrightWithYears({copyright}: Props): ReactNode {
  const buildYear = useDocusaurusContext().siteConfig.customFields!.buildYear as number;
  return <Copyright copyright={withCopyrightYears(copyright, buildYear)} />;
}
