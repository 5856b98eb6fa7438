import MDXComponents from '@theme-init/MDXComponents';
import ServiceFact from '@site/src/content/ServiceFact';
import ChangeNotes from '@site/src/content/ChangeNotes';

// Available in every article without an import. DocCardList is not: category pages import it themselves, so
// articles do not load (and evaluate) the cards' code.
export default {
  ...MDXComponents,
  ServiceFact,
  // Placed under the title of an article with change notes by src/content/remarkChangeNotes.mjs.
  ChangeNotes,
};
