import React, {isValidElement, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import OriginalCodeBlock from '@theme-init/CodeBlock';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** As the theme does: plain string children, so Copy gets the text; JSX children as they are. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * The theme mounts every code block a second time after hydration (a `key` that changes once in the browser), in
 * case the reader's colour mode differs from the prerendered one. This site has one colour mode, so that second
 * mount only costs: on the French article with eight example prompts, one task of about 220 ms under 4× CPU
 * throttling, deleting and rebuilding every block. With a colour mode that can change, the theme's block is used.
 */
export default function CodeBlock({children, ...props}: Props): ReactNode {
  const {colorMode} = useThemeConfig();
  if (!colorMode.disableSwitch || colorMode.respectPrefersColorScheme) {
    return <OriginalCodeBlock {...props}>{children}</OriginalCodeBlock>;
  }
  const content = maybeStringifyChildren(children);
  return typeof content === 'string' ? (
    <StringContent {...props}>{content}</StringContent>
  ) : (
    <ElementContent {...props}>{content}</ElementContent>
  );
}
