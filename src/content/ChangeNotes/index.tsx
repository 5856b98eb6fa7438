/**
 * An article's change notes (../changeNotes.mjs), under its title: the latest, "Updated 20 November 2026: …", and
 * every one in "See all updates". Placed by ../remarkChangeNotes.mjs in the articles that have some.
 */
import React, {type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import ChangeNotesView, {notesOf} from '@site/src/content/ChangeNotesView';

export default function ChangeNotes(): ReactNode {
  const {frontMatter} = useDoc();
  return <ChangeNotesView notes={notesOf((frontMatter as Record<string, unknown>).change_notes)} />;
}
