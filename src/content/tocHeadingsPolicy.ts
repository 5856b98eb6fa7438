/**
 * The content's part in Trusted Types (src/shared/trustedTypes.ts): the table of contents shows each heading's
 * markup, which the build made from the article's MDX: text and inline formatting, nothing more.
 */
import {acceptInlineMarkup, markupPolicy} from '../shared/trustedTypes';

export const TOC_HEADINGS_POLICY = 'chatgnb-toc-headings';

/** A heading's markup in the table of contents (theme/TOCItems/Tree). */
export const tocHeadingMarkup = markupPolicy(TOC_HEADINGS_POLICY, acceptInlineMarkup(TOC_HEADINGS_POLICY));
