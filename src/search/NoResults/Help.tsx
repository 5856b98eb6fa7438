import React, {useId, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {POPULAR_TOPICS, SECTIONS, type TopicLink} from '@site/src/shared/helpTopics';
import {REPORT_A_PROBLEM_PATH} from '@site/src/feedback';
import styles from './styles.module.css';

type Props = {
  /** The navbar's dropdown (compact, labels as text) or the search page (labels as headings). */
  variant: 'dropdown' | 'page';
  /** Called when the reader follows a link (the dropdown closes then). */
  onNavigate?: () => void;
};

function Links({label, links, variant, onNavigate}: {label: ReactNode; links: TopicLink[]} & Props): ReactNode {
  const labelId = useId();
  // On the page, a heading readers can jump to; in the dropdown, under the search box, a label.
  const Label = variant === 'page' ? 'h2' : 'p';
  return (
    <>
      <Label id={labelId} className={styles.label}>
        {label}
      </Label>
      <ul className={styles.links} aria-labelledby={labelId}>
        {links.map(({to, label: text}) => (
          <li key={to}>
            <Link to={to} onClick={onNavigate}>
              {text()}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * What to do when a search finds nothing, or little that fits: other words, the popular topics, the sections of the
 * Help Centre, where to ask about what it does not cover (another application, pay), and "Report a problem" (the
 * reader may be looking for something the Help Centre lacks). In the navbar's dropdown and on the search page.
 */
export default function SearchNoResultsHelp({variant, onNavigate}: Props): ReactNode {
  return (
    <div className={styles.help} data-variant={variant} data-search-no-results="">
      <p className={styles.tip}>
        <Translate id="search.noResults.tip" description="Under 'No results': what the reader can do">
          Try other words, or one of these pages:
        </Translate>
      </p>
      <Links
        variant={variant}
        onNavigate={onNavigate}
        links={POPULAR_TOPICS}
        label={<Translate id="search.noResults.popular">Popular topics</Translate>}
      />
      <Links
        variant={variant}
        onNavigate={onNavigate}
        links={SECTIONS}
        label={<Translate id="search.noResults.sections">Browse the Help Centre</Translate>}
      />
      <p className={styles.report}>
        <Translate
          id="search.noResults.elsewhere"
          description="Under 'No results' and 'found little': where to ask about what the Help Centre does not cover">
          This Help Centre answers questions about ChatGNB. For another application, ask your department's IT service
          desk; for pay or leave, your manager or human resources.
        </Translate>
      </p>
      <p className={styles.report}>
        <Translate
          id="search.noResults.report"
          description="Last line under 'No results'; {link} is 'Report a problem'"
          values={{
            link: (
              <Link to={REPORT_A_PROBLEM_PATH} onClick={onNavigate}>
                <Translate id="search.noResults.report.link">Report a problem</Translate>
              </Link>
            ),
          }}>
          {'Still not finding it? {link} and tell us what you were looking for.'}
        </Translate>
      </p>
    </div>
  );
}
