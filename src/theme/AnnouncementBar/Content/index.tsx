/**
 * The announcement bar's text, as text: the theme would give the configured content to the page as markup, a
 * Trusted Types sink. Operators set the announcement as plain text in each language (.env.example).
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useThemeConfig} from '@docusaurus/theme-common';
import styles from './styles.module.css';

export default function AnnouncementBarContent(props: ComponentProps<'div'>): ReactNode {
  const {announcementBar} = useThemeConfig();
  return (
    <div {...props} className={clsx(styles.content, props.className)}>
      {announcementBar?.content}
    </div>
  );
}
