import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {START_COMMAND} from '@site/src/shared/livePreview';
import styles from './styles.module.css';

/** What the live preview's search box and search page say instead of searching: it has no search index. */
export default function SearchNeedsBuiltSite({className}: {className?: string}): ReactNode {
  return (
    <p className={className ?? styles.notice} role="status">
      <Translate
        id="livePreview.search"
        description="Shown on the live preview (npm run dev) where search would answer; {command} is npm start"
        values={{command: <code>{START_COMMAND}</code>}}>
        {
          'Search works on the built site only. To try it, stop the live preview and run {command}: it builds the whole site, both languages, as readers get it.'
        }
      </Translate>
    </p>
  );
}
