/**
 * Keeps Prism (prism-react-renderer and prismjs) out of the JavaScript every page loads (its weight:
 * handbook/figures.md#changes-kept).
 *
 * @docusaurus/theme-classic registers a client module, `prism-include-languages`, that imports Prism on every page
 * to add `prism.additionalLanguages`. The articles' code blocks are plain text (example prompts), which need no
 * highlighter: ./theme/CodeBlock/Content renders them without Prism, and loads Prism, with the
 * additional languages, only for a block in another language. So the client module is replaced by an empty one.
 */
import path from 'node:path';

const THEME_CLIENT_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

export function prismOnDemandReplacement(): {pattern: RegExp; replacement: string} {
  return {pattern: THEME_CLIENT_MODULE, replacement: path.join(__dirname, 'noPrismClientModule.ts')};
}
