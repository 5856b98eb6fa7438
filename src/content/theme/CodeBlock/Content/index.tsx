import React, {lazy, Suspense, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import type CodeBlockContentType from '@theme/CodeBlock/Content';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import styles from './styles.module.css';

type Props = ComponentProps<typeof CodeBlockContentType>;
type Token = {types: string[]; content: string; empty?: boolean};

/** Languages that are text as written: nothing to highlight, so no Prism. */
const PLAIN_LANGUAGES = new Set(['text', 'txt', 'plain', 'plaintext']);

/** The highlighter, with the site's additional languages, only for a block that needs one (see ./Highlighted). */
const Highlighted = lazy(() => import('./Highlighted'));

/** The shapes prism-react-renderer gives CodeBlock/Line, for a line of plain text. */
const getLineProps = ({className}: {className?: string}) => ({className: clsx('token-line', className)});
const getTokenProps = ({token}: {token: Token}) => ({className: 'token plain', children: token.content});

function PlainText({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {codeBlockRef} = wordWrap;
  const {plain} = usePrismTheme();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const lines: Token[][] = code
    .split(/\r?\n/)
    .map((content) => [{types: ['plain'], content, ...(content ? {} : {empty: true})}]);
  return (
    <pre
      ref={codeBlockRef as React.Ref<HTMLPreElement>}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
      tabIndex={0}
      className={clsx(className, `prism-code language-${language}`, styles.codeBlock, 'thin-scrollbar')}
      style={{color: plain.color, backgroundColor: plain.backgroundColor}}>
      <code
        className={clsx(styles.codeBlockLines, lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering)}
        style={{counterReset: lineNumbersStart === undefined ? undefined : `line-count ${lineNumbersStart - 1}`}}>
        {lines.map((line, i) => (
          <Line
            key={i}
            line={line}
            getLineProps={getLineProps as ComponentProps<typeof Line>['getLineProps']}
            getTokenProps={getTokenProps as ComponentProps<typeof Line>['getTokenProps']}
            classNames={lineClassNames[i]}
            showLineNumbers={lineNumbersStart !== undefined}
          />
        ))}
      </code>
    </pre>
  );
}

/**
 * A code block's content. Plain text (every example prompt) is rendered as the theme renders it, without loading
 * Prism; a block in a programming language loads Prism first (src/content/prismOnDemand.ts), showing the plain text
 * meanwhile.
 */
export default function CodeBlockContent(props: Props): ReactNode {
  const {metadata} = useCodeBlockContext();
  if (PLAIN_LANGUAGES.has(metadata.language)) {
    return <PlainText {...props} />;
  }
  return (
    <Suspense fallback={<PlainText {...props} />}>
      <Highlighted {...props} />
    </Suspense>
  );
}
