// @ts-check
/**
 * A remark plugin of the docs (docusaurus.config.ts): an article with change notes (./changeNotes.mjs) starts with
 * `<ChangeNotes />` (./ChangeNotes, an MDX component of every article), right under its title. An article without
 * any carries nothing.
 */
import {CHANGE_NOTES_FIELD} from './changeNotes.mjs';

/**
 * @returns {(tree: {children: unknown[]}, file: {data: {frontMatter?: Record<string, unknown>}}) => void}
 */
export default function remarkChangeNotes() {
  return (tree, file) => {
    const notes = file.data.frontMatter?.[CHANGE_NOTES_FIELD];
    if (Array.isArray(notes) && notes.length > 0) {
      tree.children.unshift({type: 'mdxJsxFlowElement', name: 'ChangeNotes', attributes: [], children: []});
    }
  };
}
