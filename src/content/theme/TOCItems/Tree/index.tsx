/**
 * The theme's table of contents tree, with each heading's markup made by the content's Trusted Types policy
 * (../../../tocHeadingsPolicy.ts) instead of given to the page as a plain string.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/TOCItems/Tree';
import {tocHeadingMarkup} from '@site/src/content/tocHeadingsPolicy';

function TOCItemTree({toc, className, linkClassName, isChild}: Props): ReactNode {
  if (!toc.length) {
    return null;
  }
  return (
    <ul className={isChild ? undefined : className}>
      {toc.map((heading) => (
        <li key={heading.id}>
          <Link
            to={`#${heading.id}`}
            className={linkClassName ?? undefined}
            dangerouslySetInnerHTML={{__html: tocHeadingMarkup(heading.value)}}
          />
          <TOCItemTree isChild toc={heading.children} className={className} linkClassName={linkClassName} />
        </li>
      ))}
    </ul>
  );
}

// As the theme's: memoizing the root is enough.
export default React.memo(TOCItemTree);
