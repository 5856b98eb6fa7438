/**
 * The theme's highlighted code block, with the languages of `prism.additionalLanguages` registered first (what the
 * theme's `prism-include-languages` client module did on every page; see src/content/prismOnDemand.ts).
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlockContent from '@theme-init/CodeBlock/Content';
import type CodeBlockContentType from '@theme/CodeBlock/Content';

prismIncludeLanguages(Prism);

export default CodeBlockContent as typeof CodeBlockContentType;
