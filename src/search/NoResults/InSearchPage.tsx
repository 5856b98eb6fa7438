import React, {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {SkipToContentFallbackId} from '@docusaurus/theme-common';
import Help from './Help';
import {noResultsAnnouncement} from './announcement';

/**
 * The help under "No documents were found" on the search page. The plugin's page renders its results itself (src/
 * theme/SearchPage wraps it whole), so the help lives in a node of ours after them, shown while the page has
 * answered ("No documents were found") with no hit. The plugin's page announces nothing as the reader types; a
 * polite live region of ours says when there is no result, as the navbar's dropdown does.
 */
export default function SearchPageNoResults(): ReactNode {
  const [host, setHost] = useState<HTMLElement | null>(null);
  const [noResults, setNoResults] = useState(false);

  useEffect(() => {
    // The plugin's page content: its heading, the search box, the count (or "No documents were found"), the hits.
    const content = document.getElementById(SkipToContentFallbackId)?.firstElementChild;
    if (!(content instanceof HTMLElement)) {
      return undefined;
    }
    const node = document.createElement('div');
    node.dataset.searchNoResultsHost = '';
    content.appendChild(node);
    const update = () => {
      const hits = content.querySelector(':scope > section');
      const answered = content.querySelector(':scope > p') !== null;
      setHost(node);
      setNoResults(answered && hits !== null && hits.childElementCount === 0);
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(content, {childList: true, subtree: true});
    return () => {
      observer.disconnect();
      node.remove();
    };
  }, []);

  return host
    ? createPortal(
        <>
          <div role="status" className="visually-hidden">
            {noResults ? noResultsAnnouncement() : ''}
          </div>
          {noResults && <Help variant="page" />}
        </>,
        host,
      )
    : null;
}
