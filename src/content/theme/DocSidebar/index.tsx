import React, {useMemo, type ReactNode} from 'react';
import DocSidebar from '@theme-init/DocSidebar';
import type {Props} from '@theme/DocSidebar';
// Not the list's module: the sidebar is on every page, the long list only on long sections' pages.
import {shortSidebar} from '@site/src/content/CategoryArticles/shortSidebar';

/** The theme's sidebar (desktop and phone), with its long sections shortened. */
export default function DocSidebarWrapper(props: Props): ReactNode {
  const {sidebar, path} = props;
  const short = useMemo(() => shortSidebar(sidebar, path), [sidebar, path]);
  return <DocSidebar {...props} sidebar={short} />;
}
