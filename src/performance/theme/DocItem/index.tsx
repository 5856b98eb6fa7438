import React, {type ReactNode} from 'react';
import DocItem from '@theme-init/DocItem';
import type {Props} from '@theme/DocItem';
import {SectionDescriptionsProvider} from '@site/src/performance/leanVersionData/sectionDescriptions';
import type {SectionDescriptions} from '@site/src/performance/leanVersionData/routes';

/** The theme's doc page, giving a section's page its articles' descriptions (../../leanVersionData). */
export default function DocItemWithSectionDescriptions({
  sectionDescriptions,
  ...props
}: Props & {sectionDescriptions?: SectionDescriptions}): ReactNode {
  return (
    <SectionDescriptionsProvider descriptions={sectionDescriptions}>
      <DocItem {...props} />
    </SectionDescriptionsProvider>
  );
}
