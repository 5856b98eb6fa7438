import React, {type ReactNode} from 'react';
import {findFirstSidebarItemLink, useDocById} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarItemCategory, PropSidebarItemLink} from '@docusaurus/plugin-content-docs';
import {useDocCardDescriptionCategoryItemsPlural} from '@docusaurus/theme-common/internal';
import isInternalUrl from '@docusaurus/isInternalUrl';
import type {Props} from '@theme/DocCard';
import Layout from '@theme/DocCard/Layout';
import {leadingEmoji} from '@site/src/content/docCardIcon';

/** As the theme's: the label's leading emoji, or one for the kind of item; the rest of the label as the title. */
function iconAndTitle(item: PropSidebarItemLink | PropSidebarItemCategory): {icon: string; title: string} {
  const {emoji, rest} = leadingEmoji(item.label);
  const fallback = item.type === 'category' ? '🗃' : isInternalUrl(item.href) ? '📄️' : '🔗';
  return {icon: emoji ?? fallback, title: rest.trim()};
}

function CardCategory({item}: {item: PropSidebarItemCategory}): ReactNode {
  const href = findFirstSidebarItemLink(item);
  const categoryItemsPlural = useDocCardDescriptionCategoryItemsPlural();
  // As the theme: categories without a link were filtered out before.
  if (!href) {
    return null;
  }
  return (
    <Layout
      item={item}
      className={item.className}
      href={href}
      description={item.description ?? categoryItemsPlural(item.items.length)}
      {...iconAndTitle(item)}
    />
  );
}

function CardLink({item}: {item: PropSidebarItemLink}): ReactNode {
  const doc = useDocById(item.docId ?? undefined);
  return (
    <Layout
      item={item}
      className={item.className}
      href={item.href}
      description={item.description ?? doc?.description}
      {...iconAndTitle(item)}
    />
  );
}

/** The theme's `DocCard`, copied, finding a label's emoji with `leadingEmoji` (../../docCardIcon.ts). */
export default function DocCard({item}: Props): ReactNode {
  switch (item.type) {
    case 'link':
      return <CardLink item={item} />;
    case 'category':
      return <CardCategory item={item} />;
    default:
      throw new Error(`unknown item type ${JSON.stringify(item)}`);
  }
}
